import { randomUUID } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from '@ride/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import {
  bearer,
  buildRider,
  PROFILE,
  clearRateLimits,
  signInAs,
  type BuiltRider,
} from '../auth/auth.test-helpers.ts';
import { DUPLICATE_EMAIL_MESSAGE } from '../auth/account.service.ts';
import { passHumanCheck, sandboxCard } from '../payments/payments.test-helpers.ts';
import { pickupIn, stops } from '../rates/rates.test-helpers.ts';
import { book, quoteFor, savedCardId, tripInput } from './reservations.test-helpers.ts';
import { sentToRider } from '../notifications/notices.test-helpers.ts';

const GUEST = {
  firstName: 'Gale',
  lastName: 'Guest',
  phoneNumber: '(212) 555-0134',
  phoneNumberCountryCode: 'us',
};

describe.each(databaseKinds())('createReservation on %s', (kind) => {
  const api = useTestApi(kind);
  let owner: BuiltRider;
  let headers: Record<string, string>;
  let cardId: string;
  beforeAll(async () => {
    owner = await buildRider(api);
    headers = bearer((await signInAs(api, owner.email, owner.password)).accessToken);
    cardId = await savedCardId(api, headers);
  });
  beforeEach(() => clearRateLimits(api));

  const counts = async () => ({
    reservations: Number(
      (
        await api.db
          .selectFrom('reservation')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    holds: Number(
      (
        await api.db
          .selectFrom('sandbox_hold')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'held')
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  /** A guest's card, tokenized on a page opened after the human check, and the pass cookie. */
  async function guestCard(number: string = SANDBOX_TEST_CARDS.approved[0]) {
    const cookie = await passHumanCheck(api);
    const { anti_forgery_token, ...card } = await sandboxCard(api, { cookie }, number);
    return { cookie, card: { ...card, anti_forgery_token } };
  }

  it('books a signed-in rider’s trip on a saved card: priced lines, a hold and a mail', async () => {
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, headers);
    const res = await book(
      api,
      { trip, ...quote, driverNotes: '  Two bags  ', payment: { savedPaymentId: cardId } },
      headers,
    );
    expect(res.errors).toBeUndefined();
    const created = res.data!.createReservation;
    expect(created).toMatchObject({
      status: 'BOOKED',
      currencyCode: 'USD',
      totalPriceInMinorUnits: quote.expectedAmountInMinorUnits,
      payment: { cardBrand: 'VISA', lastDigits: '1111' },
      accountCreated: false,
    });
    expect(created.confirmationNumber).toMatch(/^\d{6,}$/);
    expect(created.rates.reduce((sum, line) => sum + line.totalValueInMinorUnits, 0)).toBe(
      quote.expectedAmountInMinorUnits,
    );

    const stored = await api.db
      .selectFrom('reservation')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      company_id: 'demo',
      account_user_id: owner.id,
      confirmation_number: created.confirmationNumber,
      status: 'BOOKED',
      total_minor: quote.expectedAmountInMinorUnits,
      driver_notes: 'Two bags',
      card_last_digits: '1111',
      saved_card_id: cardId,
      is_guest: false,
    });
    expect(stored.rate_lines.map((line) => line.valueInMinorUnits)).toEqual(
      created.rates.map((line) => line.totalValueInMinorUnits),
    );
    expect(stored.route.map((stop) => stop.name)).toEqual(['Grand Central', 'The Plaza']);

    const hold = await api.db
      .selectFrom('payment_hold')
      .innerJoin('sandbox_hold', 'sandbox_hold.id', 'payment_hold.reference')
      .select(['payment_hold.status', 'payment_hold.amount_minor', 'sandbox_hold.status as held'])
      .where('reservation_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(hold).toEqual({
      status: 'held',
      amount_minor: quote.expectedAmountInMinorUnits,
      held: 'held',
    });

    const [mail] = await sentToRider(api, created.id, 'email');
    expect(mail).toMatchObject({ kind: 'booked', recipient: owner.email });
    expect(mail!.body).toContain(created.confirmationNumber);
    expect(mail!.body).toContain(`/tracking?id=${created.id}&td=${stored.share_hash}`);
  });

  it('books on a new card and keeps its billing address on the profile when asked', async () => {
    const rider = await buildRider(api);
    const riderHeaders = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
    const profileAddress = async () =>
      (
        (await api.gql(PROFILE, { coid: 'demo' }, riderHeaders)).data as {
          getUserProfile: { address: { line1: string; postalCode: string } | null };
        }
      ).getUserProfile.address;
    const before = await profileAddress();
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, riderHeaders);
    const bookOnNewCard = async (saveAsDefaultBillingAddress: boolean) => {
      const card = await sandboxCard(api, riderHeaders, SANDBOX_TEST_CARDS.approved[0]);
      const answer = await book(
        api,
        { trip, ...quote, payment: { card: { ...card, saveAsDefaultBillingAddress } } },
        riderHeaders,
      );
      expect(answer.errors).toBeUndefined();
    };
    await bookOnNewCard(false);
    expect(await profileAddress()).toEqual(before);
    await bookOnNewCard(true);
    expect(await profileAddress()).toMatchObject({ line1: '768 5th Ave', postalCode: '10019' });
  });

  it('numbers confirmations one after another in each company', async () => {
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, headers);
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await book(api, { trip, ...quote, payment: { savedPaymentId: cardId } }, headers);
      numbers.push(Number(res.data!.createReservation.confirmationNumber));
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[1]! + 1);
  });

  it('makes one reservation and one hold from 50 concurrent taps with one key', async () => {
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, headers);
    const before = await counts();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        book(api, { trip, ...quote, payment: { savedPaymentId: cardId } }, headers, key),
      ),
    );
    const ids = new Set(answers.map((res) => res.data?.createReservation.id));
    expect(answers.every((res) => res.errors === undefined)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await counts()).toEqual({
      reservations: before.reservations + 1,
      holds: before.holds + 1,
    });
  });

  it('refuses a tampered or stale amount with the price it would charge, and keeps nothing', async () => {
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, headers);
    const before = await counts();
    const res = await book(
      api,
      {
        trip,
        ...quote,
        expectedAmountInMinorUnits: quote.expectedAmountInMinorUnits - 1_000,
        payment: { savedPaymentId: cardId },
      },
      headers,
    );
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      amountInMinorUnits: quote.expectedAmountInMinorUnits,
    });
    expect(res.errors?.[0]?.message).toBe(
      `The price of this trip is now $${(quote.expectedAmountInMinorUnits / 100).toFixed(2)}`,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a pickup inside the creation lead time and a vehicle that does not fit', async () => {
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, headers);
    const soon = await book(
      api,
      { trip: { ...trip, ...pickupIn(0.25) }, ...quote, payment: { savedPaymentId: cardId } },
      headers,
    );
    expect(soon.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const crowd = await book(
      api,
      { trip: { ...trip, totalPassengers: 12 }, ...quote, payment: { savedPaymentId: cardId } },
      headers,
    );
    expect(crowd.errors?.[0]).toMatchObject({
      message: 'This vehicle is not offered for this trip or does not fit the party',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('never lets a rider book on another rider’s or another company’s card', async () => {
    const thief = await buildRider(api);
    const thiefHeaders = bearer((await signInAs(api, thief.email, thief.password)).accessToken);
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip, thiefHeaders);
    const before = await counts();
    for (const savedPaymentId of [cardId, randomUUID(), 'not-a-card']) {
      const res = await book(api, { trip, ...quote, payment: { savedPaymentId } }, thiefHeaders);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // A guest cannot name a saved card either.
    const { cookie } = await guestCard();
    const asGuest = await book(
      api,
      {
        trip,
        ...quote,
        payment: { savedPaymentId: cardId },
        guest: { ...GUEST, emailAddress: 'gale@example.test' },
      },
      { cookie },
    );
    expect(asGuest.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // An acme rider's token is nobody at demo: acme's card ids mean nothing there.
    const acmeRider = await buildRider(api, { companyId: 'acme' });
    const acmeToken = (await signInAs(api, acmeRider.email, acmeRider.password, 'acme'))
      .accessToken;
    const acmeTrip = await book(
      api,
      { trip, ...quote, payment: { savedPaymentId: cardId } },
      bearer(acmeToken),
    );
    expect(acmeTrip.status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  describe('as a guest', () => {
    it('books on a new card and registers an account with the booking', async () => {
      const { cookie, card } = await guestCard(SANDBOX_TEST_CARDS.approved[1]);
      const trip = await tripInput(api);
      const quote = await quoteFor(api, trip);
      const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
      const res = await book(
        api,
        {
          trip,
          ...quote,
          payment: { card },
          guest: { ...GUEST, emailAddress: email },
          password: 'Guest!Rider2026',
        },
        { cookie },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.createReservation).toMatchObject({
        accountCreated: true,
        payment: { cardBrand: 'MASTER_CARD', lastDigits: '4444', nameOnCard: 'Dana Rider' },
      });
      const account = await api.db
        .selectFrom('account_user')
        .select(['id', 'first_name', 'phone'])
        .where('company_id', '=', 'demo')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(account).toMatchObject({ first_name: 'Gale', phone: '+12125550134' });
      const stored = await api.db
        .selectFrom('reservation')
        .select(['account_user_id', 'is_guest', 'passenger_phone'])
        .where('id', '=', res.data!.createReservation.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        account_user_id: account.id,
        is_guest: false,
        passenger_phone: '+12125550134',
      });
      // The new account signs in with the password given at checkout.
      const signedIn = await signInAs(api, email, 'Guest!Rider2026');
      expect(signedIn.accessToken).toBeTruthy();

      // The same e-mail cannot register twice.
      const again = await guestCard();
      const duplicate = await book(
        api,
        {
          trip,
          ...quote,
          payment: { card: again.card },
          guest: { ...GUEST, emailAddress: email.toUpperCase() },
          password: 'Guest!Rider2026',
        },
        { cookie: again.cookie },
      );
      expect(duplicate.errors?.[0]).toMatchObject({
        message: DUPLICATE_EMAIL_MESSAGE,
        extensions: { code: 'CONFLICT' },
      });
    });

    it('books without registering, and keeps the passenger’s details on the ride only', async () => {
      const { cookie, card } = await guestCard();
      const trip = await tripInput(api, { route: [stops.jfk, stops.plaza] });
      const quote = await quoteFor(api, trip);
      const res = await book(
        api,
        {
          trip,
          ...quote,
          payment: { card },
          // The guest wants no texts about the ride (decision 78).
          guest: { ...GUEST, emailAddress: 'walk-in@example.test', textUpdates: false },
          flightDetails: { airlineCode: 'aa', flightNumber: 'aa100', meetOption: 'INSIDE' },
        },
        { cookie },
      );
      expect(res.errors).toBeUndefined();
      const told = await sentToRider(api, res.data!.createReservation.id);
      expect(told.map((m) => [m.kind, m.channel, m.recipient])).toEqual([
        ['booked', 'email', 'walk-in@example.test'],
      ]);
      const stored = await api.db
        .selectFrom('reservation')
        .select([
          'account_user_id',
          'is_guest',
          'passenger_email',
          'flight_details',
          'notice_channels',
        ])
        .where('id', '=', res.data!.createReservation.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        account_user_id: null,
        is_guest: true,
        passenger_email: 'walk-in@example.test',
        notice_channels: { trip: { email: true, sms: false, push: true } },
        flight_details: { airlineCode: 'AA', flightNumber: 'AA100', meetOption: 'INSIDE' },
      });
    });

    it('asks a guest without a pass to take the human check (gateway code 999)', async () => {
      const { card } = await guestCard();
      const trip = await tripInput(api);
      const quote = await quoteFor(api, trip);
      const res = await book(api, {
        trip,
        ...quote,
        payment: { card },
        guest: { ...GUEST, emailAddress: 'bot@example.test' },
      });
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'HUMAN_CHECK_REQUIRED',
        gatewayCode: 999,
      });
    });

    it.each([
      [{ phoneNumber: '555' }, 'guest.phoneNumber', 'Not a valid phone number'],
      [{ phoneNumber: '020 7946 0958' }, 'guest.phoneNumber', 'Not a valid phone number'],
      [{ emailAddress: 'not-an-email' }, 'guest.emailAddress', undefined],
      [{ firstName: ' ' }, 'guest.firstName', undefined],
    ])('refuses guest details %j (%s)', async (change, field, message) => {
      const { cookie, card } = await guestCard();
      const trip = await tripInput(api);
      const quote = await quoteFor(api, trip);
      const before = await counts();
      const res = await book(
        api,
        {
          trip,
          ...quote,
          payment: { card },
          guest: { ...GUEST, emailAddress: 'g@example.test', ...change },
        },
        { cookie },
      );
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      if (message) expect(res.errors?.[0]?.message).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it('accepts a number of the chosen country, a landline included', async () => {
      const { cookie, card } = await guestCard();
      const trip = await tripInput(api);
      const quote = await quoteFor(api, trip);
      const res = await book(
        api,
        {
          trip,
          ...quote,
          payment: { card },
          guest: {
            ...GUEST,
            emailAddress: 'london@example.test',
            phoneNumber: '020 7946 0958',
            phoneNumberCountryCode: 'gb',
          },
        },
        { cookie },
      );
      expect(res.errors).toBeUndefined();
    });

    it.each([
      [
        SANDBOX_TEST_CARDS.declined,
        'Payment gateway error: - Your card was declined.',
        'Payment gateway error: - Su tarjeta fue rechazada.',
      ],
      [
        SANDBOX_TEST_CARDS.cvcFails,
        'Payment gateway error: - The CVV field is invalid.',
        'Payment gateway error: - El código CVV no es válido.',
      ],
      [
        SANDBOX_TEST_CARDS.expired,
        'Payment gateway error: - Your card has expired.',
        'Payment gateway error: - Su tarjeta ha caducado.',
      ],
    ])(
      'refuses card %s with the gateway’s words and keeps nothing',
      async (number, message, spanish) => {
        const { cookie, card } = await guestCard(number);
        const trip = await tripInput(api);
        const quote = await quoteFor(api, trip);
        const before = await counts();
        const input = {
          trip,
          ...quote,
          payment: { card },
          guest: { ...GUEST, emailAddress: 'declined@example.test' },
        };
        const res = await book(api, input, { cookie });
        expect(res.errors?.[0]).toMatchObject({
          message,
          extensions: { code: 'PAYMENT_GATEWAY_ERROR', gateway: 'fs' },
        });
        // A Spanish phone reads the gateway's sentence in Spanish, in the frame the app parses.
        const inSpanish = await book(api, input, { cookie, 'accept-language': 'es' });
        expect(inSpanish.errors?.[0]).toMatchObject({
          message: spanish,
          extensions: { code: 'PAYMENT_GATEWAY_ERROR', gateway: 'fs' },
        });
        expect(await counts()).toEqual(before);
      },
    );
  });
});
