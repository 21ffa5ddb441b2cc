import { beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database.ts';
import { useTestApi } from '../../../test/api.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  decodeClaims,
  DEMO_RIDER,
  LOGIN,
  loginInput,
  PROFILE,
  REFRESH,
  signInAs,
  type Tokens,
} from '../auth/auth.test-helpers.ts';
import { userFromRequest } from '../auth/viewer.ts';
import {
  ACME_DRIVER,
  buildStaff,
  DEMO_DRIVER,
  signInStaff,
  staffLoginInput,
} from './staff.test-helpers.ts';

describe.each(databaseKinds())('staff sign-in on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  const login = (variables: Record<string, unknown>) =>
    api.gql<{ login: Tokens }>(LOGIN, variables);
  const requestWith = (accessToken: string) =>
    new Request('http://localhost/graphql', { headers: bearer(accessToken) });

  it('signs the demo driver in as a company user of demo', async () => {
    const tokens = await signInStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password);
    expect(decodeClaims(tokens.accessToken)).toMatchObject({ typ: 'COMPANY_USER', coid: 'demo' });
    const user = await userFromRequest(api.services, requestWith(tokens.accessToken));
    expect(user.viewer).toBeNull();
    expect(user.staff).toMatchObject({ companyId: 'demo', role: 'driver' });
  });

  it('keeps riders and staff apart: neither signs in as the other', async () => {
    const asRider = await login(loginInput(DEMO_DRIVER.email, DEMO_DRIVER.password));
    expect(asRider.errors?.[0]?.message).toBe('Invalid email and/or password');
    const asStaff = await login(staffLoginInput(DEMO_RIDER.email, DEMO_RIDER.password));
    expect(asStaff.errors?.[0]?.message).toBe('Invalid email and/or password');
  });

  it('lets one address be a rider and a staff user, each with its own password', async () => {
    const staff = await buildStaff(api, { email: DEMO_RIDER.email.toUpperCase() });
    const rider = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
    const driver = await signInStaff(api, DEMO_RIDER.email, staff.password);
    expect(decodeClaims(rider.accessToken)).toMatchObject({ typ: 'ACCOUNT_USER' });
    expect(decodeClaims(driver.accessToken)).toMatchObject({ typ: 'COMPANY_USER', sub: staff.id });
    const crossed = await login(staffLoginInput(DEMO_RIDER.email, DEMO_RIDER.password));
    expect(crossed.errors?.[0]?.message).toBe('Invalid email and/or password');
  });

  it("gives a staff token no rider's rights", async () => {
    const tokens = await signInStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password);
    const res = await api.gql(PROFILE, {}, bearer(tokens.accessToken));
    expect(res.status).toBe(401);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('signs a driver in only at their own company', async () => {
    const elsewhere = await login(staffLoginInput(ACME_DRIVER.email, ACME_DRIVER.password, 'demo'));
    expect(elsewhere.errors?.[0]?.message).toBe('Invalid email and/or password');
    const home = await signInStaff(api, ACME_DRIVER.email, ACME_DRIVER.password, 'acme');
    expect(decodeClaims(home.accessToken)).toMatchObject({ coid: 'acme' });
  });

  it('refreshes a staff session into a company-user token', async () => {
    const tokens = await signInStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password);
    const res = await api.gql<{ refreshAuthToken: Tokens }>(REFRESH, {
      refreshToken: tokens.refreshToken,
    });
    expect(res.errors).toBeUndefined();
    const next = res.data!.refreshAuthToken;
    expect(decodeClaims(next.accessToken)).toMatchObject({
      typ: 'COMPANY_USER',
      sub: decodeClaims(tokens.accessToken).sub,
    });
    const user = await userFromRequest(api.services, requestWith(next.accessToken));
    expect(user.staff?.role).toBe('driver');
  });

  it('ends a deactivated staff user’s sessions at once: token and refresh both refused', async () => {
    const staff = await buildStaff(api);
    const tokens = await signInStaff(api, staff.email, staff.password);
    expect(
      (await userFromRequest(api.services, requestWith(tokens.accessToken))).staff,
    ).not.toBeNull();

    await api.db
      .updateTable('staff_user')
      .set({ is_active: false })
      .where('id', '=', staff.id)
      .execute();

    expect((await userFromRequest(api.services, requestWith(tokens.accessToken))).staff).toBeNull();
    const refreshed = await api.gql(REFRESH, { refreshToken: tokens.refreshToken });
    expect(refreshed.status).toBe(401);
    const again = await login(staffLoginInput(staff.email, staff.password));
    expect(again.errors?.[0]?.message).toBe('Invalid email and/or password');
  });

  it('counts a rider’s failed sign-ins apart from the staff user with the same address', async () => {
    const rider = await buildRider(api);
    const staff = await buildStaff(api, { email: rider.email });
    for (let i = 0; i < 5; i += 1) {
      const res = await login(loginInput(rider.email, 'Wrong!Password1'));
      expect(res.errors?.[0]?.message).toBe('Invalid email and/or password');
    }
    const blocked = await login(loginInput(rider.email, rider.password));
    expect(blocked.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    await signInStaff(api, staff.email, staff.password);
  });
});
