import { PAYMENT_SERVICE_UNREACHABLE_MESSAGE } from '@ride/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import {
  INSUFFICIENT_FUNDS,
  startFakeStripe,
  type FakeCard,
  type FakeStripe,
} from '../../adapters/payments/stripe.test-server.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../auth/auth.test-helpers.ts';
import { book, quoteFor, tripInput } from '../reservations/reservations.test-helpers.ts';
import { DEMO_ADMIN, signInAsStaff } from '../staff/staff.test-helpers.ts';
import { ADD_CARD, passHumanCheck, sandboxGatewayId } from './payments.test-helpers.ts';

const CUSTOMER_ID = /* GraphQL */ `
  query getStripeCustomerId($coid: String!, $gatewayId: Int!) {
    getStripeCustomerId(company_alias: $coid, paymentgatewayId: $gatewayId) {
      customerId
    }
  }
`;

const SETUP_INTENT = /* GraphQL */ `
  query getStripeSetupIntent($coid: String!, $customerId: String!) {
    getStripeSetupIntent(company_alias: $coid, customerAccountId: $customerId) {
      clientId
      clientSecret
    }
  }
`;

/** The connected account the demo company's Stripe gateway names in parameter1. */
const CONNECTED_ACCOUNT = 'acct_fake_demo';
const EXPIRY_YEAR = new Date().getUTCFullYear() + 3;
const VISA: FakeCard = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: EXPIRY_YEAR };

