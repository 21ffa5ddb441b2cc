import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { bearer, clearRateLimits, REFRESH } from '../../auth/auth.test-helpers.ts';
import { signInStaff } from '../../staff/staff.test-helpers.ts';
import {
  auditRows,
  CHANGE_ROLE,
  DEACTIVATE,
  refusedCallers,
  signedInStaff,
  STAFF_MEMBERS,
} from './operator-staff.test-helpers.ts';

interface Member {
  id: string;
  email: string;
  role: string;
  active: boolean;
}

describe.each(databaseKinds())('staff members on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  const memberRow = (id: string) =>
    api.db
      .selectFrom('staff_user')
      .select(['role', 'is_active'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const liveSessions = async (staffId: string) =>
    (
      await api.db
        .selectFrom('auth_session')
        .select('id')
        .where('staff_user_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .execute()
    ).length;

  describe('staffMembers', () => {
    it('is refused to nobody, riders, drivers and dispatchers', async () => {
      for (const caller of await refusedCallers(api)) {
        const res = await api.gql(STAFF_MEMBERS, {}, caller.headers);
        expect(res.errors?.[0]?.extensions?.code, caller.who).toBe(caller.code);
        expect(res.data ?? null, caller.who).toBeNull();
      }
    });

    it("lists only the admin's own company's staff", async () => {
      const admin = await signedInStaff(api, 'admin');
      const acmeAdmin = await signedInStaff(api, 'admin', 'acme');
      const demo = await api.gql<{ staffMembers: Member[] }>(STAFF_MEMBERS, {}, admin.headers);
      expect(demo.errors).toBeUndefined();
      const emails = demo.data!.staffMembers.map((m) => m.email);
      expect(emails).toContain(admin.email);
      expect(emails).toContain('driver@demo.test');
      expect(emails).not.toContain(acmeAdmin.email);
      expect(emails).not.toContain('driver@acme.test');
      expect(demo.data!.staffMembers.find((m) => m.email === admin.email)).toMatchObject({
        id: admin.id,
        role: 'ADMIN',
        active: true,
      });
    });
  });

  describe('changeStaffRole', () => {
    it('is refused to nobody, riders, drivers, dispatchers and changes nothing', async () => {
      const target = await signedInStaff(api, 'driver');
      for (const caller of await refusedCallers(api)) {
        const res = await api.gql(CHANGE_ROLE, { id: target.id, role: 'ADMIN' }, caller.headers);
        expect(res.errors?.[0]?.extensions?.code, caller.who).toBe(caller.code);
      }
      expect(await memberRow(target.id)).toEqual({ role: 'driver', is_active: true });
    });

    it("answers another company's member as not found, like an unknown id", async () => {
      const acmeAdmin = await signedInStaff(api, 'admin', 'acme');
      const target = await signedInStaff(api, 'driver');
      for (const id of [target.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const res = await api.gql(CHANGE_ROLE, { id, role: 'ADMIN' }, acmeAdmin.headers);
        expect(res.errors?.[0]).toMatchObject({
          message: 'Staff member not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      expect(await memberRow(target.id)).toEqual({ role: 'driver', is_active: true });
    });

    it('refuses a role that is not one', async () => {
      const admin = await signedInStaff(api, 'admin');
      const target = await signedInStaff(api, 'driver');
      const res = await api.gql(CHANGE_ROLE, { id: target.id, role: 'OWNER' }, admin.headers);
      expect(res.errors?.[0]?.message).toMatch(/StaffRole/);
      expect(res.status).toBeLessThan(500);
      expect(await memberRow(target.id)).toEqual({ role: 'driver', is_active: true });
    });

    it('changes the role at once and records before and after', async () => {
      const admin = await signedInStaff(api, 'admin');
      const other = await signedInStaff(api, 'admin');
      expect((await api.gql(STAFF_MEMBERS, {}, other.headers)).errors).toBeUndefined();

      const res = await api.gql<{ changeStaffRole: Member }>(
        CHANGE_ROLE,
        { id: other.id, role: 'DISPATCHER' },
        admin.headers,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.changeStaffRole).toMatchObject({ id: other.id, role: 'DISPATCHER' });
      // The demoted admin's very next request already has the new role.
      const next = await api.gql(STAFF_MEMBERS, {}, other.headers);
      expect(next.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const audit = (await auditRows(api, 'demo', 'staff.change-role')).filter(
        (row) => row.target === other.email,
      );
      expect(audit).toEqual([
        {
          actor: admin.email,
          action: 'staff.change-role',
          target: other.email,
          before: { role: 'admin' },
          after: { role: 'dispatcher' },
        },
      ]);
    });

    it('refuses an admin demoting themself, and changes nothing', async () => {
      const admin = await signedInStaff(api, 'admin');
      const res = await api.gql(CHANGE_ROLE, { id: admin.id, role: 'DRIVER' }, admin.headers);
      expect(res.errors?.[0]).toMatchObject({
        message: 'You cannot change your own role.',
        extensions: { code: 'CONFLICT' },
      });
      expect(await memberRow(admin.id)).toEqual({ role: 'admin', is_active: true });
    });
  });

  describe('deactivateStaff', () => {
    it('is refused to nobody, riders, drivers, dispatchers and changes nothing', async () => {
      const target = await signedInStaff(api, 'driver');
      for (const caller of await refusedCallers(api)) {
        const res = await api.gql(DEACTIVATE, { id: target.id }, caller.headers);
        expect(res.errors?.[0]?.extensions?.code, caller.who).toBe(caller.code);
      }
      expect(await memberRow(target.id)).toEqual({ role: 'driver', is_active: true });
      expect(await liveSessions(target.id)).toBe(1);
    });

    it("answers another company's member as not found, and changes nothing", async () => {
      const acmeAdmin = await signedInStaff(api, 'admin', 'acme');
      const target = await signedInStaff(api, 'dispatcher');
      const res = await api.gql(DEACTIVATE, { id: target.id }, acmeAdmin.headers);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await memberRow(target.id)).toEqual({ role: 'dispatcher', is_active: true });
      expect(await liveSessions(target.id)).toBe(1);
    });

    it('ends every session at once: the next request and the refresh token are refused', async () => {
      const admin = await signedInStaff(api, 'admin');
      const target = await signedInStaff(api, 'admin');
      const otherDevice = await signInStaff(api, target.email, target.password);
      expect(await liveSessions(target.id)).toBe(2);
      expect((await api.gql(STAFF_MEMBERS, {}, target.headers)).errors).toBeUndefined();

      const res = await api.gql<{ deactivateStaff: Member }>(
        DEACTIVATE,
        { id: target.id },
        admin.headers,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.deactivateStaff).toMatchObject({ id: target.id, active: false });

      const next = await api.gql(STAFF_MEMBERS, {}, target.headers);
      expect(next.status).toBe(401);
      expect(next.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const other = await api.gql(STAFF_MEMBERS, {}, bearer(otherDevice.accessToken));
      expect(other.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const refreshed = await api.gql(REFRESH, { refreshToken: otherDevice.refreshToken });
      expect(refreshed.status).toBe(401);
      expect(await liveSessions(target.id)).toBe(0);
      const revoked = await api.db
        .selectFrom('auth_session')
        .select('revoked_reason')
        .where('staff_user_id', '=', target.id)
        .execute();
      expect(revoked.map((r) => r.revoked_reason)).toEqual([
        'staff-deactivated',
        'staff-deactivated',
      ]);
      expect(
        (await auditRows(api, 'demo', 'staff.deactivate')).filter((r) => r.target === target.email),
      ).toEqual([
        {
          actor: admin.email,
          action: 'staff.deactivate',
          target: target.email,
          before: { active: true, role: 'admin' },
          after: { active: false, role: 'admin', sessionsEnded: 2 },
        },
      ]);
    });

    it('refuses an admin deactivating themself, and keeps their session', async () => {
      const admin = await signedInStaff(api, 'admin');
      const res = await api.gql(DEACTIVATE, { id: admin.id }, admin.headers);
      expect(res.errors?.[0]).toMatchObject({
        message: 'You cannot deactivate your own account.',
        extensions: { code: 'CONFLICT' },
      });
      expect(await memberRow(admin.id)).toEqual({ role: 'admin', is_active: true });
      expect((await api.gql(STAFF_MEMBERS, {}, admin.headers)).errors).toBeUndefined();
    });

    it('changes nothing more when asked again', async () => {
      const admin = await signedInStaff(api, 'admin');
      const target = await signedInStaff(api, 'driver');
      await api.gql(DEACTIVATE, { id: target.id }, admin.headers);
      const again = await api.gql<{ deactivateStaff: Member }>(
        DEACTIVATE,
        { id: target.id },
        admin.headers,
      );
      expect(again.data!.deactivateStaff.active).toBe(false);
      const audit = (await auditRows(api, 'demo', 'staff.deactivate')).filter(
        (r) => r.target === target.email,
      );
      expect(audit).toHaveLength(1);
    });
  });
});
