import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApi } from '../../../test/api.ts';
import { bearer, DEMO_RIDER, LOGIN, signInAs, type Tokens } from '../auth/auth.test-helpers.ts';
import { hashPassword } from '../auth/password.ts';
import type { StaffRole } from './staff.tables.ts';

export const DEMO_DRIVER = { email: 'driver@demo.test', password: 'Demo!Driver2026' };
export const ACME_DRIVER = { email: 'driver@acme.test', password: 'Acme!Driver2026' };

export function staffLoginInput(email: string, password: string, companyId = 'demo') {
  return { input: { username: email, password, companyId, typeOfUser: 'COMPANY_USER' } };
}

/** Signs a staff user in and fails the test unless tokens come back. */
export async function signInStaff(
  api: TestApi,
  email: string,
  password: string,
  companyId = 'demo',
): Promise<Tokens> {
  const res = await api.gql<{ login: Tokens }>(LOGIN, staffLoginInput(email, password, companyId));
  expect(res.errors).toBeUndefined();
  return res.data!.login;
}

/** Signs a staff user in and gives their bearer header. */
export async function signInAsStaff(
  api: TestApi,
  email: string,
  password: string,
  companyId = 'demo',
): Promise<Record<string, string>> {
  return bearer((await signInStaff(api, email, password, companyId)).accessToken);
}

export interface BuiltStaff {
  id: string;
  companyId: string;
  email: string;
  password: string;
}

/** A fresh staff user written straight to the database. */
export async function buildStaff(
  api: TestApi,
  overrides: { companyId?: string; email?: string; role?: StaffRole; password?: string } = {},
): Promise<BuiltStaff> {
  const companyId = overrides.companyId ?? 'demo';
  const email = overrides.email ?? `staff-${randomBytes(4).toString('hex')}@example.test`;
  const password = overrides.password ?? 'Built!Staff2026';
  const row = await api.db
    .insertInto('staff_user')
    .values({
      company_id: companyId,
      role: overrides.role ?? 'driver',
      email,
      password_hash: await hashPassword(password),
      first_name: 'Built',
      last_name: 'Staff',
      profile_pic: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, companyId, email, password };
}

/** The demo companies' seeded office staff. */
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'Demo!Admin2026' };
export const DEMO_DISPATCHER = { email: 'dispatcher@demo.test', password: 'Demo!Dispatch2026' };
export const ACME_ADMIN = { email: 'admin@acme.test', password: 'Acme!Admin2026' };

/**
 * The bearer headers of everyone an operator's operation is tried by: the demo company's admin,
 * dispatcher and driver, another company's admin, and a rider.
 */
export async function signInOperatorCast(api: TestApi) {
  return {
    admin: await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password, 'demo'),
    dispatcher: await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password, 'demo'),
    driver: await signInAsStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password, 'demo'),
    acme: await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme'),
    rider: bearer((await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password)).accessToken),
  };
}
