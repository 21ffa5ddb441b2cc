import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '../../app.ts';
import { databaseKinds } from '../../../test/database.ts';
import { testConfig, useTestApi } from '../../../test/api.ts';
import { createMailer } from './index.ts';
import { enqueueMail } from './outbox.repository.ts';
import { decodeQuotedPrintable, startTestSmtpServer } from './smtp.test-server.ts';

const message = (to: string, companyId = 'demo') => ({
  id: '5b0c2a4e-9a70-4a55-8d0e-2f9f6a1d7c31',
  companyId,
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

  it('is chosen when SMTP_URL is set and delivers to the SMTP server, with a stable Message-ID', async () => {
    const mailer = createMailer(testConfig({ SMTP_URL: smtp.url }));
    expect(mailer.provider).toBe('smtp');
    await mailer.send(message('dana@example.test'));
    await mailer.close();
    const mail = smtp.received.find((m) => m.to.includes('dana@example.test'));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/^Subject: Your ride is booked$/m);
    expect(mail!.raw).toMatch(/^Reply-To: support@demo-limousine\.test$/m);
    expect(mail!.raw).toMatch(
      /^Message-ID: <5b0c2a4e-9a70-4a55-8d0e-2f9f6a1d7c31@rides\.invalid>$/m,
    );
    expect(decodeQuotedPrintable(mail!.raw)).toContain('https://rides.example/book?x=1');
  });

  it('fails the send when no server answers', async () => {
    const closed = await startTestSmtpServer();
    await closed.close();
    const mailer = createMailer(testConfig({ SMTP_URL: closed.url }));
    await expect(mailer.send(message('nobody@example.test'))).rejects.toThrow();
  });

  it('is the outbox alone without SMTP_URL: nothing leaves the machine', async () => {
    const mailer = createMailer(testConfig());
    expect(mailer.provider).toBe('outbox');
    await expect(mailer.send(message('kept@example.test'))).resolves.toBeUndefined();
  });
});

describe.each(databaseKinds())('development outbox page on %s', (kind) => {
  const api = useTestApi(kind);

  async function getOutboxPage(
    path: string,
    options: { nodeEnv?: 'test' | 'production'; forwardedFor?: string; host?: string } = {},
  ) {
    const config = testConfig({
      NODE_ENV: options.nodeEnv ?? 'test',
      JWT_SECRET: 'p'.repeat(40),
      PUBLIC_URL: 'https://rides.example.com',
      // A proxy in front: the rider's address is the last one it appended.
      ...(options.forwardedFor ? { TRUST_PROXY_HOPS: '1' } : {}),
    });
    const server = createAppServer({ ...api.services, config });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const headers: Record<string, string> = {};
      if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
      // node:http, which sends the Host header it is given (a browser's fetch would not).
      headers.host = (options.host ?? '127.0.0.1:{port}').replace('{port}', String(port));
      return await new Promise<{ status: number; body: string }>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path, headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        }).on('error', reject);
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  beforeAll(async () => {
    await enqueueMail(api.db, message('page@example.test'));
    await enqueueMail(api.db, message('acme.rider@example.test', 'acme'));
  });

  it('lists the request’s company’s mail, escaped, with clickable links, as a development tool', async () => {
    const page = await getOutboxPage('/dev/outbox');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Development tool.');
    expect(page.body).toContain('Outbox of demo');
    expect(page.body).toContain('page@example.test');
    expect(page.body).toContain('waiting to be sent');
    expect(page.body).toContain('See you at 8 &lt;am&gt; &amp; on time');
    expect(page.body).toContain('<a href="https://rides.example/book?x=1">');
    expect(page.body).not.toContain('acme.rider@example.test');
  });

  it('shows another company only when the request is for that company', async () => {
    const page = await getOutboxPage('/dev/outbox?coid=acme');
    expect(page.body).toContain('acme.rider@example.test');
    expect(page.body).not.toContain('page@example.test');
  });

  it('is not served to another machine, even through a proxy', async () => {
    const page = await getOutboxPage('/dev/outbox', { forwardedFor: '203.0.113.7' });
    expect(page.body).not.toContain('Outbox of');
    expect(page.body).not.toContain('page@example.test');
    const local = await getOutboxPage('/dev/outbox', { forwardedFor: '127.0.0.1' });
    expect(local.body).toContain('page@example.test');
  });

  it('is served only to requests that name this machine as their host (DNS rebinding)', async () => {
    for (const host of ['localhost', 'localhost:{port}', '127.0.0.1:{port}', '[::1]:{port}']) {
      const page = await getOutboxPage('/dev/outbox', { host });
      expect(page.body, host).toContain('page@example.test');
    }
    for (const host of [
      'evil.example',
      'evil.example:{port}',
      'localhost.evil.example',
      '127.0.0.2',
    ]) {
      const page = await getOutboxPage('/dev/outbox', { host });
      // The same answer as any path the server does not know: the app's own page.
      expect(page.status, host).toBe(200);
      expect(page.body, host).toContain('id="root"');
      expect(page.body, host).not.toContain('Outbox of');
      expect(page.body, host).not.toContain('page@example.test');
    }
  });

  it('is not served in production', async () => {
    const page = await getOutboxPage('/dev/outbox', { nodeEnv: 'production' });
    // The path falls through to the app's own page like any unknown route.
    expect(page.body).toContain('id="root"');
    expect(page.body).not.toContain('Outbox of');
    expect(page.body).not.toContain('page@example.test');
  });
});
