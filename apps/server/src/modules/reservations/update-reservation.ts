import { isExclusionViolation } from '../../db/errors.ts';
import { randomUUID } from 'node:crypto';
import { changeNotAllowedMessage, isRideModifiable } from '@ride/domain';
import { z } from 'zod';
import type { Viewer } from '../../core/actor.ts';
import { appError, notFound } from '../../core/errors.ts';
import { type CompanyRow, findCompany } from '../company/index.ts';
import {
  atGateway,
  companyGateway,
  giveUpHolds,
  holdDurably,
  type HoldReleaseRow,
  markHoldKept,
  releaseAtOnce,
  releaseUnkeptHold,
} from '../payments/index.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import { raiseRideNotice } from '../notifications/index.ts';
import { priceTrip } from '../rates/index.ts';
import {
  findHeldHolds,
  findOwnReservation,
  insertHold,
  updateBookedTrip,
} from './reservations.repository.ts';
import { reservationInputSchema, type ReservationsDeps } from './booking-request.ts';
import { chosenQuote, reservationAnswer, takePromoUse, tripColumns } from './booked-trip.ts';

const updateSchema = reservationInputSchema
  .pick({
    trip: true,
    vehicleTypeId: true,
    expectedAmountInMinorUnits: true,
    driverNotes: true,
    flightDetails: true,
  })
  .extend({ id: z.string() });

function changeNotAllowed(company: CompanyRow) {
  const phone = company.support_phone || company.phone1;
  return appError('CONFLICT', changeNotAllowedMessage(phone), {
    reason: 'CHANGE_NOT_ALLOWED_ONLINE',
    phone,
  });
}

/**
 * updateReservation: the signed-in rider changes their booked ride while the modification rule
 * allows it (spec part 2 §5). The trip is priced again exactly as a booking is (a total other than
 * the one the rider was shown is CONFLICT with the new amount). When the total changes, the new
 * amount is held on the same card first, and the old hold is released once the change is kept;
 * when the change cannot be kept, the new hold is released instead, so the ride is always covered
 * by exactly one hold. Run once per Idempotency-Key (the GraphQL plugin).
 */
export async function updateReservation(
  ctx: ReservationsDeps,
  viewer: Viewer,
  rawInput: unknown,
  now: Date,
  /** The request's Idempotency-Key, which the gateway's hold key carries (null without one). */
  idempotencyKey: string | null,
) {
  const input = parseOrRefuse(updateSchema, rawInput);
  const ride = z.uuid().safeParse(input.id).success
    ? await findOwnReservation(ctx.db, viewer.companyId, viewer.userId, input.id)
    : undefined;
  if (!ride) throw notFound('Trip');
  const company = await findCompany(ctx.db, ride.company_id);
  if (!company) throw notFound('Trip');
  const booked = { status: ride.status, pickupAt: new Date(ride.scheduled_pickup_at) };
  if (!isRideModifiable(booked, company.reservation_modification_lead_time_minutes, now)) {
    throw changeNotAllowed(company);
  }
  const priced = await priceTrip({ ...ctx, viewer }, input.trip, {
    keptPromoCode: ride.promo_code,
  });
  // The trip is priced by the company it names; a ride is only ever changed within its own.
  if (priced.company.id !== company.id) throw notFound('Trip');
  const chosen = chosenQuote(priced, input.vehicleTypeId, input.expectedAmountInMinorUnits);
  const total = chosen.quote.amount;

  const held = await findHeldHolds(ctx.db, company.id, ride.id);
  const keepsHold = held.length === 1 && held[0]?.amount_minor === total;
  const { row: gatewayRow, gateway } = await companyGateway(ctx, company, ride.payment_gateway_id);
  const requestKey = idempotencyKey ?? 'none';
  const newHold = keepsHold
    ? null
    : await atGateway('reservation', () =>
        holdDurably(
          ctx,
          {
            companyId: company.id,
            paymentGatewayId: gatewayRow.id,
            gateway,
            reservationId: ride.id,
          },
          {
            card: { token: ride.card_token, customerId: ride.card_customer_id },
            amountMinor: total,
            currencyCode: company.currency_code,
            idempotencyKey: `reservation-change:${company.id}:${requestKey}:${randomUUID()}`,
            description: `${company.name} ride #${ride.confirmation_number}`,
          },
          now,
        ),
      );

  const columns = tripColumns(priced, chosen, input);
  let released: HoldReleaseRow[] = [];
  try {
    released = await ctx.db.transaction().execute(async (trx) => {
      const kept = await updateBookedTrip(
        trx,
        { companyId: company.id, id: ride.id, readAt: new Date(ride.updated_at) },
        {
          ...columns,
          currency_code: company.currency_code,
          currency_symbol: company.currency_symbol,
          updated_at: now,
        },
      );
      if (!kept) {
        throw appError('CONFLICT', 'This ride changed meanwhile. Please open it again.', {
          reason: 'RIDE_CHANGED',
        });
      }
      // A code new to this ride takes a use of its limit, as a booking does.
      if (priced.promotion && priced.promotion.code !== ride.promo_code) {
        await takePromoUse(trx, priced);
      }
      // updateBookedTrip took the ride's lock: what it holds now is what the change replaces.
      // Without a new hold, the change relies on the one hold it read, which must still stand.
      const live = await findHeldHolds(trx, company.id, ride.id);
      if (!newHold && !(live.length === 1 && live[0]?.amount_minor === total)) {
        throw appError('CONFLICT', 'This ride changed meanwhile. Please open it again.', {
          reason: 'RIDE_CHANGED',
        });
      }
      // The replaced hold is given up, and its release queued, only if the change is kept.
      const claimed = newHold
        ? await giveUpHolds(
            trx,
            { companyId: company.id, reservationId: ride.id, requestedBy: null },
            now,
          )
        : [];
      if (newHold) {
        // Fires the payment_hold trigger: the ledger's authorised row for the new hold.
        await insertHold(trx, {
          company_id: company.id,
          reservation_id: ride.id,
          payment_gateway_id: gatewayRow.id,
          gateway: gateway.kind,
          reference: newHold.reference,
          amount_minor: total,
          currency_code: company.currency_code,
          status: 'held',
          created_at: now,
          updated_at: now,
        });
        await markHoldKept(trx, newHold, now).execute();
      }
      await raiseRideNotice(trx, {
        companyId: company.id,
        reservationId: ride.id,
        kind: 'changed',
        changeKey: `changed:${now.getTime()}`,
      });
      return claimed;
    });
  } catch (error) {
    // The change was not kept: the new hold must not stay on the rider's card.
    if (newHold) await releaseUnkeptHold(ctx, newHold, now);
    // The ride's driver or car is booked for another ride at the new time (migration 0042).
    if (isExclusionViolation(error)) {
      throw appError(
        'CONFLICT',
        'Your chauffeur is booked for another ride at that time. Please choose another time or call us.',
        { reason: 'DRIVER_BUSY' },
      );
    }
    throw error;
  }
  ctx.jobs?.wake();
  // The replaced hold is released now; one the gateway cannot release now is released by the job
  // runner's retries, and the change itself stands.
  await releaseAtOnce(ctx, released, now);
  await ctx.rideChanges?.rideChanged(company.id, ride.id);

  return reservationAnswer({
    id: ride.id,
    shareHash: ride.share_hash,
    confirmationNumber: ride.confirmation_number,
    status: ride.status,
    company,
    chosen,
    payment: {
      cardBrand: ride.card_brand,
      lastDigits: ride.card_last_digits,
      nameOnCard: ride.card_name,
    },
    accountCreated: false,
  });
}
