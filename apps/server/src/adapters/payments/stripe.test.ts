import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentGatewayError,
  PaymentGatewayUnreachableError,
  type HoldRequest,
  type TokenizedCard,
} from './gateway.ts';
import { stripeGateway } from './stripe.ts';
import { INSUFFICIENT_FUNDS, startFakeStripe, type FakeStripe } from './stripe.test-server.ts';

const VISA = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 };

describe('Stripe card-token gateway', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: 'sk_test_fake' });
  });
  afterAll(() => stripe.close());

  const gateway = (account: string | null = null) =>
    stripeGateway({ stripeApiUrl: stripe.url }, 'sk_test_fake', account);

  /** A customer with a card saved through a SetupIntent, as the browser leaves them. */
  async function customerWithCard(card: Parameters<FakeStripe['attachCard']>[1] = VISA) {
    const customerId = await gateway().createCustomer({ company: 'demo' });
    return { customerId, paymentMethodId: stripe.attachCard(customerId, card) };
  }

  function holdOf(card: {
    customerId: string;
    paymentMethodId: string;
  }): HoldRequest & { card: TokenizedCard } {
    return {
      card: {
        token: card.paymentMethodId,
        customerId: card.customerId,
        hostedPaymentsAccountId: null,
        lastDigits: '4242',
        expiryMonth: 12,
        expiryYear: 2034,
      },
      amountMinor: 12_345,
      currencyCode: 'USD',
      idempotencyKey: `reservation:demo:${randomUUID()}`,
      description: 'Demo Limousine ride',
    };
  }

  const intentRequests = (idempotencyKey: string) =>
    stripe
      .requestsTo('POST', '/v1/payment_intents')
      .filter((request) => request.idempotencyKey === idempotencyKey);

  describe('createCustomer', () => {
    it('sends the metadata and gives back the customer id', async () => {
      const account = randomUUID();
      const id = await gateway().createCustomer({ company: 'demo', account });
      expect(id).toMatch(/^cus_/);
      expect(stripe.customers.get(id)?.metadata).toEqual({ company: 'demo', account });
      const sent = stripe.requestsTo('POST', '/v1/customers').at(-1);
      expect(sent?.form).toEqual({ 'metadata[company]': 'demo', 'metadata[account]': account });
      expect(sent?.stripeAccount).toBeUndefined();
    });

    it('fails with another secret key (the fake checks it)', async () => {
      const wrongKey = stripeGateway({ stripeApiUrl: stripe.url }, 'sk_test_other', null);
      await expect(wrongKey.createCustomer({ company: 'demo' })).rejects.toThrow(
        'Invalid API Key provided.',
      );
    });
  });

  describe('createSetupIntent', () => {
    it('asks for an off-session card SetupIntent for the customer and gives its client secret', async () => {
      const customerId = await gateway().createCustomer({ company: 'demo' });
      const intent = await gateway().createSetupIntent(customerId);
      expect(intent.clientId).toMatch(/^seti_/);
      expect(intent.clientSecret).toBe(stripe.setupIntents.get(intent.clientId)?.client_secret);
      expect(intent.clientSecret).toMatch(new RegExp(`^${intent.clientId}_secret_`));
      expect(stripe.requestsTo('POST', '/v1/setup_intents').at(-1)?.form).toEqual({
        customer: customerId,
        usage: 'off_session',
        'allowed_payment_method_types[0]': 'card',
      });
    });

    it('passes on Stripe’s refusal of an unknown customer', async () => {
      await expect(gateway().createSetupIntent('cus_unknown')).rejects.toMatchObject({
        kind: 'stripe',
        summary: 'Invalid request',
        detail: "No such customer: 'cus_unknown'",
        status: 404,
      });
    });
  });

  describe('verifyCard', () => {
    it.each([
      ['visa', 'VISA'],
      ['mastercard', 'MASTER_CARD'],
      ['amex', 'AMERICAN_EXPRESS'],
      ['discover', 'DISCOVER_CARD'],
      ['diners', 'DINNER_CLUB'],
      ['unionpay', 'OTHER'],
    ])('reads a %s card’s brand, last digits and expiry from Stripe', async (brand, shown) => {
      const card = { brand, last4: '0005', exp_month: 3, exp_year: 2031 };
      const { customerId, paymentMethodId } = await customerWithCard(card);
      const verified = await gateway().verifyCard({
        ...holdOf({ customerId, paymentMethodId }).card,
        lastDigits: '9999',
      });
      expect(verified).toEqual({
        token: paymentMethodId,
        customerId,
        brand: shown,
        lastDigits: '0005',
        expiryMonth: 3,
        expiryYear: 2031,
      });
      expect(stripe.requests.at(-1)).toMatchObject({
        method: 'GET',
        path: `/v1/payment_methods/${paymentMethodId}`,
      });
    });

    it('refuses a card saved for another customer, or for none', async () => {
      const mine = await customerWithCard();
      const theirs = await customerWithCard();
      const loose = stripe.attachCard(null, VISA);
      for (const token of [theirs.paymentMethodId, loose]) {
        const refusal = await gateway()
          .verifyCard({ ...holdOf(mine).card, token })
          .catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(PaymentGatewayError);
        expect(refusal).toMatchObject({
          kind: 'stripe',
          detail: 'This card was not set up for you.',
          status: 400,
        });
      }
    });

    it('refuses a payment method Stripe does not know', async () => {
      const mine = await customerWithCard();
      const refusal = await gateway()
        .verifyCard({ ...holdOf(mine).card, token: 'pm_unknown' })
        .catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(PaymentGatewayError);
      expect(refusal).toMatchObject({ detail: "No such PaymentMethod: 'pm_unknown'", status: 404 });
    });
  });

  describe('hold', () => {
    it('holds the amount off-session with manual capture, once per Idempotency-Key', async () => {
      const card = await customerWithCard();
      const request = holdOf(card);
      const { reference } = await gateway().hold(request);
      const sent = intentRequests(request.idempotencyKey);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.form).toEqual({
        amount: '12345',
        currency: 'usd',
        customer: card.customerId,
        payment_method: card.paymentMethodId,
        capture_method: 'manual',
        confirm: 'true',
        off_session: 'true',
        description: 'Demo Limousine ride',
      });
      expect(stripe.paymentIntents.get(reference)).toMatchObject({
        status: 'requires_capture',
        amount_capturable: 12_345,
        payment_method: card.paymentMethodId,
      });
    });

    it('turns a card_error (402) into the gateway’s refusal with Stripe’s message, without retrying', async () => {
      const card = await customerWithCard({ ...VISA, decline: INSUFFICIENT_FUNDS });
      const request = holdOf(card);
      const refusal = await gateway()
        .hold(request)
        .catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(PaymentGatewayError);
      expect(refusal).toMatchObject({
        kind: 'stripe',
        summary: 'Card error',
        detail: 'Your card has insufficient funds.',
        status: 402,
      });
      expect(intentRequests(request.idempotencyKey)).toHaveLength(1);
    });

    it('refuses an intent that was not held (e.g. one that needs the rider to authenticate)', async () => {
      const card = await customerWithCard({ ...VISA, intentStatus: 'requires_action' });
      await expect(gateway().hold(holdOf(card))).rejects.toMatchObject({
        kind: 'stripe',
        summary: 'Not held',
        detail: 'Your card could not be charged.',
        status: 402,
      });
    });

    it('retries a lost answer (500) with the same Idempotency-Key, so Stripe holds once', async () => {
      const card = await customerWithCard();
      const request = holdOf(card);
      stripe.loseNextAnswers(1);
      const { reference } = await gateway().hold(request);
      const sent = stripe
        .requestsTo('POST', '/v1/payment_intents')
        .filter((r) => r.form.payment_method === card.paymentMethodId);
      expect(sent).toHaveLength(2);
      expect(sent.map((r) => r.idempotencyKey)).toEqual([
        request.idempotencyKey,
        request.idempotencyKey,
      ]);
      const held = [...stripe.paymentIntents.values()].filter(
        (intent) => intent.payment_method === card.paymentMethodId,
      );
      expect(held.map((intent) => intent.id)).toEqual([reference]);
    });
  });

  describe('voidHold', () => {
    it('cancels the PaymentIntent', async () => {
      const card = await customerWithCard();
      const { reference } = await gateway().hold(holdOf(card));
      await gateway().voidHold(reference);
      expect(stripe.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: `/v1/payment_intents/${reference}/cancel`,
      });
      expect(stripe.paymentIntents.get(reference)).toMatchObject({
        status: 'canceled',
        amount_capturable: 0,
      });
    });

    it('is no error for a hold already released, so a release can be retried', async () => {
      const card = await customerWithCard();
      const { reference } = await gateway().hold(holdOf(card));
      await gateway().voidHold(reference);
      await expect(gateway().voidHold(reference)).resolves.toBeUndefined();
      expect(stripe.requestsTo('POST', `/v1/payment_intents/${reference}/cancel`)).toHaveLength(2);
      expect(stripe.paymentIntents.get(reference)?.status).toBe('canceled');
    });

    it('still refuses to release a hold that was captured', async () => {
      const card = await customerWithCard();
      const { reference } = await gateway().hold(holdOf(card));
      stripe.paymentIntents.get(reference)!.status = 'succeeded';
      await expect(gateway().voidHold(reference)).rejects.toMatchObject({
        kind: 'stripe',
        summary: 'Invalid request',
      });
    });

    it('finds a hold again by its idempotency key, released or not, without a second one', async () => {
      const card = await customerWithCard();
      const request = holdOf(card);
      const { reference } = await gateway().hold(request);
      const again = await gateway().hold(request);
      expect(again.reference).toBe(reference);
      await gateway().voidHold(again.reference);
      const afterRelease = await gateway().hold(request);
      expect(afterRelease.reference).toBe(reference);
      await gateway().voidHold(afterRelease.reference);
      const intents = [...stripe.paymentIntents.values()].filter(
        (intent) => intent.payment_method === card.paymentMethodId,
      );
      expect(intents.map((intent) => [intent.id, intent.status])).toEqual([
        [reference, 'canceled'],
      ]);
    });
  });

  describe('capture', () => {
    it('captures part of the hold with amount_to_capture and the Idempotency-Key', async () => {
      const { reference } = await gateway().hold(holdOf(await customerWithCard()));
      const key = `capture:${randomUUID()}`;
      await expect(gateway().capture(reference, 10_000, key)).resolves.toEqual({
        amountMinor: 10_000,
      });
      const sent = stripe.requestsTo('POST', `/v1/payment_intents/${reference}/capture`);
      expect(sent.map((r) => [r.form, r.idempotencyKey])).toEqual([
        [{ amount_to_capture: '10000' }, key],
      ]);
      expect(stripe.paymentIntents.get(reference)).toMatchObject({
        status: 'succeeded',
        amount_received: 10_000,
        amount_capturable: 0,
      });
    });

    it('a lost answer is retried with the same key and captures once', async () => {
      const { reference } = await gateway().hold(holdOf(await customerWithCard()));
      const key = `capture:${randomUUID()}`;
      stripe.loseNextAnswers(1);
      await expect(gateway().capture(reference, 12_345, key)).resolves.toEqual({
        amountMinor: 12_345,
      });
      // Asked again by the app later: the same capture, not a second one.
      await expect(gateway().capture(reference, 12_345, key)).resolves.toEqual({
        amountMinor: 12_345,
      });
      const sent = stripe.requestsTo('POST', `/v1/payment_intents/${reference}/capture`);
      expect(sent.length).toBe(3);
      expect(new Set(sent.map((r) => r.idempotencyKey))).toEqual(new Set([key]));
    });

    it('passes on Stripe’s refusal of more than the hold, and of a released hold', async () => {
      const { reference } = await gateway().hold(holdOf(await customerWithCard()));
      await expect(
        gateway().capture(reference, 12_346, `capture:${randomUUID()}`),
      ).rejects.toMatchObject({ kind: 'stripe', summary: 'Invalid request', status: 400 });
      await gateway().voidHold(reference);
      await expect(
        gateway().capture(reference, 100, `capture:${randomUUID()}`),
      ).rejects.toBeInstanceOf(PaymentGatewayError);
    });
  });

  describe('refund', () => {
    it('refunds part, then the rest, of a capture by payment_intent, amount and key', async () => {
      const { reference } = await gateway().hold(holdOf(await customerWithCard()));
      await gateway().capture(reference, 10_000, `capture:${randomUUID()}`);
      const first = `refund:${randomUUID()}`;
      const partial = await gateway().refund(reference, 2_500, first);
      expect(partial).toEqual({ refundId: expect.stringMatching(/^re_/), amountMinor: 2_500 });
      // The same key again is the same refund.
      await expect(gateway().refund(reference, 2_500, first)).resolves.toEqual(partial);
      await expect(
        gateway().refund(reference, 7_501, `refund:${randomUUID()}`),
      ).rejects.toMatchObject({ summary: 'Invalid request', status: 400 });
      await expect(
        gateway().refund(reference, 7_500, `refund:${randomUUID()}`),
      ).resolves.toMatchObject({ amountMinor: 7_500 });
      const sent = stripe.requestsTo('POST', '/v1/refunds').at(-1);
      expect(sent?.form).toEqual({ payment_intent: reference, amount: '7500' });
      const refunded = [...stripe.refunds.values()].filter((r) => r.payment_intent === reference);
      expect(refunded.map((r) => r.amount)).toEqual([2_500, 7_500]);
    });
  });

  describe('a connected account', () => {
    it('is sent as the Stripe-Account header on every call', async () => {
      const connected = gateway('acct_fake_connected');
      const customerId = await connected.createCustomer({ company: 'demo' });
      await connected.createSetupIntent(customerId);
      const paymentMethodId = stripe.attachCard(customerId, VISA);
      await connected.verifyCard({ ...holdOf({ customerId, paymentMethodId }).card });
      const { reference } = await connected.hold(holdOf({ customerId, paymentMethodId }));
      await connected.voidHold(reference);
      const calls = stripe.requests.slice(-5);
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'POST /v1/customers',
        'POST /v1/setup_intents',
        `GET /v1/payment_methods/${paymentMethodId}`,
        'POST /v1/payment_intents',
        `POST /v1/payment_intents/${reference}/cancel`,
      ]);
      expect(calls.map((call) => call.stripeAccount)).toEqual(Array(5).fill('acct_fake_connected'));
    });
  });

  describe('a Stripe that cannot be reached', () => {
    /** Every call the port makes, on a card set up while Stripe answered. */
    async function everyCall(via: ReturnType<typeof gateway>) {
      const card = await customerWithCard();
      const { reference } = await gateway().hold(holdOf(card));
      return {
        createCustomer: () => via.createCustomer({ company: 'demo' }),
        createSetupIntent: () => via.createSetupIntent(card.customerId),
        verifyCard: () => via.verifyCard(holdOf(card).card),
        hold: () => via.hold(holdOf(card)),
        voidHold: () => via.voidHold(reference),
        capture: () => via.capture(reference, 1_000, `capture:${randomUUID()}`),
        refund: () => via.refund(reference, 1_000, `refund:${randomUUID()}`),
      };
    }

    const unreachable = { name: 'PaymentGatewayUnreachableError', kind: 'stripe' };

    it('is told apart from a refusal on every call, when nothing listens', async () => {
      const closed = await startFakeStripe({ secretKey: 'sk_test_fake' });
      await closed.close();
      const refused = stripeGateway({ stripeApiUrl: closed.url }, 'sk_test_fake', null);
      for (const [name, call] of Object.entries(await everyCall(refused))) {
        const error: unknown = await call().then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(error, name).toBeInstanceOf(PaymentGatewayUnreachableError);
        expect(error, name).not.toBeInstanceOf(PaymentGatewayError);
        expect(error, name).toMatchObject(unreachable);
      }
    });

    it('is told apart from a refusal on every call, when the connection is cut', async () => {
      const calls = await everyCall(gateway());
      stripe.setUnreachable(true);
      try {
        for (const [name, call] of Object.entries(calls)) {
          await expect(call(), name).rejects.toMatchObject(unreachable);
        }
      } finally {
        stripe.setUnreachable(false);
      }
    });
  });
});
