import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id at OWASP's baseline: 19 MiB of memory, 2 passes, 1 lane. */
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

// Made once at start-up, so even the first sign-in for an unknown email costs a full verify.
const dummyHash: Promise<string> = hash(randomBytes(32), PASSWORD_HASH_OPTIONS);

/**
 * Checks a password against the account's hash, or against a throwaway hash when there is no
 * account, so both answers cost the same argon2 work and timing does not reveal who has one.
 */
export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  const target = passwordHash ?? (await dummyHash);
  try {
    const matches = await verify(target, password);
    return matches && passwordHash !== undefined;
  } catch {
    // A malformed stored hash must not open the door or crash the request.
    return false;
  }
}
