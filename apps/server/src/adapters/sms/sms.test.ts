import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createSmsSender } from './index.ts';
import { startFakeTwilio, type FakeTwilio } from './twilio.test-server.ts';

const DEPLOYMENT = {
  accountSid: `AC${'4c'.repeat(16)}`,
  authToken: 'deployment-token',
  from: '+14155550100',
};
const COMPANY = {
  accountSid: `AC${'5b'.repeat(16)}`,
  authToken: 'company-token',
  from: `MG${'6a'.repeat(16)}`,
};
const message = (to: string) => ({ id: 'delivery-1', companyId: 'demo', to, body: 'Booked.' });

describe('createSmsSender', () => {
  let deployment: FakeTwilio;
  let company: FakeTwilio;
  beforeAll(async () => {
    deployment = await startFakeTwilio(DEPLOYMENT);
    company = await startFakeTwilio(COMPANY);
  });
  afterAll(async () => {
    await deployment.close();
    await company.close();
  });

  /** The config of these variables; one fake answers for both accounts' address in turn. */
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
  const withDeployment = (apiUrl: string) =>
    config({
      TWILIO_ACCOUNT_SID: DEPLOYMENT.accountSid,
      TWILIO_AUTH_TOKEN: DEPLOYMENT.authToken,
      TWILIO_FROM: DEPLOYMENT.from,
      TWILIO_API_URL: apiUrl,
    });

  it('is the outbox alone without any credentials: the text stays in its row, no network', async () => {
    const sender = createSmsSender(config({ TWILIO_API_URL: deployment.url }));
    expect(sender.provider).toBe('outbox');
    await expect(sender.send(message('+33612345678'))).resolves.toEqual({ providerId: null });
    expect(deployment.requests).toHaveLength(0);
  });

  it('reaches Twilio with a company’s own credentials even when the deployment has none', async () => {
    const sender = createSmsSender(config({ TWILIO_API_URL: company.url }));
    expect(sender.provider).toBe('outbox');
    const { providerId } = await sender.send(message('+33612345678'), COMPANY);
    expect(providerId).toMatch(/^SM/);
    expect(company.messages.at(-1)).toMatchObject({
      to: '+33612345678',
      messagingServiceSid: COMPANY.from,
    });
  });

  it('is Twilio with TWILIO_* set, with the deployment’s account unless a company passes its own', async () => {
    const sender = createSmsSender(withDeployment(deployment.url));
    expect(sender.provider).toBe('twilio');
    await sender.send(message('+33612345679'));
    expect(deployment.messages.at(-1)).toMatchObject({ to: '+33612345679', from: DEPLOYMENT.from });

    const viaCompany = createSmsSender(withDeployment(company.url));
    await viaCompany.send(message('+33612345670'), COMPANY);
    expect(company.messages.at(-1)).toMatchObject({ to: '+33612345670' });
    expect(deployment.messages.map((m) => m.to)).not.toContain('+33612345670');
  });
});
