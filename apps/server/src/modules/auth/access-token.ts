import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_ISSUER = 'ride-booking';
export const TOKEN_AUDIENCE = 'ride-booking:rider-app';

/** What an access token says: this user of this company, in this session, until exp. */
export interface AccessTokenClaims {
  sub: string;
  coid: string;
  sid: string;
  typ: 'ACCOUNT_USER';
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const payloadSchema = z.object({
  iss: z.literal(TOKEN_ISSUER),
  aud: z.literal(TOKEN_AUDIENCE),
  sub: z.uuid(),
  coid: z.string().min(1).max(64),
  sid: z.uuid(),
  typ: z.literal('ACCOUNT_USER'),
  iat: z.number().int(),
  exp: z.number().int(),
});

function sign(secret: string, input: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signAccessToken(
  secret: string,
  claims: Omit<AccessTokenClaims, 'iat' | 'exp' | 'typ'>,
  now: Date,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const payload = {
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    ...claims,
    typ: 'ACCOUNT_USER',
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
  };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The claims of a well-signed, unexpired HS256 token of ours, else null. */
export function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): AccessTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 2048) return null;
  const [header, payload, signature] = parts as [string, string, string];
  // Only HS256 is accepted: "alg: none" or an RS/HS swap never reaches the signature check.
  const parsedHeader = decodeJson(header) as { alg?: unknown; typ?: unknown } | undefined;
  if (parsedHeader?.alg !== 'HS256' || parsedHeader.typ !== 'JWT') return null;
  const expected = sign(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = payloadSchema.safeParse(decodeJson(payload));
  if (!claims.success) return null;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (claims.data.exp <= nowSeconds || claims.data.iat > nowSeconds + 60) return null;
  const { sub, coid, sid, typ, iat, exp } = claims.data;
  return { sub, coid, sid, typ, iat, exp };
}
