/**
 * Console accounts over the API of one server, named by its address: the browser tests' global
 * setup opens the console admins the files sign in with, and console-support.ts calls these on the
 * file's own server.
 */

import { graphqlAt, type GraphqlAnswer, type Tokens } from './api-call.ts';

/** The demo company's seeded admin (apps/server/src/db/seed/staff.ts). */
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'Demo!Admin2026' };
export const PASSWORD = 'Console!Staff2026';

export interface ConsoleAccount {
  email: string;
  password: string;
}

/**
 * A test server, by its address, and the client address calls claim to come from (the servers
 * trust one proxy hop): the global setup calls from an address of its own, so that its sign-ins
 * and acceptances leave the per-address limits of the test files' calls untouched.
 */
export interface Endpoint {
  origin: string;
  clientAddress?: string;
}

const graphql = <T>(
  { origin, clientAddress }: Endpoint,
  query: string,
  variables: Record<string, unknown>,
  accessToken?: string,
): Promise<GraphqlAnswer<T>> =>
  graphqlAt<T>(origin, query, variables, {
    ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}),
  });

export async function staffSignInOn(
  server: Endpoint,
  account: ConsoleAccount,
  companyId = 'demo',
): Promise<Tokens> {
  const answer = await graphql<{ login: Tokens }>(
    server,
    `
      mutation signIn($input: LoginInfoInput!) {
        login(input: $input) {
          accessToken
          refreshToken
          expiresIn
        }
      }
    `,
    {
      input: {
        username: account.email,
        password: account.password,
        companyId,
        typeOfUser: 'COMPANY_USER',
      },
    },
  );
  if (!answer.data) throw new Error(`Staff sign-in failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.login;
}

export async function inviteOn(
  server: Endpoint,
  admin: Tokens,
  email: string,
  role: string,
): Promise<void> {
  const answer = await graphql(
    server,
    `
      mutation invite($input: InviteStaffInput!) {
        inviteStaff(input: $input) {
          id
        }
      }
    `,
    { input: { email, role } },
    admin.accessToken,
  );
  if (answer.errors) throw new Error(`Inviting failed: ${JSON.stringify(answer.errors)}`);
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The newest invitation link mailed to `email`, read from the development outbox page. */
export async function invitationLinkOn(
  origin: string,
  email: string,
  coid = 'demo',
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const html = await (
      await fetch(`${origin}/dev/outbox?coid=${encodeURIComponent(coid)}`)
    ).text();
    for (const article of html.split('<article>').slice(1)) {
      if (!unescapeHtml(article).includes(`To:</strong> ${email}`)) continue;
      const link = /href="([^"]*\/console\/invitation\?[^"]*)"/.exec(article)?.[1];
      if (link) return unescapeHtml(link);
    }
    // The mail is written with the invitation and sent in the background.
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No invitation mail for ${email} in the outbox`);
}

export async function acceptOn(
  server: Endpoint,
  link: string,
  firstName: string,
  lastName: string,
): Promise<Tokens> {
  const url = new URL(link);
  const answer = await graphql<{ acceptStaffInvitation: Tokens }>(
    server,
    `
      mutation accept($input: AcceptStaffInvitationInput!) {
        acceptStaffInvitation(input: $input) {
          accessToken
          refreshToken
          expiresIn
        }
      }
    `,
    {
      input: {
        coid: url.searchParams.get('coid'),
        token: url.searchParams.get('token'),
        firstName,
        lastName,
        password: PASSWORD,
      },
    },
  );
  if (!answer.data) throw new Error(`Accepting failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.acceptStaffInvitation;
}

/** How many admins each browser test server opens for the test files to share. */
export const CONSOLE_ADMIN_COUNT = 8;

/**
 * The demo company's admins the test files sign in with, on one server: the seeded admin invites
 * them (its only session) and each accepts. An account opens at most 30 sessions an hour, so the
 * files share out several accounts rather than all signing in as the seeded admin.
 */
export async function openConsoleAdmins(origin: string): Promise<ConsoleAccount[]> {
  const server = { origin, clientAddress: '192.0.2.1' };
  const inviter = await staffSignInOn(server, DEMO_ADMIN);
  const admins: ConsoleAccount[] = [];
  for (let i = 1; i <= CONSOLE_ADMIN_COUNT; i += 1) {
    const email = `console-tests-${i}@demo.test`;
    await inviteOn(server, inviter, email, 'ADMIN');
    await acceptOn(server, await invitationLinkOn(origin, email), 'Tess', `Admin ${i}`);
    admins.push({ email, password: PASSWORD });
  }
  return admins;
}
