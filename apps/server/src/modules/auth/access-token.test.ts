import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import {
  signAccessToken,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  verifyAccessToken,
} from './access-token.ts';

const SECRET = 's'.repeat(48);
const CLAIMS = {
  sub: '7f9c4a52-2d1e-4a8e-9a55-0e3f3c2b1a10',
  coid: 'demo',
  sid: '0b2a7c3e-5d4f-4e6a-8b9c-1d2e3f4a5b6c',
};
const NOW = new Date('2026-03-01T12:00:00Z');

describe('access tokens', () => {
  it('round-trips the claims with a 15-minute expiry', async () => {
    const token = await signAccessToken(SECRET, CLAIMS, NOW);
    expect(await verifyAccessToken(SECRET, token, NOW)).toEqual({
      ...CLAIMS,
      typ: 'ACCOUNT_USER',
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + 900,
    });
  });

  it('expires after 15 minutes, however often it was checked before', async () => {
    const token = await signAccessToken(SECRET, CLAIMS, NOW);
    expect(await verifyAccessToken(SECRET, token, NOW)).not.toBeNull();
    expect(
      await verifyAccessToken(SECRET, token, new Date(NOW.getTime() + 899_000)),
    ).not.toBeNull();
    expect(await verifyAccessToken(SECRET, token, new Date(NOW.getTime() + 900_000))).toBeNull();
  });

  it('refuses a token issued in the future', async () => {
    const token = await signAccessToken(SECRET, CLAIMS, new Date(NOW.getTime() + 5 * 60_000));
    expect(await verifyAccessToken(SECRET, token, NOW)).toBeNull();
  });

  it('refuses another secret, an edited payload and a stripped signature', async () => {
    const token = await signAccessToken(SECRET, CLAIMS, NOW);
    // Known good under its own secret first: that is never taken for another secret's check.
    expect(await verifyAccessToken(SECRET, token, NOW)).not.toBeNull();
    expect(await verifyAccessToken('t'.repeat(48), token, NOW)).toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const edited = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), coid: 'acme' }),
    ).toString('base64url');
    expect(await verifyAccessToken(SECRET, `${header}.${edited}.${signature}`, NOW)).toBeNull();
    expect(await verifyAccessToken(SECRET, `${header}.${payload}.`, NOW)).toBeNull();
    expect(await verifyAccessToken(SECRET, `${header}.${payload}`, NOW)).toBeNull();
  });

  it('refuses alg none even with a valid-looking payload', async () => {
    const token = await signAccessToken(SECRET, CLAIMS, NOW);
    const payload = token.split('.')[1];
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verifyAccessToken(SECRET, `${none}.${payload}.`, NOW)).toBeNull();
  });

  it('refuses another algorithm, issuer or audience, even signed with the secret', async () => {
    const iat = NOW.getTime() / 1000;
    const sign = (alg: string, issuer = TOKEN_ISSUER, audience = TOKEN_AUDIENCE) =>
      new SignJWT({ coid: CLAIMS.coid, sid: CLAIMS.sid, typ: 'ACCOUNT_USER' })
        .setProtectedHeader({ alg, typ: 'JWT' })
        .setSubject(CLAIMS.sub)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 900)
        .sign(new TextEncoder().encode(SECRET));
    expect(await verifyAccessToken(SECRET, await sign('HS256'), NOW)).not.toBeNull();
    expect(await verifyAccessToken(SECRET, await sign('HS512'), NOW)).toBeNull();
    expect(await verifyAccessToken(SECRET, await sign('HS256', 'someone-else'), NOW)).toBeNull();
    expect(
      await verifyAccessToken(SECRET, await sign('HS256', TOKEN_ISSUER, 'other'), NOW),
    ).toBeNull();
  });
});
