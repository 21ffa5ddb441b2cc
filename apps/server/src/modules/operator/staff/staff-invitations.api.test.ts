import { request as httpRequest } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { bearer, clearRateLimits, decodeClaims, LOGIN } from '../../auth/auth.test-helpers.ts';
import { userFromRequest } from '../../auth/viewer.ts';
import { signInStaff, staffLoginInput } from '../../staff/staff.test-helpers.ts';
import { acceptInvitation } from '../invitations.ts';
import {
  ACCEPT,
  auditRows,
  INVITE,
  mailedInvitation,
  PREVIEW,
  refusedCallers,
  REVOKE,
  signedInStaff,
  STAFF_INVITATIONS,
  type SignedInStaff,
} from './operator-staff.test-helpers.ts';

const PUBLIC_URL = 'https://ops.example.com/';
const GONE = 'This invitation is no longer valid. Ask your administrator for a new one.';
const PASSWORD = 'Invited!Staff2026';

let counter = 0;
const freshEmail = () => `invitee-${Date.now()}-${(counter += 1)}@example.test`;

interface Invitation {
  id: string;
  email: string;
  role: string;
  expiresAt: string;
  invitedBy: string | null;
}

/** POSTs a GraphQL request with headers fetch will not send (Host), as a forged request would. */
function rawGql(api: TestApi, body: object, headers: Record<string, string>) {
  const json = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const call = httpRequest(
      `${api.baseUrl}/graphql`,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(json),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(json);
  });
}

