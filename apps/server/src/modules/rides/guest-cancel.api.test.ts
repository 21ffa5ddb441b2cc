import { SANDBOX_TEST_CARDS } from '@ride/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { newCancelSecret } from '../../crypto/cancel-secret.ts';
import { clearRateLimits } from '../auth/auth.test-helpers.ts';
import { sentToRider } from '../notifications/notices.test-helpers.ts';
import { passHumanCheck, sandboxCard } from '../payments/payments.test-helpers.ts';
import { book, quoteFor, tripInput } from '../reservations/reservations.test-helpers.ts';
import { buildReservation, TRIP_DETAILS } from './rides.test-helpers.ts';

const GUEST_CANCELLATION = /* GraphQL */ `
  query getGuestCancellation($input: GuestCancelInput!) {
    getGuestCancellation(input: $input) {
      isCancellable
      cancellationFeeInMinorUnits
      cancelPhone
    }
  }
`;

const CANCEL_GUEST_BOOKING = /* GraphQL */ `
  mutation cancelGuestBooking($input: GuestCancelInput!) {
    cancelGuestBooking(input: $input)
  }
`;

const FEE_MINOR = 2_500;

describe.each(databaseKinds())('a guest’s cancel by the mailed secret on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));
  afterEach(() => setCompany({ lead: 240, feeFromHours: null }));

  /** The demo company's cancellation lead time, and a fixed fee inside `feeFromHours` of pickup. */
  const setCompany = ({
    lead,
    feeFromHours,
  }: {
    lead: number | null;
    feeFromHours: number | null;
  }) =>
    api.db
      .updateTable('company')
      .set({
        reservation_cancellation_lead_time_minutes: lead,
        cancellation_fee_rule:
          feeFromHours === null
            ? null
            : JSON.stringify({
                freeUntilHoursBeforePickup: feeFromHours,
                lateCancellationFee: { kind: 'FIXED', amountMinor: FEE_MINOR },
                noShowFee: null,
              }),
      })
      .where('id', '=', 'demo')
      .execute();

  const cancel = (input: Record<string, unknown>) =>
    api.gql<{ cancelGuestBooking: boolean }>(CANCEL_GUEST_BOOKING, { input });
  const terms = (input: Record<string, unknown>) =>
    api.gql<{
      getGuestCancellation: {
        isCancellable: boolean;
        cancellationFeeInMinorUnits: number | null;
        cancelPhone: string;
      };
    }>(GUEST_CANCELLATION, { input });
  const rideOf = (id: string) =>
    api.db
      .selectFrom('reservation')
      .select(['status', 'share_hash', 'guest_cancel_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** Books as a guest through createReservation and reads the secret from the booking mail. */
  async function bookAsGuest(email: string) {
    const cookie = await passHumanCheck(api);
    const card = await sandboxCard(api, { cookie }, SANDBOX_TEST_CARDS.approved[0]);
    const trip = await tripInput(api);
    const quote = await quoteFor(api, trip);
    const guest = {
      firstName: 'Gail',
      lastName: 'Guest',
      emailAddress: email,
      phoneNumber: '(212) 555-0155',
      phoneNumberCountryCode: 'us',
    };
    const res = await book(api, { trip, ...quote, payment: { card }, guest }, { cookie });
    expect(res.errors).toBeUndefined();
    const id = res.data!.createReservation.id;
    const mails = await sentToRider(api, id, 'email');
    const booked = mails.find((m) => m.kind === 'booked');
    const secret = /#cancel=([\w-]+)/.exec(booked?.body ?? '')?.[1];
    if (!secret) throw new Error('The booking mail has no cancel link');
    return { id, secret, booked: booked! };
  }

  describe('getGuestCancellation and cancelGuestBooking', () => {
    it('refuse input without an id, a company or a secret, and a bad secret with BAD_USER_INPUT', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      for (const input of [
        { coid: 'demo', cancelSecret: 'x' },
        { id, cancelSecret: 'x' },
        { id, coid: 'demo' },
      ]) {
        expect((await cancel(input)).errors).toBeDefined();
      }
      for (const cancelSecret of ['', 'x'.repeat(201)]) {
        const input = { id, coid: 'demo', cancelSecret };
        expect((await cancel(input)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect((await terms(input)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    });

    it('mails the secret to the guest alone: hashed on the ride, out of the notice, the shared view and the staff’s copy', async () => {
      const { id, secret, booked } = await bookAsGuest('gail.mail@example.test');
      expect(booked.recipient).toBe('gail.mail@example.test');
      expect(booked.html_body).toContain(`#cancel=${secret}`);
      expect(booked.body).toContain('/shared-ride?');
      const ride = await rideOf(id);
      expect(ride.guest_cancel_hash).toBeTruthy();
      expect(ride.guest_cancel_hash).not.toContain(secret);
      expect(ride.share_hash).not.toBe(secret);
      // The notice kept nothing of it once the mail was written.
      const notices = await api.db
        .selectFrom('ride_notice')
        .select('facts')
        .where('reservation_id', '=', id)
        .execute();
      expect(JSON.stringify(notices)).not.toContain(secret);
      // The read-only view by the share hash does not carry it.
      const shared = await api.gql(TRIP_DETAILS, { id, hash: ride.share_hash, coid: 'demo' });
      expect(shared.errors).toBeUndefined();
      expect(JSON.stringify(shared.data)).not.toContain(secret);
      // The dispatcher's list of what was sent blanks it.
      const { withoutCancelSecret } = await import('../notifications/index.ts');
      expect(withoutCancelSecret(booked.body)).not.toContain(secret);
      expect(withoutCancelSecret(booked.body)).toContain('#cancel=…');
    });

    it('cancels with the right secret once, however often it is sent, releasing the hold once', async () => {
      const { id, secret } = await bookAsGuest('gail.once@example.test');
      const input = { id, coid: 'demo', cancelSecret: secret };
      const before = await terms(input);
      expect(before.errors).toBeUndefined();
      expect(before.data!.getGuestCancellation).toMatchObject({
        isCancellable: true,
        cancellationFeeInMinorUnits: 0,
      });

      const [first, second] = await Promise.all([cancel(input), cancel(input)]);
      expect(first.data?.cancelGuestBooking).toBe(true);
      expect(second.data?.cancelGuestBooking).toBe(true);
      expect((await cancel(input)).data?.cancelGuestBooking).toBe(true);
      expect((await rideOf(id)).status).toBe('CANCELLED');

      const changes = await api.db
        .selectFrom('reservation_status_change')
        .select(['to_status', 'account_user_id', 'staff_user_id'])
        .where('reservation_id', '=', id)
        .execute();
      expect(changes).toEqual([
        { to_status: 'CANCELLED', account_user_id: null, staff_user_id: null },
      ]);
      const holds = await api.db
        .selectFrom('payment_hold')
        .select('status')
        .where('reservation_id', '=', id)
        .execute();
      expect(holds.map((h) => h.status)).toEqual(['voided']);
      const told = await sentToRider(api, id, 'email');
      expect(told.filter((m) => m.kind === 'cancelled')).toHaveLength(1);
      // A cancelled ride is no longer one to cancel.
      expect((await terms(input)).data?.getGuestCancellation.isCancellable).toBe(false);
    });

    it('refuses a wrong secret, the share hash, another company and a rider’s ride as NOT_FOUND', async () => {
      const { id, secret } = await bookAsGuest('gail.wrong@example.test');
      const { share_hash } = await rideOf(id);
      const kept = newCancelSecret();
      const acme = await buildReservation(api, {
        company_id: 'acme',
        guest_cancel_hash: kept.hash,
      });
      const riders = await buildReservation(api, { guest_cancel_hash: null });
      for (const input of [
        { id, coid: 'demo', cancelSecret: `${secret.slice(0, -1)}x` },
        { id, coid: 'demo', cancelSecret: share_hash },
        { id, coid: 'acme', cancelSecret: secret },
        { id: acme.id, coid: 'demo', cancelSecret: kept.secret },
        { id: riders.id, coid: 'demo', cancelSecret: riders.share_hash },
        { id: 'not-a-ride', coid: 'demo', cancelSecret: secret },
      ]) {
        expect((await cancel(input)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        expect((await terms(input)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
      expect((await rideOf(id)).status).toBe('BOOKED');
      expect((await rideOf(acme.id)).status).toBe('BOOKED');
      expect((await rideOf(riders.id)).status).toBe('BOOKED');
      // Named in its own company, the acme ride answers to its secret (acme's own rules apply).
      const own = await terms({ id: acme.id, coid: 'acme', cancelSecret: kept.secret });
      expect(own.errors).toBeUndefined();
      expect(own.data?.getGuestCancellation.cancelPhone).toBeTruthy();
    });

    it('follows the company’s cancellation lead time as a rider’s cancel does', async () => {
      await setCompany({ lead: 240, feeFromHours: null });
      const kept = newCancelSecret();
      const inside = await buildReservation(api, { inMinutes: 235, guest_cancel_hash: kept.hash });
      const input = { id: inside.id, coid: 'demo', cancelSecret: kept.secret };
      expect((await terms(input)).data?.getGuestCancellation).toMatchObject({
        isCancellable: false,
        cancellationFeeInMinorUnits: null,
      });
      const refused = await cancel(input);
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'CANCEL_NOT_ALLOWED_ONLINE',
      });
      expect(refused.errors?.[0]?.message).toMatch(/^Unfortunately this ride cannot be cancelled/);
      expect((await rideOf(inside.id)).status).toBe('BOOKED');

      const outsideSecret = newCancelSecret();
      const outside = await buildReservation(api, {
        inMinutes: 245,
        guest_cancel_hash: outsideSecret.hash,
      });
      const allowed = await cancel({
        id: outside.id,
        coid: 'demo',
        cancelSecret: outsideSecret.secret,
      });
      expect(allowed.data?.cancelGuestBooking).toBe(true);
    });

    it('names and takes the company’s late-cancel fee as a rider’s cancel does', async () => {
      await setCompany({ lead: 240, feeFromHours: 48 });
      const { id, secret } = await bookAsGuest('gail.fee@example.test');
      const input = { id, coid: 'demo', cancelSecret: secret };
      expect((await terms(input)).data?.getGuestCancellation.cancellationFeeInMinorUnits).toBe(
        FEE_MINOR,
      );
      expect((await cancel(input)).data?.cancelGuestBooking).toBe(true);
      const fees = await api.db
        .selectFrom('cancellation_fee_capture')
        .select('amount_minor')
        .where('reservation_id', '=', id)
        .execute();
      expect(fees).toEqual([{ amount_minor: FEE_MINOR }]);
    });
  });
});
