import { guestNoticeChoice } from '@ride/domain';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Viewer } from '../../core/actor.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict } from '../../core/errors.ts';
import { newCancelSecret } from '../../crypto/cancel-secret.ts';
import { insertAccount, updateAccountAddress } from '../auth/index.ts';
import {
  atGateway,
  companyGateway,
  holdDurably,
  releaseUnkeptHold,
  resumableHoldKey,
} from '../payments/index.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import { priceTrip } from '../rates/index.ts';
import { bookedUnderKey } from './booking-key.ts';
import { insertBooking, nextConfirmationNumber } from './reservations.repository.ts';
import { chosenQuote, tripColumns, takePromoUse, reservationAnswer } from './booked-trip.ts';
import { cardOf } from './booking-card.ts';
import { bookingLanguageOf } from './booking-language.ts';
import { riderOf } from './booking-rider.ts';
import {
  reservationInputSchema,
  requestBookingOf,
  type ReservationsDeps,
} from './booking-request.ts';

/**
 * createReservation: prices the trip again (a different amount than the rider saw is CONFLICT),
 * holds the amount on the card, then keeps the reservation, its hold and the confirmation mail
 * in one transaction. A hold whose reservation was not kept is released, even after a crash.
 * Run once per Idempotency-Key (the GraphQL plugin); the booking keeps its key (`requestKey`), so
 * the request run again after a crash answers the ride it booked, and one key books one ride
 * (decision 69).
 */
