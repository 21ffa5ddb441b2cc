import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '../../app.ts';
import { databaseKinds } from '../../../test/database.ts';
import { testConfig, useTestApi } from '../../../test/api.ts';
import { createMailer, mailerFor } from './index.ts';
import { listOutboxMessages } from './outbox.repository.ts';
import { decodeQuotedPrintable, startTestSmtpServer } from './smtp.test-server.ts';

const message = (to: string) => ({
  companyId: 'demo',
  from: '"Demo Limousine" <no-reply@rides.invalid>',
  to,
  replyTo: 'support@demo-limousine.test',
  subject: 'Your ride is booked',
  text: 'See you at 8 <am> & on time: https://rides.example/book?x=1',
});

describe('SMTP mail provider', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('is chosen when SMTP_URL is set and delivers to the SMTP server', async () => {
    const config = testConfig({ SMTP_URL: smtp.url });
    const mailer = createMailer(config, undefined as never);
    expect(mailer.provider).toBe('smtp');
    await mailer.send(message('dana@example.test'));
    await mailer.close();
    const mail = smtp.received.find((m) => m.to.includes('dana@example.test'));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/^Subject: Your ride is booked$/m);
    expect(mail!.raw).toMatch(/^Reply-To: support@demo-limousine\.test$/m);
    expect(decodeQuotedPrintable(mail!.raw)).toContain('https://rides.example/book?x=1');
  });

  it('fails the send when no server answers', async () => {
    const closed = await startTestSmtpServer();
    await closed.close();
    const mailer = createMailer(testConfig({ SMTP_URL: closed.url }), undefined as never);
    await expect(mailer.send(message('nobody@example.test'))).rejects.toThrow();
  });
});

describe.each(databaseKinds())('outbox mail provider on %s', (kind) => {
  const api = useTestApi(kind);
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'ride-web-'));
    await writeFile(
      join(webDir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => rm(webDir, { recursive: true, force: true }));

  it('is the default and keeps each message in mail_outbox', async () => {
    const mailer = mailerFor(api.services);
    expect(mailer.provider).toBe('outbox');
    await mailer.send(message('olive@example.test'));
    const [kept] = await listOutboxMessages(api.db, { companyId: 'demo', limit: 1 });
    expect(kept).toMatchObject({
      to_address: 'olive@example.test',
      subject: 'Your ride is booked',
      company_id: 'demo',
    });
  });

  async function getOutboxPage(nodeEnv: 'test' | 'production') {
    const config = testConfig({
      WEB_DIST_DIR: webDir,
      NODE_ENV: nodeEnv,
      JWT_SECRET: 'p'.repeat(40),
    });
    const server = createAppServer({ ...api.services, config });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/dev/outbox?coid=demo`);
      return { status: response.status, body: await response.text() };
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it('lists the outbox on /dev/outbox, escaped, with clickable links', async () => {
    await mailerFor(api.services).send(message('page@example.test'));
    const page = await getOutboxPage('test');
    expect(page.status).toBe(200);
    expect(page.body).toContain('page@example.test');
    expect(page.body).toContain('See you at 8 &lt;am&gt; &amp; on time');
    expect(page.body).toContain('<a href="https://rides.example/book?x=1">');
  });

  it('does not serve /dev/outbox in production', async () => {
    const page = await getOutboxPage('production');
    // The path falls through to the app's own page like any unknown route.
    expect(page.body).toContain('id="root"');
    expect(page.body).not.toContain('Mail outbox');
    expect(page.body).not.toContain('page@example.test');
  });
});
