import { expect } from 'vitest';
import type { TestApi } from '../../../../test/api.ts';
import { bearer, DEMO_RIDER, signInAs } from '../../auth/auth.test-helpers.ts';
import {
  ACME_ADMIN,
  DEMO_ADMIN,
  DEMO_DISPATCHER,
  DEMO_DRIVER,
  signInAsStaff,
} from '../../staff/staff.test-helpers.ts';

export const demoAdmin = (api: TestApi) =>
  signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password, 'demo');
export const acmeAdmin = (api: TestApi) =>
  signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');

/**
 * Everyone who is not the demo company's admin, with the code each must get: nobody and a rider
 * are not staff (401), a driver and a dispatcher lack the role (403).
 */
export async function outsiders(api: TestApi) {
  const rider = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
  return [
    { who: 'nobody', headers: {}, code: 'UNAUTHENTICATED' },
    { who: 'a rider', headers: bearer(rider.accessToken), code: 'UNAUTHENTICATED' },
    {
      who: 'a driver',
      headers: await signInAsStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password),
      code: 'FORBIDDEN',
    },
    {
      who: 'a dispatcher',
      headers: await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password),
      code: 'FORBIDDEN',
    },
  ] as const;
}

/** Each outsider is refused with their code and the company's row is left as it was. */
export async function expectRefusedToAll(
  api: TestApi,
  query: string,
  variables: Record<string, unknown>,
  snapshot: () => Promise<unknown>,
) {
  const before = await snapshot();
  for (const { who, headers, code } of await outsiders(api)) {
    const res = await api.gql(query, variables, headers);
    expect(res.errors?.[0]?.extensions?.code, who).toBe(code);
    // A nullable field answers null beside its error; a non-null one makes data null.
    expect(
      Object.values(res.data ?? {}).filter((value) => value !== null),
      who,
    ).toEqual([]);
  }
  expect(await snapshot()).toEqual(before);
}

export function companyRow(api: TestApi, coid: string) {
  return api.db.selectFrom('company').selectAll().where('id', '=', coid).executeTakeFirstOrThrow();
}

export function auditRows(api: TestApi, coid: string, action: string) {
  return api.db
    .selectFrom('audit_log')
    .selectAll()
    .where('company_id', '=', coid)
    .where('action', '=', action)
    .orderBy('created_at')
    .execute();
}
