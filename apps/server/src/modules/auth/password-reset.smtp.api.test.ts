import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database.ts';
import { useTestApi } from '../../../test/api.ts';
import { listOutboxMessages } from '../../adapters/mail/outbox.repository.ts';
import {
  decodeQuotedPrintable,
  startTestSmtpServer,
} from '../../adapters/mail/smtp.test-server.ts';
import { buildRider, signInAs } from './auth.test-helpers.ts';

describe.each(databaseKinds())('password reset mailed over SMTP on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  // Filled before the API opens: useTestApi reads its configuration in its own beforeAll.
  const overrides: Record<string, string> = { PUBLIC_URL: 'https://rides.example.com/app' };
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    overrides.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.close());
  const api = useTestApi(kind, overrides);

  it('sends the reset link through the SMTP server, and the link works', async () => {
    const rider = await buildRider(api);
    const res = await api.gql(
      `mutation ($input: ResetAccountUserPasswordInput!) { resetPassword(input: $input) { isSuccessful } }`,
      { input: { email: rider.email.toUpperCase(), companyId: 'demo' } },
    );
    expect(res.errors).toBeUndefined();
    await api.drainJobs();

    const mail = smtp.received.find((m) => m.to.includes(rider.email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/^Subject: Reset your Demo Limousine password$/m);
    const body = decodeQuotedPrintable(mail!.raw);
    const token =
      /https:\/\/rides\.example\.com\/app\/reset-password\?token=([A-Za-z0-9_-]{43})&coid=demo/.exec(
        body,
      )?.[1];
    expect(token).toBeDefined();
    // Sent once, and recorded as sent in the outbox.
    expect(smtp.received.filter((m) => m.to.includes(rider.email))).toHaveLength(1);
    const [kept] = await listOutboxMessages(api.db, { companyId: 'demo', limit: 1 });
    expect(kept).toMatchObject({ to_address: rider.email, status: 'done', attempts: 1 });

    const complete = await api.gql(
      `mutation ($input: CompletePasswordResetInput!) { completePasswordReset(input: $input) { isSuccessful } }`,
      { input: { token, password: 'Over!Smtp2026x', companyId: 'demo' } },
    );
    expect(complete.errors).toBeUndefined();
    await signInAs(api, rider.email, 'Over!Smtp2026x');
  });
});
