import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const digest = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('base64url');

/**
 * A guest's cancel secret (decision 79): 32 random bytes, mailed once; only its SHA-256 is kept.
 * A fast hash is enough for 256 random bits: there is nothing to guess from it.
 */
export function newCancelSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: digest(secret) };
}

/** Whether `given` is the secret whose hash was kept, compared in constant time. */
export function cancelSecretMatches(given: string, keptHash: string | null): boolean {
  if (!keptHash) return false;
  const a = Buffer.from(digest(given));
  const b = Buffer.from(keptHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
