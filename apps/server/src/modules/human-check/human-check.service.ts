import { createHmac, randomUUID } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify } from 'altcha-lib/frameworks/shared';
import { parseCookie, stringifySetCookie } from 'cookie';
import { jwtVerify, SignJWT } from 'jose';
import { verifyRecaptcha } from '../../adapters/human-check/recaptcha.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { appError } from '../../core/errors.ts';
import { spendChallenge } from './human-check.repository.ts';

/** How long a solved check lets the rider open card fields. */
export const HUMAN_CHECK_TTL_SECONDS = 10 * 60;
const CHALLENGE_TTL_SECONDS = 10 * 60;
export const HUMAN_CHECK_COOKIE = 'human_check';

/** Secrets of their own for ALTCHA and the pass, derived from the server's signing secret. */
function derived(config: Pick<Config, 'jwtSecret'>, purpose: string): string {
  return createHmac('sha256', config.jwtSecret).update(`human-check:${purpose}`).digest('hex');
}

/** ALTCHA's proof-of-work challenge for the widget, signed so that only we can have issued it. */
export function createHumanCheckChallenge(config: Pick<Config, 'jwtSecret'>) {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1_000,
    counter: randomInt(4_000, 1_000),
    deriveKey,
    hmacSignatureSecret: derived(config, 'signature'),
    hmacKeySignatureSecret: derived(config, 'key-signature'),
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
  });
}

export type HumanCheckOutcome = { passed: true } | { passed: false; reason: string };

/**
 * Checks what the browser's widget produced: an ALTCHA payload (verified here, each solution
 * once), or a reCAPTCHA token when the operator configured reCAPTCHA.
 */
export async function verifyHumanCheck(
  services: { config: Config; db: Db },
  response: string,
  clientIp: string,
): Promise<HumanCheckOutcome> {
  const { config, db } = services;
  if (config.recaptchaSecretKey) {
    const passed = await verifyRecaptcha(
      { verifyUrl: config.recaptchaVerifyUrl, secretKey: config.recaptchaSecretKey },
      response,
      clientIp,
    ).catch(() => false);
    return passed ? { passed } : { passed, reason: 'The human check did not pass' };
  }
  const store = {
    get: () => undefined,
    set: () => undefined,
    setIfAbsent: (id: string) =>
      spendChallenge(db, id, new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000)),
  };
  const result = await verify(
    response,
    deriveKey,
    derived(config, 'signature'),
    derived(config, 'key-signature'),
    store,
  );
  return result.error === null
    ? { passed: true }
    : { passed: false, reason: 'The human check did not pass' };
}

const passKey = (config: Pick<Config, 'jwtSecret'>) =>
  new TextEncoder().encode(derived(config, 'pass'));

/** The cookie that says this browser passed the check for this company, for a few minutes. */
export async function humanCheckCookie(config: Config, companyId: string): Promise<string> {
  const pass = await new SignJWT({ coid: companyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${HUMAN_CHECK_TTL_SECONDS}s`)
    .setAudience('human-check')
    .sign(passKey(config));
  return stringifySetCookie({
    name: HUMAN_CHECK_COOKIE,
    value: pass,
    path: '/',
    maxAge: HUMAN_CHECK_TTL_SECONDS,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
  });
}

/**
 * The pass the request carries for this company, if it is unexpired: its id (each pass has its
 * own, so what a guest made with one pass, a gateway customer, stays theirs) and expiry.
 */
export async function humanCheckPass(
  config: Config,
  cookieHeader: string | null,
  companyId: string,
): Promise<{ id: string; expiresAt: Date } | null> {
  const pass = parseCookie(cookieHeader ?? '')[HUMAN_CHECK_COOKIE];
  if (!pass) return null;
  try {
    const { payload } = await jwtVerify(pass, passKey(config), {
      algorithms: ['HS256'],
      audience: 'human-check',
    });
    if (payload.coid !== companyId || !payload.jti || !payload.exp) return null;
    return { id: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}

/**
 * Refuses a guest's card operation without a pass (gatewayCode 999: show the check again), and
 * gives the pass otherwise.
 */
export async function requireHumanCheck(
  config: Config,
  cookie: string | null,
  companyId: string,
): Promise<{ id: string; expiresAt: Date }> {
  const pass = await humanCheckPass(config, cookie, companyId);
  if (!pass) {
    throw appError('HUMAN_CHECK_REQUIRED', 'Please confirm you are not a robot first', {
      gatewayCode: 999,
    });
  }
  return pass;
}
