import { SANDBOX_TEST_CARDS } from '@ride/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database.ts';
import { useTestApi } from '../../../test/api.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  DEMO_RIDER,
  PROFILE,
  signInAs,
} from '../auth/auth.test-helpers.ts';
import {
  ADD_CARD,
  antiForgeryToken,
  AUTH_CODE,
  DELETE_CARD,
  hostedFieldsKey,
  passHumanCheck,
  sandboxCard,
  sandboxGatewayId,
  SAVED_CARDS,
  tokenize,
} from './payments.test-helpers.ts';

describe.each(databaseKinds())('payments on %s', (kind) => {
  const api = useTestApi(kind);
  let rider: Record<string, string>;
  beforeAll(async () => {
    const { accessToken } = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
    rider = bearer(accessToken);
  });
  beforeEach(() => clearRateLimits(api));

  describe('getFullSteamAuthCode', () => {
    it('asks a guest to pass the human check first (gateway code 999)', async () => {
      const res = await api.gql(AUTH_CODE, {
        input: {
          coid: 'demo',
          gateway_id: await sandboxGatewayId(api),
          anti_forgery_token: antiForgeryToken(),
        },
      });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Please confirm you are not a robot first',
        extensions: { code: 'HUMAN_CHECK_REQUIRED', gatewayCode: 999 },
      });
    });

    it('gives a guest who passed the check, and a signed-in rider, a key for the hosted fields', async () => {
      const cookie = await passHumanCheck(api);
      const guest = await hostedFieldsKey(api, { cookie });
      const signedIn = await hostedFieldsKey(api, rider);
      expect(guest.authKey).not.toBe(signedIn.authKey);
      const page = await fetch(
        `${api.baseUrl}/payments/sandbox/hosted-fields?authKey=${encodeURIComponent(guest.authKey)}`,
      );
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const html = await page.text();
      expect(html).toContain('<label for="card-number">Card Number</label>');
      expect(html).toContain('src="/payments/sandbox/hosted-fields.js"');
      // A pass is for its own company only.
      const acme = await api.gql(
        AUTH_CODE,
        {
          input: {
            coid: 'acme',
            gateway_id: await sandboxGatewayId(api, 'acme'),
            anti_forgery_token: antiForgeryToken(),
          },
        },
        { cookie },
      );
      expect(acme.errors?.[0]?.extensions?.code).toBe('HUMAN_CHECK_REQUIRED');
    });

    it('refuses a malformed anti-forgery token and another company’s gateway', async () => {
      const bad = await api.gql(
        AUTH_CODE,
        {
          input: {
            coid: 'demo',
            gateway_id: await sandboxGatewayId(api),
            anti_forgery_token: 'short',
          },
        },
        rider,
      );
      expect(bad.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'anti_forgery_token',
      });
      const foreign = await api.gql(
        AUTH_CODE,
        {
          input: {
            coid: 'demo',
            gateway_id: await sandboxGatewayId(api, 'acme'),
            anti_forgery_token: antiForgeryToken(),
          },
        },
        rider,
      );
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('serves an expired form for an unknown key', async () => {
      const page = await fetch(`${api.baseUrl}/payments/sandbox/hosted-fields?authKey=nope`);
      expect(await page.text()).toContain('This payment form has expired');
    });
  });

  describe('the sandbox gateway’s tokenize endpoint', () => {
    it('keeps a token and the last four digits, never the number', async () => {
      const { authKey } = await hostedFieldsKey(api, rider);
      const response = await tokenize(api, authKey, { number: '4111 1111 1111 1111' });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as {
        gatewayResponse: { token: string; hostedPaymentsAccountId: string };
        requestDetails: Record<string, string>;
      };
      expect(answer.gatewayResponse.hostedPaymentsAccountId).toBe('sandbox-demo');
      expect(answer.requestDetails).toMatchObject({
        cardNumber: '************1111',
        cardType: 'visa',
      });
      const kept = await api.db
        .selectFrom('sandbox_card')
        .selectAll()
        .where('token', '=', answer.gatewayResponse.token)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(kept)).not.toContain('4111111111111111');
      expect(kept.last_digits).toBe('1111');
    });

    it.each([
      [{ number: '4111 1111 1111 1112' }, 'Error - The Card Number field is invalid.'],
      [{ number: '4111111111111111', month: '13' }, 'Error - The Exp Month field is required.'],
      [{ number: '4111111111111111', year: 'ab' }, 'Error - The Exp Year field is required.'],
      [{ number: '4111111111111111', cvv: '1' }, 'Error - The CVV field is invalid.'],
      [
        { number: '4111111111111111', month: '01', year: String(new Date().getUTCFullYear() - 1) },
        'Error - Card expiry cannot be less than current month/year. Re-enter the card details.',
      ],
    ])('refuses %j with the hosted fields’ message', async (card, message) => {
      const { authKey } = await hostedFieldsKey(api, rider);
      const response = await tokenize(api, authKey, card);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { message } });
    });

    it('refuses a card without a live key', async () => {
      const response = await tokenize(api, 'expired-or-forged', { number: '4111111111111111' });
      expect(response.status).toBe(401);
    });
  });

  describe('createNewSavedPayment', () => {
    it('answers 401 without a sign-in', async () => {
      const card = await sandboxCard(api, rider, '4111111111111111');
      const res = await api.gql(ADD_CARD, { input: { coid: 'demo', ...card } });
      expect(res.status).toBe(401);
    });

    it('refuses a full card number and an expiry before this month', async () => {
      const card = await sandboxCard(api, rider, '4111111111111111');
      const full = await api.gql(
        ADD_CARD,
        { input: { coid: 'demo', ...card, cardNumber: '4111111111111111' } },
        rider,
      );
      expect(full.errors?.[0]).toMatchObject({
        message: 'cardNumber must be the last four digits only',
        extensions: { code: 'BAD_USER_INPUT', field: 'cardNumber' },
      });
      const lastYear = new Date().getUTCFullYear() - 1;
      const past = await api.gql(
        ADD_CARD,
        { input: { coid: 'demo', ...card, expirationDate: `12/${lastYear}` } },
        rider,
      );
      expect(past.errors?.[0]?.message).toBe('Expiration date is invalid');
    });

    it('saves a card the gateway verified, and keeps the billing address on the profile when asked', async () => {
      const someone = await buildRider(api);
      const headers = bearer((await signInAs(api, someone.email, someone.password)).accessToken);
      const card = await sandboxCard(api, headers, '5555555555554444');
      const res = await api.gql<{ createNewSavedPayment: Record<string, unknown> }>(
        ADD_CARD,
        { input: { coid: 'demo', ...card, saveAsDefaultBillingAddress: true } },
        headers,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.createNewSavedPayment).toMatchObject({
        cardBrand: 'MASTER_CARD',
        lastDigits: '4444',
        nameOnCard: 'Dana Rider',
      });
      const profile = await api.gql<{ getUserProfile: { address: Record<string, string> } }>(
        PROFILE,
        {},
        headers,
      );
      expect(profile.data?.getUserProfile.address).toMatchObject({
        line1: '768 5th Ave',
        postalCode: '10019',
        countryCode: 'US',
      });
    });

    it.each([
      [SANDBOX_TEST_CARDS.declined, 'Declined. Your card was declined.', undefined],
      [SANDBOX_TEST_CARDS.cvcFails, 'CVV mismatch. The CVV field is invalid.', undefined],
      [SANDBOX_TEST_CARDS.expired, 'Expired card. Your card has expired.', undefined],
      [
        SANDBOX_TEST_CARDS.humanCheckAgain,
        'Verification required. Please confirm you are not a robot and enter the card again.',
        999,
      ],
    ])('keeps nothing when the gateway refuses %s', async (number, message, gatewayCode) => {
      const card = await sandboxCard(api, rider, number);
      const before = await api.db.selectFrom('saved_card').select('id').execute();
      const res = await api.gql(ADD_CARD, { input: { coid: 'demo', ...card } }, rider);
      expect(res.errors?.[0]?.message).toMatch(
        new RegExp(
          `^API Error\\. Message: ${message.replace(/[.?]/g, '\\$&')}, CorrelationId: [0-9a-f-]{36}$`,
        ),
      );
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'PAYMENT_GATEWAY_ERROR',
        gateway: 'fs',
        ...(gatewayCode ? { gatewayCode } : {}),
      });
      expect(await api.db.selectFrom('saved_card').select('id').execute()).toHaveLength(
        before.length,
      );
    });

    it('refuses a token the hosted fields made for another page (another anti-forgery token)', async () => {
      const card = await sandboxCard(api, rider, '4111111111111111');
      const res = await api.gql(
        ADD_CARD,
        { input: { coid: 'demo', ...card, anti_forgery_token: antiForgeryToken() } },
        rider,
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('PAYMENT_GATEWAY_ERROR');
    });

    it('answers "not configured" for a gateway kind with no connection', async () => {
      const [{ id }] = (await api.db
        .insertInto('payment_gateway')
        .values({ company_id: 'demo', name: 'Square', gateway: 'square' })
        .returning('id')
        .execute()) as [{ id: number }];
      const card = await sandboxCard(api, rider, '4111111111111111');
      const res = await api.gql(
        ADD_CARD,
        { input: { coid: 'demo', ...card, gateway: 'square', paymentGatewayId: id } },
        rider,
      );
      expect(res.errors?.[0]).toMatchObject({
        message: 'The square payment gateway is not configured',
        extensions: { code: 'PAYMENT_GATEWAY_ERROR', gateway: 'square' },
      });
    });
  });

  describe('getSavedPaymentOptions and deleteSavedPayment', () => {
    it('lists only the rider’s own cards, a page at a time, and deletes only them', async () => {
      const owner = await buildRider(api);
      const other = await buildRider(api);
      const ownerHeaders = bearer((await signInAs(api, owner.email, owner.password)).accessToken);
      const otherHeaders = bearer((await signInAs(api, other.email, other.password)).accessToken);
      for (const number of ['4111111111111111', '5555555555554444', '6011111111111117']) {
        const card = await sandboxCard(api, ownerHeaders, number);
        expect(
          (await api.gql(ADD_CARD, { input: { coid: 'demo', ...card } }, ownerHeaders)).errors,
        ).toBeUndefined();
      }
      const page = await api.gql<{
        getSavedPaymentOptions: { totalCount: number; nodes: { id: string; lastDigits: string }[] };
      }>(SAVED_CARDS, { input: { first: 2, after: 0, isTokenized: true } }, ownerHeaders);
      expect(page.data?.getSavedPaymentOptions.totalCount).toBe(3);
      expect(page.data?.getSavedPaymentOptions.nodes.map((n) => n.lastDigits)).toEqual([
        '1117',
        '4444',
      ]);
      const theirs = await api.gql<{ getSavedPaymentOptions: { totalCount: number } }>(
        SAVED_CARDS,
        { input: { first: 20, after: 0 } },
        otherHeaders,
      );
      expect(theirs.data?.getSavedPaymentOptions.totalCount).toBe(0);
      const cardId = page.data!.getSavedPaymentOptions.nodes[0]!.id;
      const stolen = await api.gql(DELETE_CARD, { input: { id: cardId } }, otherHeaders);
      expect(stolen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const deleted = await api.gql(DELETE_CARD, { input: { id: cardId } }, ownerHeaders);
      expect(deleted.data).toEqual({ deleteSavedPayment: true });
      const again = await api.gql(DELETE_CARD, { input: { id: cardId } }, ownerHeaders);
      expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      // A demo token is nobody at acme.
      const acme = await api.gql(
        SAVED_CARDS,
        { input: { coid: 'acme', first: 20, after: 0 } },
        ownerHeaders,
      );
      expect(acme.status).toBe(401);
    });

    it('answers 401 without a sign-in', async () => {
      expect((await api.gql(SAVED_CARDS, { input: { first: 20, after: 0 } })).status).toBe(401);
      expect((await api.gql(DELETE_CARD, { input: { id: 'x' } })).status).toBe(401);
    });
  });
});
