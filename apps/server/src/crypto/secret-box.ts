import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretsKey } from '../config.ts';

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value names a key this server does not hold, or was altered. */
export class SecretUnreadableError extends Error {
  constructor(reason: string) {
    super(`A stored secret cannot be read: ${reason}`);
    this.name = 'SecretUnreadableError';
  }
}

/**
 * Encrypts one secret with AES-256-GCM under a fresh 12-byte nonce. The result names the format
 * version and the key id, so a rotated key can tell which values are still under the old one:
 * `v1.<key id>.<nonce>.<ciphertext and tag>` (base64url).
 */
export function sealSecret(secretsKey: SecretsKey, plaintext: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secretsKey.key, nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([ciphertext, cipher.getAuthTag()]);
  return [VERSION, secretsKey.id, nonce.toString('base64url'), sealed.toString('base64url')].join(
    '.',
  );
}

/** The plaintext of a sealed secret; throws when the key differs or a byte was changed. */
export function openSecret(secretsKey: SecretsKey, sealedText: string): string {
  const [version, keyId, nonceText, sealedBody] = sealedText.split('.');
  if (version !== VERSION || nonceText === undefined || sealedBody === undefined) {
    throw new SecretUnreadableError('unknown format');
  }
  if (keyId !== secretsKey.id) throw new SecretUnreadableError(`sealed under key ${keyId}`);
  const sealed = Buffer.from(sealedBody, 'base64url');
  if (sealed.length < TAG_BYTES) throw new SecretUnreadableError('too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    secretsKey.key,
    Buffer.from(nonceText, 'base64url'),
  );
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretUnreadableError('authentication failed');
  }
}