describe.each(databaseKinds())('staff invitations on %s', (kind) => {
  const api = useTestApi(kind, { PUBLIC_URL });
  beforeEach(() => clearRateLimits(api));

  const invite = (admin: SignedInStaff, email: string, role = 'DISPATCHER') =>
    api.gql<{ inviteStaff: Invitation }>(INVITE, { input: { email, role } }, admin.headers);
  const accept = (token: string, overrides: Record<string, string> = {}) =>
    api.gql<{ acceptStaffInvitation: { accessToken: string; refreshToken: string } }>(ACCEPT, {
      input: {
        coid: 'demo',
        token,
        firstName: 'Ines',
        lastName: 'Vited',
        password: PASSWORD,
        ...overrides,
      },
    });
  const preview = (token: string, coid = 'demo') => api.gql(PREVIEW, { coid, token });
  const invitationRows = (email: string) =>
    api.db
      .selectFrom('staff_invitation')
      .select(['accepted_at', 'revoked_at'])
      .where('email', '=', email)
      .execute();

  /** An admin of demo who has invited a fresh address; the mailed token. */
  async function invited(role = 'DISPATCHER') {
    const admin = await signedInStaff(api, 'admin');
    const email = freshEmail();
    const res = await invite(admin, email, role);
    expect(res.errors).toBeUndefined();
    const { token } = await mailedInvitation(api, email);
    return { admin, email, token, invitation: res.data!.inviteStaff };
  }

  describe('inviteStaff', () => {
    it('is refused to nobody, riders, drivers, dispatchers, and nothing is written', async () => {
      const email = freshEmail();
      for (const caller of await refusedCallers(api)) {
        const res = await api.gql(INVITE, { input: { email, role: 'ADMIN' } }, caller.headers);
        expect(res.errors?.[0]?.extensions?.code, caller.who).toBe(caller.code);
      }
      expect(await invitationRows(email)).toEqual([]);
    });

    it('refuses a bad address, naming the field', async () => {
      const admin = await signedInStaff(api, 'admin');
      const res = await invite(admin, 'not-an-address');
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
      expect(await invitationRows('not-an-address')).toEqual([]);
    });

    it('refuses the address of an active staff member with CONFLICT', async () => {
      const admin = await signedInStaff(api, 'admin');
      const res = await invite(admin, 'DRIVER@demo.test');
      expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    });

    it('mails a link built from PUBLIC_URL even when Host and X-Forwarded-Host are forged', async () => {
      const admin = await signedInStaff(api, 'admin');
      const email = freshEmail();
      const status = await rawGql(
        api,
        { query: INVITE, variables: { input: { email, role: 'DRIVER' } } },
        { ...admin.headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      );
      expect(status).toBe(200);
      const { token, text } = await mailedInvitation(api, email);
      expect(text).toContain(`${PUBLIC_URL}console/invitation?coid=demo&token=${token}`);
      expect(text).not.toContain('evil.example');
      expect(await auditRows(api, 'demo', 'staff.invite')).toContainEqual(
        expect.objectContaining({ actor: admin.email, target: email }),
      );
    });

    it('writes the invitation in the company’s default language', async () => {
      const admin = await signedInStaff(api, 'admin');
      const email = freshEmail();
      await api.db
        .updateTable('company')
        .set({ default_language: 'fr' })
        .where('id', '=', 'demo')
        .execute();
      try {
        expect((await invite(admin, email, 'DRIVER')).errors).toBeUndefined();
      } finally {
        await api.db
          .updateTable('company')
          .set({ default_language: 'en' })
          .where('id', '=', 'demo')
          .execute();
      }
      const { text } = await mailedInvitation(api, email);
      expect(text).toContain('Vous êtes invité à rejoindre Demo Limousine en tant que chauffeur.');
      expect(text).toContain('dans les 7 jours');
    });

    it("lists the invitation to the company's admins only", async () => {
      const { admin, email, invitation } = await invited();
      expect(invitation).toMatchObject({ email, role: 'DISPATCHER', invitedBy: admin.email });
      const list = await api.gql<{ staffInvitations: Invitation[] }>(
        STAFF_INVITATIONS,
        {},
        admin.headers,
      );
      expect(list.data!.staffInvitations).toContainEqual(
        expect.objectContaining({ id: invitation.id, email, invitedBy: admin.email }),
      );
      const acmeAdmin = await signedInStaff(api, 'admin', 'acme');
      const acme = await api.gql<{ staffInvitations: Invitation[] }>(
        STAFF_INVITATIONS,
        {},
        acmeAdmin.headers,
      );
      expect(acme.data!.staffInvitations.map((i) => i.email)).not.toContain(email);
      for (const caller of await refusedCallers(api)) {
        const res = await api.gql(STAFF_INVITATIONS, {}, caller.headers);
        expect(res.errors?.[0]?.extensions?.code, caller.who).toBe(caller.code);
      }
    });
  });

  describe('revokeStaffInvitation', () => {
    it("is refused to the others, not found for another company's admin, and changes nothing", async () => {
      const { invitation, token } = await invited();
      for (const caller of await refusedCallers(api)) {
        const res = await api.gql(REVOKE, { id: invitation.id }, caller.headers);
        expect(res.errors?.[0]?.extensions?.code, caller.who).toBe(caller.code);
      }
      const acmeAdmin = await signedInStaff(api, 'admin', 'acme');
      const res = await api.gql(REVOKE, { id: invitation.id }, acmeAdmin.headers);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Invitation not found',
        extensions: { code: 'NOT_FOUND' },
      });
      expect((await preview(token)).errors).toBeUndefined();
    });

    it('stops the link working and records it', async () => {
      const { admin, email, invitation, token } = await invited();
      const res = await api.gql(REVOKE, { id: invitation.id }, admin.headers);
      expect(res).toMatchObject({ data: { revokeStaffInvitation: true } });
      expect((await preview(token)).errors?.[0]?.message).toBe(GONE);
      expect((await accept(token)).errors?.[0]?.message).toBe(GONE);
      expect(
        (await api.gql(REVOKE, { id: invitation.id }, admin.headers)).errors?.[0]?.extensions?.code,
      ).toBe('NOT_FOUND');
      const audit = (await auditRows(api, 'demo', 'staff.revoke-invitation')).filter(
        (r) => r.target === email,
      );
      expect(audit).toEqual([
        expect.objectContaining({
          actor: admin.email,
          before: expect.objectContaining({ role: 'dispatcher' }),
        }),
      ]);
    });
  });

  describe('staffInvitation', () => {
    it('shows the company, the address and the role of an open invitation', async () => {
      const { email, token } = await invited('DRIVER');
      const res = await preview(token);
      expect(res).toMatchObject({
        data: { staffInvitation: { email, role: 'DRIVER', companyName: 'Demo Limousine' } },
      });
    });

    it('answers an unknown, a used and another company’s link alike', async () => {
      const { token } = await invited();
      expect((await accept(token)).errors).toBeUndefined();
      const answers = await Promise.all([
        preview('A'.repeat(43)),
        preview('short'),
        preview(token),
        preview(token, 'acme'),
      ]);
      for (const res of answers) {
        expect(res.errors?.[0]).toMatchObject({ message: GONE, extensions: { code: 'NOT_FOUND' } });
      }
    });
  });

  describe('acceptStaffInvitation', () => {
    it('creates the staff user with the invited role and signs them in', async () => {
      const { email, token } = await invited('DISPATCHER');
      const res = await accept(token);
      expect(res.errors).toBeUndefined();
      const tokens = res.data!.acceptStaffInvitation;
      expect(decodeClaims(tokens.accessToken)).toMatchObject({ typ: 'COMPANY_USER', coid: 'demo' });
      const user = await userFromRequest(
        api.services,
        new Request('http://localhost/graphql', { headers: bearer(tokens.accessToken) }),
      );
      expect(user.staff).toMatchObject({ companyId: 'demo', role: 'dispatcher' });
      await signInStaff(api, email, PASSWORD);
      expect(await auditRows(api, 'demo', 'staff.accept-invitation')).toContainEqual(
        expect.objectContaining({ actor: email, target: email }),
      );
    });

    it('works once: a second acceptance is refused and changes nothing', async () => {
      const { email, token } = await invited();
      expect((await accept(token)).errors).toBeUndefined();
      const second = await accept(token, { password: 'Another!Pass2026', firstName: 'Eve' });
      expect(second.errors?.[0]).toMatchObject({
        message: GONE,
        extensions: { code: 'BAD_USER_INPUT', field: 'token' },
      });
      const row = await api.db
        .selectFrom('staff_user')
        .select('first_name')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.first_name).toBe('Ines');
      const login = await api.gql(LOGIN, staffLoginInput(email, 'Another!Pass2026'));
      expect(login.errors?.[0]?.message).toBe('Invalid email and/or password');
    });

    it('is refused once the invitation expired', async () => {
      const { email, token } = await invited();
      const eightDaysOn = new Date(Date.now() + 8 * 24 * 3600_000);
      await expect(
        acceptInvitation(
          api.db,
          { companyId: 'demo', token, firstName: 'A', lastName: 'B', password: PASSWORD },
          eightDaysOn,
        ),
      ).rejects.toThrow(GONE);
      await api.db
        .updateTable('staff_invitation')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('email', '=', email)
        .execute();
      expect((await preview(token)).errors?.[0]?.message).toBe(GONE);
      expect((await accept(token)).errors?.[0]?.message).toBe(GONE);
      const users = await api.db
        .selectFrom('staff_user')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(users).toEqual([]);
    });

    it('accepts only the newest invitation to an address', async () => {
      const { admin, email, token: first } = await invited();
      expect((await invite(admin, email, 'DRIVER')).errors).toBeUndefined();
      const { token: second } = await mailedInvitation(api, email);
      expect(second).not.toBe(first);
      expect((await accept(first)).errors?.[0]?.message).toBe(GONE);
      expect((await accept(second)).errors).toBeUndefined();
      const row = await api.db
        .selectFrom('staff_user')
        .select('role')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('driver');
    });

    it('applies the sign-up password rule and needs both names', async () => {
      const { email, token } = await invited();
      const weak = await accept(token, { password: 'weak' });
      expect(weak.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'password',
      });
      const unnamed = await accept(token, { lastName: '  ' });
      expect(unnamed.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'lastName',
      });
      expect(await invitationRows(email)).toEqual([{ accepted_at: null, revoked_at: null }]);
    });

    it('is one credential operation per request, and rate limited per client address', async () => {
      const { token } = await invited();
      const both = await api.gql(
        /* GraphQL */ `
          mutation twice($a: AcceptStaffInvitationInput!) {
            one: acceptStaffInvitation(input: $a) {
              accessToken
            }
            two: acceptStaffInvitation(input: $a) {
              accessToken
            }
          }
        `,
        { a: { coid: 'demo', token, firstName: 'A', lastName: 'B', password: PASSWORD } },
      );
      expect(both.errors?.[0]?.message).toBe(
        'Only one sign-in or token operation can be sent in a request',
      );
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 11; i += 1) {
        codes.push((await accept('B'.repeat(43))).errors?.[0]?.extensions?.code);
      }
      expect(codes.slice(0, 10)).toEqual(Array(10).fill('BAD_USER_INPUT'));
      expect(codes[10]).toBe('TOO_MANY_REQUESTS');
      expect((await accept(token)).errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    });

    it('answers 403 for a disabled company', async () => {
      const res = await accept('C'.repeat(43), { coid: 'closed' });
      expect(res.status).toBe(403);
    });
  });
});