/** The card-token gateway (stripe) for the demo company, beside its seeded sandbox gateway. */
async function addStripeGateway(api: TestApi): Promise<number> {
  const row = await api.db
    .insertInto('payment_gateway')
    .values({
      company_id: 'demo',
      name: 'Stripe',
      gateway: 'stripe',
      parameter1: CONNECTED_ACCOUNT,
      is_default: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function signedInRider(api: TestApi) {
  const rider = await buildRider(api);
  const headers = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
  return { ...rider, headers };
}

describe.each(databaseKinds())('payments through Stripe on %s', (kind) => {
  let stripe: FakeStripe;
  // Filled before the API opens: useTestApi reads its configuration in its own beforeAll.
  const overrides: Record<string, string> = {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  };
  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: 'sk_test_fake' });
    overrides.STRIPE_API_URL = stripe.url;
  });
  afterAll(() => stripe.close());
  const api = useTestApi(kind, overrides);
  let gatewayId: number;
  beforeAll(async () => {
    gatewayId = await addStripeGateway(api);
  });
  beforeEach(() => clearRateLimits(api));

  async function customerIdOf(headers: Record<string, string>): Promise<string> {
    const res = await api.gql<{ getStripeCustomerId: { customerId: string } }>(
      CUSTOMER_ID,
      { coid: 'demo', gatewayId },
      headers,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.getStripeCustomerId.customerId;
  }

  /** The add-card form after Stripe.js confirmed the SetupIntent: the payment method's id. */
  function stripeCardInput(paymentMethodId: string, customerId: string) {
    return {
      cardNumber: '4242',
      cardHolderName: 'Dana Rider',
      expirationDate: `12/${EXPIRY_YEAR}`,
      cardNetwork: 'visa',
      billingAddress: {
        line1: '768 5th Ave',
        city: 'New York',
        stateCode: 'NY',
        countryCode: 'US',
      },
      token: paymentMethodId,
      gateway: 'stripe',
      paymentGatewayId: gatewayId,
      customerId,
    };
  }

  async function saveStripeCard(
    rider: { headers: Record<string, string> },
    card: FakeCard = VISA,
  ): Promise<{ cardId: string; customerId: string; paymentMethodId: string }> {
    const customerId = await customerIdOf(rider.headers);
    const paymentMethodId = stripe.attachCard(customerId, card);
    const res = await api.gql<{ createNewSavedPayment: { id: string } }>(
      ADD_CARD,
      { input: { coid: 'demo', ...stripeCardInput(paymentMethodId, customerId) } },
      rider.headers,
    );
    expect(res.errors).toBeUndefined();
    return { cardId: res.data!.createNewSavedPayment.id, customerId, paymentMethodId };
  }

  describe('getStripeCustomerId', () => {
    it('asks a guest to pass the human check first, and makes no customer', async () => {
      const before = stripe.customers.size;
      const res = await api.gql(CUSTOMER_ID, { coid: 'demo', gatewayId });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Please confirm you are not a robot first',
        extensions: { code: 'HUMAN_CHECK_REQUIRED', gatewayCode: 999 },
      });
      expect(stripe.customers.size).toBe(before);
    });

    it('refuses a gateway that is not the card-token kind', async () => {
      const rider = await signedInRider(api);
      const res = await api.gql(
        CUSTOMER_ID,
        { coid: 'demo', gatewayId: await sandboxGatewayId(api) },
        rider.headers,
      );
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'paymentgatewayId',
      });
    });

    it('makes a customer for a guest who passed the check', async () => {
      const cookie = await passHumanCheck(api);
      const customerId = await customerIdOf({ cookie });
      expect(stripe.customers.get(customerId)?.metadata).toEqual({
        company: 'demo',
        guest: 'true',
      });
    });

    it('gives a signed-in rider one customer, kept for the next call', async () => {
      const rider = await signedInRider(api);
      const first = await customerIdOf(rider.headers);
      const second = await customerIdOf(rider.headers);
      expect(second).toBe(first);
      const made = [...stripe.customers.values()].filter(
        (customer) => (customer.metadata as Record<string, string>).account === rider.id,
      );
      expect(made.map((customer) => customer.id)).toEqual([first]);
      expect(made[0]?.metadata).toEqual({ company: 'demo', account: rider.id });
      const kept = await api.db
        .selectFrom('gateway_customer')
        .select('customer_id')
        .where('account_user_id', '=', rider.id)
        .where('payment_gateway_id', '=', gatewayId)
        .execute();
      expect(kept).toEqual([{ customer_id: first }]);
      const call = stripe.requestsTo('POST', '/v1/customers').at(-1);
      expect(call?.stripeAccount).toBe(CONNECTED_ACCOUNT);
    });
  });

  describe('getStripeSetupIntent', () => {
    it('asks a guest to pass the human check first', async () => {
      const res = await api.gql(SETUP_INTENT, { coid: 'demo', customerId: 'cus_anything' });
      expect(res.errors?.[0]?.extensions?.code).toBe('HUMAN_CHECK_REQUIRED');
    });

    it('gives a signed-in rider a SetupIntent for their own customer only', async () => {
      const rider = await signedInRider(api);
      const other = await signedInRider(api);
      const customerId = await customerIdOf(rider.headers);
      const othersCustomerId = await customerIdOf(other.headers);

      const before = stripe.setupIntents.size;
      const foreign = await api.gql(
        SETUP_INTENT,
        { coid: 'demo', customerId: othersCustomerId },
        rider.headers,
      );
      expect(foreign.errors?.[0]).toMatchObject({
        message: 'Customer not found',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(stripe.setupIntents.size).toBe(before);

      const res = await api.gql<{
        getStripeSetupIntent: { clientId: string; clientSecret: string };
      }>(SETUP_INTENT, { coid: 'demo', customerId }, rider.headers);
      expect(res.errors).toBeUndefined();
      const { clientId, clientSecret } = res.data!.getStripeSetupIntent;
      expect(stripe.setupIntents.get(clientId)).toMatchObject({
        customer: customerId,
        usage: 'off_session',
        client_secret: clientSecret,
      });
    });
  });

  describe('guests', () => {
    /** A guest after the human check, with the customer Stripe made for their pass. */
    async function guestWithCustomer() {
      const headers = { cookie: await passHumanCheck(api) };
      return { headers, customerId: await customerIdOf(headers) };
    }

    it('get a SetupIntent only for the customer made with their own pass', async () => {
      const guest = await guestWithCustomer();
      const otherGuest = await guestWithCustomer();
      const rider = await signedInRider(api);
      const ridersCustomer = await customerIdOf(rider.headers);

      const own = await api.gql(
        SETUP_INTENT,
        { coid: 'demo', customerId: guest.customerId },
        guest.headers,
      );
      expect(own.errors).toBeUndefined();
      for (const customerId of [otherGuest.customerId, ridersCustomer, 'cus_unknown']) {
        const res = await api.gql(SETUP_INTENT, { coid: 'demo', customerId }, guest.headers);
        expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
    });

    it('book on the card they set up, and never on another guest’s', async () => {
      const guest = await guestWithCustomer();
      const otherGuest = await guestWithCustomer();
      const paymentMethodId = stripe.attachCard(guest.customerId, VISA);
      const trip = await tripInput(api);
      const quote = await quoteFor(api, trip);
      const booking = {
        trip,
        ...quote,
        payment: { card: stripeCardInput(paymentMethodId, guest.customerId) },
        guest: {
          firstName: 'Gale',
          lastName: 'Guest',
          emailAddress: 'gale@example.test',
          phoneNumber: '(212) 555-0134',
          phoneNumberCountryCode: 'us',
        },
      };
      const stolen = await book(api, booking, otherGuest.headers);
      expect(stolen.errors?.[0]).toMatchObject({
        message: 'Customer not found',
        extensions: { code: 'NOT_FOUND' },
      });
      const res = await book(api, booking, guest.headers);
      expect(res.errors).toBeUndefined();
      expect(res.data?.createReservation.payment).toMatchObject({ lastDigits: '4242' });
    });
  });

  describe('createNewSavedPayment with a Stripe card', () => {
    it('refuses a card named with another rider’s customer, and keeps nothing', async () => {
      const rider = await signedInRider(api);
      const other = await signedInRider(api);
      const othersCustomer = await customerIdOf(other.headers);
      const othersCard = stripe.attachCard(othersCustomer, VISA);
      const before = stripe.requestsTo('GET', `/v1/payment_methods/${othersCard}`).length;
      const res = await api.gql(
        ADD_CARD,
        { input: { coid: 'demo', ...stripeCardInput(othersCard, othersCustomer) } },
        rider.headers,
      );
      expect(res.errors?.[0]).toMatchObject({
        message: 'Customer not found',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(stripe.requestsTo('GET', `/v1/payment_methods/${othersCard}`)).toHaveLength(before);
      const kept = await api.db
        .selectFrom('saved_card')
        .select('id')
        .where('account_user_id', '=', rider.id)
        .execute();
      expect(kept).toEqual([]);
    });

    it('keeps the payment method Stripe verified, shown as Stripe describes it', async () => {
      const rider = await signedInRider(api);
      const customerId = await customerIdOf(rider.headers);
      const paymentMethodId = stripe.attachCard(customerId, {
        brand: 'mastercard',
        last4: '4444',
        exp_month: 12,
        exp_year: EXPIRY_YEAR,
      });
      const res = await api.gql<{ createNewSavedPayment: Record<string, unknown> }>(
        ADD_CARD,
        {
          input: {
            coid: 'demo',
            ...stripeCardInput(paymentMethodId, customerId),
            cardNumber: '4444',
            cardNetwork: 'master_card',
          },
        },
        rider.headers,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.createNewSavedPayment).toMatchObject({
        paymentGatewayId: gatewayId,
        cardBrand: 'MASTER_CARD',
        lastDigits: '4444',
        expiryMonth: 12,
        expiryYear: EXPIRY_YEAR,
        nameOnCard: 'Dana Rider',
      });
      expect(stripe.requestsTo('GET', `/v1/payment_methods/${paymentMethodId}`)).toHaveLength(1);
      const kept = await api.db
        .selectFrom('saved_card')
        .select(['gateway', 'token', 'customer_id'])
        .where('account_user_id', '=', rider.id)
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ gateway: 'stripe', token: paymentMethodId, customer_id: customerId });
    });

    it('keeps nothing when the card was set up for another customer', async () => {
      const rider = await signedInRider(api);
      const other = await signedInRider(api);
      const customerId = await customerIdOf(rider.headers);
      const othersCard = stripe.attachCard(await customerIdOf(other.headers), VISA);
      const res = await api.gql(
        ADD_CARD,
        { input: { coid: 'demo', ...stripeCardInput(othersCard, customerId) } },
        rider.headers,
      );
      expect(res.errors?.[0]?.message).toMatch(
        /^API Error\. Status: 400, Message: This card was not set up for you\., CorrelationId: [0-9a-f-]{36}$/,
      );
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'PAYMENT_GATEWAY_ERROR',
        gateway: 'stripe',
      });
      const kept = await api.db
        .selectFrom('saved_card')
        .select('id')
        .where('account_user_id', '=', rider.id)
        .execute();
      expect(kept).toEqual([]);
    });
  });

  describe('createReservation on a Stripe card', () => {
    const countOf = async (table: 'reservation' | 'payment_hold') =>
      Number(
        (
          await api.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('holds the trip’s total on the card with manual capture, and keeps the hold', async () => {
      const rider = await signedInRider(api);
      const { cardId, customerId, paymentMethodId } = await saveStripeCard(rider);
      const trip = await tripInput(api);
      const quote = await quoteFor(api, trip, rider.headers);
      const res = await book(
        api,
        { trip, ...quote, payment: { savedPaymentId: cardId } },
        rider.headers,
      );
      expect(res.errors).toBeUndefined();
      const created = res.data!.createReservation;
      expect(created).toMatchObject({
        status: 'BOOKED',
        totalPriceInMinorUnits: quote.expectedAmountInMinorUnits,
        payment: { cardBrand: 'VISA', lastDigits: '4242' },
      });

      const [call, ...more] = stripe
        .requestsTo('POST', '/v1/payment_intents')
        .filter((request) => request.form.payment_method === paymentMethodId);
      expect(more).toEqual([]);
      expect(call?.form).toMatchObject({
        amount: String(quote.expectedAmountInMinorUnits),
        currency: 'usd',
        customer: customerId,
        capture_method: 'manual',
        confirm: 'true',
        off_session: 'true',
      });
      expect(call?.idempotencyKey).toMatch(/^reservation:demo:/);
      expect(call?.stripeAccount).toBe(CONNECTED_ACCOUNT);

      const hold = await api.db
        .selectFrom('payment_hold')
        .select(['gateway', 'reference', 'amount_minor', 'status'])
        .where('reservation_id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(hold).toMatchObject({
        gateway: 'stripe',
        amount_minor: quote.expectedAmountInMinorUnits,
        status: 'held',
      });
      expect(stripe.paymentIntents.get(hold.reference)).toMatchObject({
        status: 'requires_capture',
        amount_capturable: quote.expectedAmountInMinorUnits,
      });
    });

    it('books nothing when Stripe declines the card, and says what Stripe said', async () => {
      const rider = await signedInRider(api);
      const { cardId } = await saveStripeCard(rider, { ...VISA, decline: INSUFFICIENT_FUNDS });
      const trip = await tripInput(api);
      const quote = await quoteFor(api, trip, rider.headers);
      const before = {
        reservations: await countOf('reservation'),
        holds: await countOf('payment_hold'),
      };
      const res = await book(
        api,
        { trip, ...quote, payment: { savedPaymentId: cardId } },
        rider.headers,
      );
      expect(res.errors?.[0]).toMatchObject({
        message: 'Payment gateway error: - Your card has insufficient funds.',
        extensions: { code: 'PAYMENT_GATEWAY_ERROR', gateway: 'stripe' },
      });
      expect(await countOf('reservation')).toBe(before.reservations);
      expect(await countOf('payment_hold')).toBe(before.holds);
      const booked = await api.db
        .selectFrom('reservation')
        .select('id')
        .where('account_user_id', '=', rider.id)
        .execute();
      expect(booked).toEqual([]);
    });
  });

  describe('when Stripe cannot be reached', () => {
    const countOf = async (table: 'reservation') =>
      Number(
        (
          await api.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const MONEY = `{ capturedMinor refundedMinor }`;
    const CAPTURE = `mutation ($id: ID!) { captureRide(reservationId: $id) ${MONEY} }`;
    const VOID = `mutation ($id: ID!) { voidRide(reservationId: $id) ${MONEY} }`;
    const REFUND = `mutation ($input: RefundRideInput!) { refundRide(input: $input) ${MONEY} }`;

    /** A ride booked on the rider's Stripe card while Stripe answered, then set to `status`. */
    async function bookedRide(
      rider: { headers: Record<string, string> },
      cardId: string,
      status: string,
    ) {
      const trip = await tripInput(api);
      const quote = await quoteFor(api, trip, rider.headers);
      const res = await book(
        api,
        { trip, ...quote, payment: { savedPaymentId: cardId } },
        rider.headers,
      );
      expect(res.errors).toBeUndefined();
      const { id } = res.data!.createReservation;
      await api.db.updateTable('reservation').set({ status }).where('id', '=', id).execute();
      return id;
    }

    /** The answer every path gives: the gateway's error, with the text that says to try again. */
    function expectTryAgain(res: { errors?: { message: string; extensions?: object }[] }) {
      expect(res.errors?.[0]).toMatchObject({
        message: PAYMENT_SERVICE_UNREACHABLE_MESSAGE,
        extensions: { code: 'PAYMENT_GATEWAY_ERROR', gateway: 'stripe', retryable: true },
      });
    }

    it('answers PAYMENT_GATEWAY_ERROR with a retry message on every path, and keeps nothing', async () => {
      const admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const rider = await signedInRider(api);
      const { cardId, customerId } = await saveStripeCard(rider);
      const toCapture = await bookedRide(rider, cardId, 'COMPLETED');
      const toVoid = await bookedRide(rider, cardId, 'CANCELLED');
      const toRefund = await bookedRide(rider, cardId, 'COMPLETED');
      expect((await api.gql(CAPTURE, { id: toRefund }, admin)).errors).toBeUndefined();
      const newcomer = await signedInRider(api);
      const guest = { cookie: await passHumanCheck(api) };
      const paymentMethodId = stripe.attachCard(customerId, VISA);
      const trip = await tripInput(api);
      const quote = await quoteFor(api, trip, rider.headers);
      const reservationsBefore = await countOf('reservation');

      stripe.setUnreachable(true);
      try {
        const calls: [string, () => Promise<{ errors?: { message: string }[] }>][] = [
          [
            'getStripeCustomerId',
            () => api.gql(CUSTOMER_ID, { coid: 'demo', gatewayId }, newcomer.headers),
          ],
          [
            'getStripeCustomerId (guest)',
            () => api.gql(CUSTOMER_ID, { coid: 'demo', gatewayId }, guest),
          ],
          [
            'getStripeSetupIntent',
            () => api.gql(SETUP_INTENT, { coid: 'demo', customerId }, rider.headers),
          ],
          [
            'createNewSavedPayment',
            () =>
              api.gql(
                ADD_CARD,
                { input: { coid: 'demo', ...stripeCardInput(paymentMethodId, customerId) } },
                rider.headers,
              ),
          ],
          [
            'createReservation',
            () => book(api, { trip, ...quote, payment: { savedPaymentId: cardId } }, rider.headers),
          ],
          ['captureRide', () => api.gql(CAPTURE, { id: toCapture }, admin)],
          ['voidRide', () => api.gql(VOID, { id: toVoid }, admin)],
          [
            'refundRide',
            () =>
              api.gql(
                REFUND,
                { input: { reservationId: toRefund, idempotencyKey: 'refund-unreachable' } },
                admin,
              ),
          ],
        ];
        for (const [operation, call] of calls) {
          const res = await call();
          expect(res.errors?.[0]?.message, operation).toBe(PAYMENT_SERVICE_UNREACHABLE_MESSAGE);
          expectTryAgain(res);
        }
      } finally {
        stripe.setUnreachable(false);
      }
      expect(await countOf('reservation')).toBe(reservationsBefore);
      // Stripe may have held after all: that booking's release stays due, to ask Stripe again.
      const { token } = await api.db
        .selectFrom('saved_card')
        .select('token')
        .where('id', '=', cardId)
        .executeTakeFirstOrThrow();
      const pending = await api.db
        .selectFrom('hold_release')
        .select('id')
        .where('card_token', '=', token)
        .where('status', '=', 'pending')
        .execute();
      expect(pending).toHaveLength(1);
      const cards = await api.db
        .selectFrom('saved_card')
        .select('token')
        .where('account_user_id', '=', rider.id)
        .execute();
      expect(cards.map((card) => card.token)).not.toContain(paymentMethodId);
      // Once Stripe answers again, the same operations go through.
      const captured = await api.gql<{ captureRide: { capturedMinor: number } }>(
        CAPTURE,
        { id: toCapture },
        admin,
      );
      expect(captured.errors).toBeUndefined();
      expect(captured.data!.captureRide.capturedMinor).toBeGreaterThan(0);
    });
  });
});

describe.each(databaseKinds())('a Stripe gateway without STRIPE_SECRET_KEY on %s', (kind) => {
  const api = useTestApi(kind);
  let gatewayId: number;
  beforeAll(async () => {
    gatewayId = await addStripeGateway(api);
  });
  beforeEach(() => clearRateLimits(api));

  it('answers that the stripe payment gateway is not configured', async () => {
    const rider = await signedInRider(api);
    const res = await api.gql(CUSTOMER_ID, { coid: 'demo', gatewayId }, rider.headers);
    expect(res.errors?.[0]).toMatchObject({
      message: 'The stripe payment gateway is not configured',
      extensions: { code: 'PAYMENT_GATEWAY_ERROR', gateway: 'stripe' },
    });
  });
});
