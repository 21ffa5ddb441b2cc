import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { startFakeStripe, type FakeStripe } from '../../../adapters/payments/stripe.test-server.ts';
import { createLogger } from '../../../logger.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../../auth/auth.test-helpers.ts';
import { acmeAdmin, demoAdmin, expectRefusedToAll } from './policies.test-helpers.ts';

const SETTINGS = /* GraphQL */ `
  query paymentGatewaySettings {
    paymentGatewaySettings {
      kind
      credentialsSet
      last4
    }
  }
`;

const SAVE = /* GraphQL */ `
  mutation savePaymentGateway($input: PaymentGatewayInput!) {
    savePaymentGateway(input: $input) {
      kind
      credentialsSet
      last4
    }
  }
`;

const GATEWAYS = /* GraphQL */ `
  query getAllDefaultGateways($coid: String!) {
    getAllDefaultGateways(company_alias: $coid) {
      paymentGateways {
        id
        name
        gateway
        parameter1
        parameter2
        parameter3
        parameter4
        isDefault
      }
    }
  }
`;

const CUSTOMER_ID = /* GraphQL */ `
  query getStripeCustomerId($coid: String!, $gatewayId: Int!) {
    getStripeCustomerId(company_alias: $coid, paymentgatewayId: $gatewayId) {
      customerId
    }
  }
`;

const AUDIT = /* GraphQL */ `
  query consoleViewer {
    consoleViewer {
      email
    }
  }
`;

/** A recognisable secret no test data contains: it must appear nowhere but in its ciphertext. */
const SECRET = `sk_test_${randomBytes(18).toString('hex')}`;
const PUBLISHABLE = `pk_test_${randomBytes(18).toString('hex')}`;

