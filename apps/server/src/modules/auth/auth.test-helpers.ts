import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApi } from '../../../test/api.ts';
import { hashPassword } from './password.ts';

export const LOGIN = /* GraphQL */ `
  mutation signIn($input: LoginInfoInput!) {
    login(input: $input) {
      accessToken
      refreshToken
      expiresIn
    }
  }
`;

export const REFRESH = /* GraphQL */ `
  mutation refreshAuthToken($refreshToken: String!) {
    refreshAuthToken(input: { refreshToken: $refreshToken }) {
      accessToken
      refreshToken
      expiresIn
    }
  }
`;

export const PROFILE = /* GraphQL */ `
  query getUserProfile($coid: String) {
    getUserProfile(coid: $coid) {
      id
      companyId
      firstName
      lastName
      email
      phone
      defaultCreditCardId
      defaultPaymentTypeId
      address {
        line1
        line2
        city
        stateCode
        postalCode
        countryCode
      }
    }
  }
`;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export const DEMO_RIDER = { email: 'rider@demo.test', password: 'Demo!Rider2026' };

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export function loginInput(email: string, password: string, companyId = 'demo') {
  return { input: { username: email, password, companyId, typeOfUser: 'ACCOUNT_USER' } };
}

/** Signs in and fails the test unless tokens come back. */
export async function signInAs(
  api: TestApi,
  email: string,
  password: string,
  companyId = 'demo',
): Promise<Tokens> {
  const res = await api.gql<{ login: Tokens }>(LOGIN, loginInput(email, password, companyId));
  expect(res.errors).toBeUndefined();
  return res.data!.login;
}

export interface BuiltRider {
  id: string;
  companyId: string;
  email: string;
  password: string;
}

/** A fresh rider written straight to the database (acme does not allow sign-up). */
export async function buildRider(
  api: TestApi,
  overrides: { companyId?: string; email?: string; firstName?: string; password?: string } = {},
): Promise<BuiltRider> {
  const companyId = overrides.companyId ?? 'demo';
  const email = overrides.email ?? `rider-${randomBytes(4).toString('hex')}@example.test`;
  const password = overrides.password ?? 'Built!Rider2026';
  const row = await api.db
    .insertInto('account_user')
    .values({
      company_id: companyId,
      email,
      password_hash: await hashPassword(password),
      first_name: overrides.firstName ?? 'Built',
      last_name: 'Rider',
      default_credit_card_id: null,
      default_payment_type_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, companyId, email, password };
}

/** Every test starts with fresh counters: all test requests come from one client address. */
export async function clearRateLimits(api: TestApi): Promise<void> {
  await api.db.deleteFrom('rate_limiter').execute();
}

export function decodeClaims(accessToken: string): Record<string, unknown> {
  return JSON.parse(
    Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
}
