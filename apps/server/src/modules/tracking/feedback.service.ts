import {
  customTipProblem,
  formatPrice,
  fromMinorUnits,
  isRideCompleted,
  isTipPercent,
  RATING_STARS,
  tipInMinorUnits,
} from '@ride/domain';
import { z } from 'zod';
import { requireSameCompany, type Viewer } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { appError, notFound } from '../../core/errors.ts';
import { type CompanyRow, findCompany } from '../company/index.ts';
import {
  atGateway,
  companyGateway,
  holdDurably,
  lockRide,
  markHoldKept,
  releaseUnkeptHold,
} from '../payments/index.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import { insertHold } from '../reservations/index.ts';
import { findOwnTrip, tripFeedback, type TripRow } from '../rides/index.ts';
import { claimFeedback, findFeedback } from './feedback.repository.ts';

export type FeedbackDeps = Pick<Deps, 'db' | 'config' | 'logger' | 'rideChanges'>;

const feedbackSchema = z.object({
  coid: z.string().nullish(),
  reservationId: z.string(),
  tipPercent: z.number().refine(isTipPercent, 'tipPercent must be 10, 15 or 20, or none').nullish(),
  customTip: z
    .object({ amountInMinorUnits: z.number(), currencyCode: z.string().max(3) })
    .nullish(),
  rating: z
    .number()
    .int('rating must be a whole number of stars')
    .min(1, `rating must be from 1 to ${RATING_STARS} stars`)
    .max(RATING_STARS, `rating must be from 1 to ${RATING_STARS} stars`),
});

type FeedbackInput = z.infer<typeof feedbackSchema>;

const tipRefusal = (reason: string, message: string, extra: Record<string, unknown> = {}) =>
  appError('BAD_USER_INPUT', message, { field: 'customTip', reason, ...extra });

/**
 * The tip in minor units: the chosen percent of the trip total (the domain's rule), or the
 * rider's own amount once it passes the domain's checks; none is 0.
 */
function tipOf(input: FeedbackInput, ride: TripRow): number {
  const custom = input.customTip;
  if (!custom) return tipInMinorUnits(ride.total_minor, input.tipPercent ?? null);
  if (input.tipPercent != null) {
    throw tipRefusal('TIP_CHOICE_CONFLICT', 'Choose a tip percent or an amount, not both.');
  }
  const problem = customTipProblem(
    { amountMinor: custom.amountInMinorUnits, currencyCode: custom.currencyCode },
    { totalMinor: ride.total_minor, currencyCode: ride.currency_code },
    (minor) => formatPrice(fromMinorUnits(minor), ride.currency_symbol, ride.currency_code),
  );
  if (!problem) return custom.amountInMinorUnits;
  // The largest tip, for the message in the rider's language (error-language.ts).
  const maximum =
    problem.reason === 'TIP_TOO_LARGE'
      ? {
          maximumMinor: ride.total_minor,
          currencySymbol: ride.currency_symbol,
          currencyCode: ride.currency_code,
        }
      : {};
  throw tipRefusal(problem.reason, problem.message, maximum);
}

/**
 * Holds the tip on the ride's card, beside the ride's own hold, durably (decision 51): a hold that
 * no feedback keeps is released. The gateway key names the ride and the amount, so asking again
 * for the same tip (a retry after a failure, a concurrent submit) gives back the same hold.
 */
async function holdTip(
  ctx: FeedbackDeps,
  company: CompanyRow,
  ride: TripRow,
  tipMinor: number,
  now: Date,
) {
  const { row, gateway } = await companyGateway(ctx, company, ride.payment_gateway_id);
  const hold = await atGateway('reservation', () =>
    holdDurably(
      ctx,
      { companyId: company.id, paymentGatewayId: row.id, gateway, reservationId: ride.id },
      {
        card: { token: ride.card_token, customerId: ride.card_customer_id },
        amountMinor: tipMinor,
        currencyCode: ride.currency_code,
        idempotencyKey: `trip-tip:${company.id}:${ride.id}:${tipMinor}`,
        description: `${company.name} ride #${ride.confirmation_number} tip`,
      },
      now,
    ),
  );
  return { ...hold, paymentGatewayId: row.id, gateway: gateway.kind };
}

/**
 * submitTripFeedback: the rider's tip (10, 15 or 20 percent of the trip total, an amount of their
 * own up to the trip total, or none) and
 * 1–5 star rating for their completed ride (spec part 2 §2, post-trip), stored once. The tip is
 * held on the ride's card first (a refusal stores nothing), then the feedback and the tip's hold
 * are kept in one transaction. A retry, or a second submit, answers the stored feedback and holds
 * nothing more (decision 48).
 */
export async function submitTripFeedback(
  ctx: FeedbackDeps,
  viewer: Viewer,
  rawInput: unknown,
  now: Date,
) {
  const input = parseOrRefuse(feedbackSchema, rawInput);
  requireSameCompany(viewer, input.coid);
  const ride = await findOwnTrip(ctx, viewer, input.reservationId);
  // Checked before the stored answer: a refused tip is refused on every try.
  const tipMinor = tipOf(input, ride);
  if (ride.feedback_at) return tripFeedback(ride);
  if (!isRideCompleted(ride.status)) {
    throw appError(
      'CONFLICT',
      'This ride is not completed yet: a tip and rating can be left once it is.',
      { reason: 'RIDE_NOT_COMPLETED' },
    );
  }
  const company = await findCompany(ctx.db, ride.company_id);
  if (!company) throw notFound('Trip');
  const hold = tipMinor > 0 ? await holdTip(ctx, company, ride, tipMinor, now) : null;

  // A failure here leaves the hold to its durable release: a retry of the same tip within the
  // grace period gets it back from the gateway and keeps it (decisions 48 and 51).
  // Under the ride's lock (decision 68): a capture deciding what is due sees the tip and its hold
  // together, or neither.
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    await lockRide(trx, company.id, ride.id);
    const kept = await claimFeedback(trx, {
      companyId: company.id,
      reservationId: ride.id,
      accountId: viewer.userId,
      tipMinor,
      rating: input.rating,
      now,
    });
    if (kept && hold) {
      // Fires the payment_hold trigger: the ledger's authorised row for the tip's hold.
      await insertHold(trx, {
        company_id: company.id,
        reservation_id: ride.id,
        payment_gateway_id: hold.paymentGatewayId,
        gateway: hold.gateway,
        reference: hold.reference,
        amount_minor: tipMinor,
        currency_code: ride.currency_code,
        status: 'held',
        created_at: now,
        updated_at: now,
      });
      await markHoldKept(trx, hold, now).execute();
    }
    return kept;
  });
  if (claimed) {
    await ctx.rideChanges?.rideChanged(company.id, ride.id);
    return tripFeedback({ ...ride, tip_minor: tipMinor, rating: input.rating });
  }
  // A concurrent submit stored its feedback first. The same tip was the same hold, which it
  // kept; another amount was a hold of its own, released here.
  const stored = await findFeedback(ctx.db, company.id, ride.id);
  if (hold && stored.tip_minor !== tipMinor) await releaseUnkeptHold(ctx, hold, now);
  else if (hold) await markHoldKept(ctx.db, hold, now).execute();
  return tripFeedback(stored);
}