describe.each(databaseKinds())('payment gateway settings on %s', (kind) => {
  const logLines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void logLines.push(line) });
  const bodies: string[] = [];
  let stripe: FakeStripe;
  // The fallback key is not the company's: the fake Stripe answers only the company's key.
  const overrides: Record<string, string> = {
    STRIPE_SECRET_KEY: 'sk_test_environmentFallback',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_environmentFallback',
    LOG_LEVEL: 'debug',
  };
  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET });
    overrides.STRIPE_API_URL = stripe.url;
    // A page with the head marker, so the rider's preloaded data shows.
    const web = mkdtempSync(join(tmpdir(), 'ride-web-preload-'));
    writeFileSync(
      join(web, 'index.html'),
      '<html><head><!--app-head--></head><body></body></html>',
    );
    overrides.WEB_DIST_DIR = web;
  });
  afterAll(() => stripe.close());
  const api = useTestApi(kind, overrides, { logger });
  beforeEach(() => clearRateLimits(api));

  /** Every API call of this file goes through here, so its whole answer can be scanned. */
  async function gql<T>(query: string, variables: Record<string, unknown>, headers = {}) {
    const res = await api.gql<T>(query, variables, headers);
    bodies.push(JSON.stringify(res));
    return res;
  }

  const gatewayRows = (coid: string) =>
    api.db.selectFrom('payment_gateway').selectAll().where('company_id', '=', coid).execute();

  describe('paymentGatewaySettings', () => {
    it('refuses nobody, a rider, a driver and a dispatcher', async () => {
      await expectRefusedToAll(api, SETTINGS, {}, () => gatewayRows('demo'));
    });

    it('shows the seeded sandbox', async () => {
      const res = await gql(SETTINGS, {}, await demoAdmin(api));
      expect(res.data).toEqual({
        paymentGatewaySettings: { kind: 'SANDBOX', credentialsSet: true, last4: null },
      });
    });
  });

  describe('savePaymentGateway', () => {
    const input = { kind: 'STRIPE', secretKey: SECRET, publishableKey: PUBLISHABLE };

    it('refuses everyone but an admin, changing nothing', async () => {
      await expectRefusedToAll(api, SAVE, { input }, () => gatewayRows('demo'));
    });

    it('refuses malformed keys and keys a kind does not take, naming the field', async () => {
      const admin = await demoAdmin(api);
      const before = await gatewayRows('demo');
      for (const [bad, field] of [
        [{ ...input, secretKey: `pk_test_${SECRET.slice(8)}` }, 'secretKey'],
        [{ ...input, publishableKey: SECRET }, 'publishableKey'],
        [{ kind: 'SQUARE', secretKey: SECRET, publishableKey: PUBLISHABLE }, 'publishableKey'],
        [{ kind: 'SQUARE', secretKey: 'short' }, 'secretKey'],
        [{ kind: 'SANDBOX', secretKey: SECRET }, 'secretKey'],
      ] as const) {
        const res = await gql(SAVE, { input: bad }, admin);
        expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      }
      expect(await gatewayRows('demo')).toEqual(before);
    });

    it('keeps the credentials write-only and sealed, and the Stripe adapter uses them', async () => {
      const admin = await demoAdmin(api);
      const saved = await gql<{ savePaymentGateway: unknown }>(SAVE, { input }, admin);
      expect(saved.errors).toBeUndefined();
      expect(saved.data).toEqual({
        savePaymentGateway: { kind: 'STRIPE', credentialsSet: true, last4: SECRET.slice(-4) },
      });
      const read = await gql(SETTINGS, {}, admin);
      expect(read.data).toEqual({ paymentGatewaySettings: saved.data!.savePaymentGateway });

      // The column holds ciphertext under the key's id, one fresh nonce per value.
      const stripeRow = (await gatewayRows('demo')).find((row) => row.gateway === 'stripe')!;
      expect(stripeRow.is_default).toBe(true);
      const { secretKey, publishableKey } = stripeRow.credentials;
      expect(secretKey).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]{16}\.[\w-]+$/);
      expect(secretKey!.split('.')[2]).not.toBe(publishableKey!.split('.')[2]);

      // Riders see the gateway, never its credentials; their card form gets the publishable key.
      const listed = await gql<{
        getAllDefaultGateways: { paymentGateways: { id: string; gateway: string }[] };
      }>(GATEWAYS, { coid: 'demo' });
      const stripeGateway = listed.data!.getAllDefaultGateways.paymentGateways.find(
        (g) => g.gateway === 'stripe',
      )!;
      const page = await (await fetch(`${api.baseUrl}/?coid=demo`)).text();
      bodies.push(page);
      expect(page).toContain(`"stripePublishableKey":"${PUBLISHABLE}"`);

      // Only the company's key opens the fake Stripe: the stored key is the one sent.
      const rider = await buildRider(api);
      const headers = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
      const customer = await gql<{ getStripeCustomerId: { customerId: string } }>(
        CUSTOMER_ID,
        { coid: 'demo', gatewayId: Number(stripeGateway.id) },
        headers,
      );
      expect(customer.errors).toBeUndefined();
      expect(customer.data!.getStripeCustomerId.customerId).toMatch(/^cus_/);
      expect(stripe.requestsTo('POST', '/v1/customers')).toHaveLength(1);

      // Acme's gateway is its own.
      const acme = await gql(SETTINGS, {}, await acmeAdmin(api));
      expect(acme.data).toEqual({
        paymentGatewaySettings: { kind: 'SANDBOX', credentialsSet: true, last4: null },
      });
    });

    it('switches kinds, keeping each kind’s stored credentials and saved cards’ gateway', async () => {
      const admin = await demoAdmin(api);
      const sandbox = await gql(SAVE, { input: { kind: 'SANDBOX' } }, admin);
      expect(sandbox.data).toEqual({
        savePaymentGateway: { kind: 'SANDBOX', credentialsSet: true, last4: null },
      });
      const back = await gql(SAVE, { input: { kind: 'STRIPE', secretKey: '  ' } }, admin);
      expect(back.data).toEqual({
        savePaymentGateway: { kind: 'STRIPE', credentialsSet: true, last4: SECRET.slice(-4) },
      });
      const square = await gql(SAVE, { input: { kind: 'SQUARE' } }, admin);
      expect(square.data).toEqual({
        savePaymentGateway: { kind: 'SQUARE', credentialsSet: false, last4: null },
      });
      const rows = await gatewayRows('demo');
      expect(rows.filter((row) => row.is_default).map((row) => row.gateway)).toEqual(['square']);
      expect(rows.map((row) => row.gateway).sort()).toEqual(['FullsteamPay', 'square', 'stripe']);
      await gql(SAVE, { input: { kind: 'SANDBOX' } }, admin);
    });

    it('writes only masked values to the audit log', async () => {
      const audit = await api.db
        .selectFrom('audit_log')
        .selectAll()
        .where('company_id', '=', 'demo')
        .where('action', '=', 'payments.gateway')
        .orderBy('created_at')
        .execute();
      expect(audit[0]).toMatchObject({
        actor: 'admin@demo.test',
        before: { kind: 'SANDBOX' },
        after: {
          kind: 'STRIPE',
          secretKey: `••••${SECRET.slice(-4)}`,
          publishableKey: `••••${PUBLISHABLE.slice(-4)}`,
        },
      });
      expect(audit.length).toBeGreaterThanOrEqual(4);
      expect((await gql(AUDIT, {}, await demoAdmin(api))).errors).toBeUndefined();
    });

    it('leaves the secret in no API answer, log line, audit row or gateway row', async () => {
      const audit = await api.db.selectFrom('audit_log').selectAll().execute();
      const gateways = await api.db.selectFrom('payment_gateway').selectAll().execute();
      const body = SECRET.slice(8);
      expect(bodies.length).toBeGreaterThan(10);
      expect(logLines.length).toBeGreaterThan(10);
      for (const [what, text] of [
        ['API answers', bodies.join('\n')],
        ['log lines', logLines.join('')],
        ['audit log', JSON.stringify(audit)],
        ['gateway rows', JSON.stringify(gateways)],
      ] as const) {
        expect(text.includes(body), what).toBe(false);
        expect(text.includes(PUBLISHABLE.slice(8)) && what !== 'API answers', what).toBe(false);
      }
    });
  });
});