export async function createReservation(
  ctx: ReservationsDeps,
  /** The signed-in rider, or null for a guest. */
  signedIn: Viewer | null,
  rawInput: unknown,
  now: Date,
  requestKey: string | null = null,
) {
  const input = parseOrRefuse(reservationInputSchema, rawInput);
  const booking = requestBookingOf(signedIn, input, requestKey);
  const booked =
    booking && (await bookedUnderKey(ctx.db, booking.companyId, booking.key, booking.registers));
  if (booked) return booked;
  const priced = await priceTrip({ ...ctx, viewer: signedIn }, input.trip);
  const { company } = priced;
  const language = bookingLanguageOf(company, input.language, ctx.acceptLanguage);
  const chosen = chosenQuote(priced, input.vehicleTypeId, input.expectedAmountInMinorUnits);
  const total = chosen.quote.amount;
  const rider = await riderOf(ctx, signedIn, priced, input);
  const charged = await cardOf(ctx, signedIn, priced, input, rider, now);
  const { row, gateway } = await companyGateway(ctx, company, charged.paymentGatewayId);
  // The gateway call holds once per key, its network retries included. Under the request's key a
  // run after a crash asks with the dead run's key, and gets its hold back rather than a second
  // one; a hold released after a failure is not asked for again (resumableHoldKey). The hold is
  // durable (decision 51): should this process die before the booking is kept, it is released.
  const id = randomUUID();
  const holdKey = booking
    ? await resumableHoldKey(
        ctx.db,
        {
          companyId: company.id,
          base: `reservation:${company.id}:${booking.key}`,
          reservationId: id,
        },
        now,
      )
    : `reservation:${company.id}:${randomUUID()}`;
  if (holdKey === null) {
    // Another run of this request kept its booking since this one looked: that is the answer.
    const earlier =
      booking && (await bookedUnderKey(ctx.db, company.id, booking.key, booking.registers));
    if (earlier) return earlier;
    throw conflict('This booking was already made');
  }
  const hold = await atGateway('reservation', () =>
    holdDurably(
      ctx,
      { companyId: company.id, paymentGatewayId: row.id, gateway, reservationId: id },
      {
        card: charged.card,
        amountMinor: total,
        currencyCode: company.currency_code,
        idempotencyKey: holdKey,
        description: `${company.name} ride`,
      },
      now,
    ),
  );

  // A signed-in rider who ticked "Add this address to my Profile…" keeps it with the booking.
  const newCard = input.payment.card;
  const profileAddress =
    signedIn && newCard?.saveAsDefaultBillingAddress ? newCard.billingAddress : null;
  const shareHash = randomBytes(16).toString('base64url');
  // A guest without an account cancels by a second secret, mailed with the booking only
  // (decision 79): its hash is kept with the ride, the secret rides with the notice to the mail.
  const guestCancel = rider.accountId === null && !rider.registration ? newCancelSecret() : null;
  try {
    const confirmationNumber = await nextConfirmationNumber(ctx.db, company.id);
    const store = async (db: Db) => {
      const accountId = rider.registration
        ? await insertAccount(db, {
            company_id: company.id,
            email: rider.email,
            password_hash: rider.registration.passwordHash,
            first_name: rider.firstName,
            last_name: rider.lastName,
            phone: rider.phone,
            created_at: now,
            updated_at: now,
            password_changed_at: now,
          })
        : rider.accountId;
      await insertBooking(db, {
        reservation: {
          id,
          company_id: company.id,
          confirmation_number: confirmationNumber,
          account_user_id: accountId,
          ...tripColumns(priced, chosen, input),
          currency_code: company.currency_code,
          currency_symbol: company.currency_symbol,
          is_guest: accountId === null,
          passenger_first_name: rider.firstName,
          passenger_last_name: rider.lastName,
          passenger_email: rider.email,
          passenger_phone: rider.phone,
          payment_gateway_id: charged.paymentGatewayId,
          saved_card_id: charged.savedCardId,
          card_brand: charged.brand,
          card_last_digits: charged.card.lastDigits,
          card_name: charged.nameOnCard,
          card_token: charged.card.token,
          card_customer_id: charged.card.customerId,
          share_hash: shareHash,
          guest_cancel_hash: guestCancel?.hash ?? null,
          // A guest's channels, as chosen at checkout (decision 78); a rider's are their own.
          notice_channels: input.guest
            ? JSON.stringify(guestNoticeChoice(input.guest.textUpdates ?? true))
            : null,
          // One ride per key (a unique index): a second run of the request keeps nothing.
          request_key: booking?.key ?? null,
          language,
          created_at: now,
          updated_at: now,
        },
        hold: {
          company_id: company.id,
          reservation_id: id,
          payment_gateway_id: row.id,
          gateway: gateway.kind,
          reference: hold.reference,
          amount_minor: total,
          currency_code: company.currency_code,
          status: 'held',
          created_at: now,
          updated_at: now,
        },
        keptHold: hold,
        now,
        ...(guestCancel ? { noticeFacts: { guestCancelSecret: guestCancel.secret } } : {}),
      });
      if (profileAddress && accountId) {
        await updateAccountAddress(db, { companyId: company.id, accountId }, profileAddress, now);
      }
    };
    // The booking is one statement; a guest who registers, a rider's new profile address, or a
    // use of a promo code, is kept with it in one transaction.
    if (rider.registration || profileAddress || priced.promotion) {
      await ctx.db.transaction().execute(async (trx) => {
        await takePromoUse(trx, priced);
        await store(trx);
      });
    } else await store(ctx.db);
    ctx.jobs?.wake();
    await ctx.rideChanges?.rideChanged(company.id, id);
    return reservationAnswer({
      id,
      shareHash,
      confirmationNumber,
      status: 'BOOKED',
      company,
      chosen,
      payment: {
        cardBrand: charged.brand,
        lastDigits: charged.card.lastDigits,
        nameOnCard: charged.nameOnCard,
      },
      accountCreated: rider.registration !== null,
    });
  } catch (error) {
    // Nothing was kept: the hold must not stay on the rider's card. (A hold that another run of
    // this request kept, asked for under the same key, stays: releasing never voids a kept hold.)
    await releaseUnkeptHold(ctx, hold, now);
    // Another run of the same request kept its ride first: that ride is this run's answer.
    if (booking && isUniqueViolation(error)) {
      const earlier = await bookedUnderKey(ctx.db, company.id, booking.key, booking.registers);
      if (earlier) return earlier;
    }
    throw error;
  }
}
