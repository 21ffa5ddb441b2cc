import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_ISSUER = 'ride-booking';
export const TOKEN_AUDIENCE = 'ride-booking:rider-app';
/** A token issued up to this far in the future (clocks of several servers) is still accepted. */
const CLOCK_TOLERANCE_SECONDS = 60;

/** Riders are account users; the company's staff (admins, dispatchers, drivers) company users. */
export type UserKind = 'ACCOUNT_USER' | 'COMPANY_USER';

/** What an access token says: this user of this company, in this session, until exp. */
export interface AccessTokenClaims {
  sub: string;
  coid: string;
  sid: string;
  typ: UserKind;
  iat: number;
  exp: number;
}

const claimsSchema = z.object({
  sub: z.uuid(),
  coid: z.string().min(1).max(64),
  sid: z.uuid(),
  typ: z.enum(['ACCOUNT_USER', 'COMPANY_USER']),
  iat: z.number().int(),
  exp: z.number().int(),
});

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

/** An HS256 JWT for this user, company and session, valid for 15 minutes from `now`. */
export function signAccessToken(
  secret: string,
  claims: Pick<AccessTokenClaims, 'sub' | 'coid' | 'sid'> & { typ?: UserKind },
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ coid: claims.coid, sid: claims.sid, typ: claims.typ ?? 'ACCOUNT_USER' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** Tokens whose signature and claims were checked, per secret (a client sends its token many times). */
const verified = new Map<string, LRUCache<string, AccessTokenClaims>>();
function verifiedOf(secret: string) {
  let cache = verified.get(secret);
  if (!cache) {
    cache = new LRUCache({ max: 10_000, ttl: ACCESS_TOKEN_TTL_SECONDS * 1000 });
    verified.set(secret, cache);
  }
  return cache;
}

/** The claims of a well-signed token, signature and claim checks done once per token and secret. */
async function signedClaims(secret: string, token: string, now: Date) {
  const cache = verifiedOf(secret);
  const known = cache.get(token);
  if (known) return known;
  const { payload } = await jwtVerify(token, keyOf(secret), {
    algorithms: ['HS256'],
    typ: 'JWT',
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    currentDate: now,
    requiredClaims: ['sub', 'iat', 'exp'],
  });
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) return null;
  cache.set(token, claims.data);
  return claims.data;
}

/**
 * The claims of a well-signed, unexpired HS256 token of ours, else null. Only HS256 is accepted,
 * so "alg: none" or an RS/HS swap never reaches the signature check. The times are checked at
 * `now` on every call; the signature once per token.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  if (token.length > 2048) return null;
  try {
    const claims = await signedClaims(secret, token, now);
    if (!claims) return null;
    const seconds = Math.floor(now.getTime() / 1000);
    // As jwtVerify: expired at exp. And never issued in the future, beyond the clocks' tolerance.
    if (claims.exp <= seconds) return null;
    if (claims.iat > seconds + CLOCK_TOLERANCE_SECONDS) return null;
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
