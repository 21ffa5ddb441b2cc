import { createHash, createHmac, randomBytes } from 'node:crypto';

/** Opaque tokens are 32 random bytes in base64url: 43 characters. */
export const OPAQUE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: they carry 256 bits, so no slow hash is needed. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The refresh token that replaces `token`. Deriving it (rather than drawing a random one) lets a
 * client retry within the leeway receive the same successor although only hashes are stored.
 */
export function successorToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
}
