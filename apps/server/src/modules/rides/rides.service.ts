// Over 300 lines: a rider's rides end to end, the list, one ride by owner or link, and its cancel by the rider or by a guest's mailed secret, which share the cancel itself (decision 79).
import { timingSafeEqual } from 'node:crypto';
import {
  cancelNotAllowedMessage,
  confirmationSearch,
  IN_PROGRESS_STATUSES,
  isRideCancellable,
  isRideUnderWay,
  PAST_STATUSES,
  RIDER_CANCELLABLE_STATUSES,
  startOfZonedDate,
  UPCOMING_STATUSES,
  zonedDateOf,
} from '@ride/domain';
import { z } from 'zod';
import type { Viewer } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { appError, notFound, unauthenticated } from '../../core/errors.ts';
import { type CompanyRow, findCompany } from '../company/index.ts';
import {
  cancellationFeeAt,
  captureFeeAtOnce,
  findCancellationFee,
  insertCancellationFee,
} from '../operator/money/index.ts';
import { raiseRideNotice } from '../notifications/index.ts';
import { giveUpHolds, lockRide, releaseAtOnce } from '../payments/index.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import { cancelSecretMatches } from '../../crypto/cancel-secret.ts';
import {
  findTrip,
  isCancelledByStaff,
  listTrips,
  markCancelled,
  recordRiderCancel,
  type TripRow,
} from './rides.repository.ts';
import { toTrip } from './trip.ts';

export type RidesDeps = Pick<Deps, 'db' | 'config' | 'logger' | 'rideChanges'>;

/** Trip history page size (spec part 2 §9). */
export const TRIP_HISTORY_PAGE_SIZE = 50;

export const tripHistorySchema = z.object({
  coid: z.string().nullish(),
  first: z.number().int().min(1).max(TRIP_HISTORY_PAGE_SIZE),
  after: z.number().int().min(0).max(100_000),
  pageIndex: z.number().int().min(1).nullish(),
  reservationStatus: z.enum(['CUSTOM', 'COMPLETED']),
  customStateDefinitions: z.array(z.enum(['upcoming', 'in_progress'])).nullish(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date as YYYY-MM-DD')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'from must be a real date')
    .nullish(),
  sortOrder: z.enum(['ASC', 'DESC']).nullish(),
  passengerId: z.string().nullish(),
  searchIn: z.enum(['ConfirmationNumber']).nullish(),
  searchFor: z
    .string()
    .trim()
    .max(20)
    .regex(/^\d*$/, 'Search by digits of a confirmation number')
    .nullish(),
});

export type TripHistoryInput = z.infer<typeof tripHistorySchema>;

async function companyOf(ctx: RidesDeps, companyId: string): Promise<CompanyRow> {
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw notFound('Company');
  return company;
}

/** getTripHistory: a page of the signed-in rider's upcoming or past trips. */
export async function getTripHistory(
  ctx: RidesDeps,
  viewer: Viewer,
  input: TripHistoryInput,
  now: Date,
) {
  // Another rider's id answers as an unknown one.
  if (input.passengerId && input.passengerId !== viewer.userId) throw notFound('Passenger');
  const company = await companyOf(ctx, viewer.companyId);
  const upcoming = input.reservationStatus === 'CUSTOM';
  const states = input.customStateDefinitions?.length
    ? input.customStateDefinitions
    : (['upcoming', 'in_progress'] as const);
  const statuses = upcoming
    ? [
        ...(states.includes('upcoming') ? UPCOMING_STATUSES : []),
        ...(states.includes('in_progress') ? IN_PROGRESS_STATUSES : []),
      ]
    : PAST_STATUSES;
  const from = input.from ?? zonedDateOf(now, company.time_zone);
  const order = input.sortOrder ?? (upcoming ? 'ASC' : 'DESC');
  const limit = input.first;
  const rows = await listTrips(ctx.db, {
    companyId: company.id,
    accountId: viewer.userId,
    statuses,
    pickupFrom: upcoming ? startOfZonedDate(from, company.time_zone) : null,
    order: order === 'ASC' ? 'asc' : 'desc',
    confirmationPrefix: confirmationSearch(input.searchFor),
    // One more than a page tells whether another page follows.
    limit: limit + 1,
    offset: input.after,
  });
  const page = rows.slice(0, limit);
  return {
    pageInfo: {
      hasNextPage: rows.length > limit,
      endCursor: input.after + page.length,
      pageIndex: input.pageIndex ?? Math.floor(input.after / limit) + 1,
    },
    edges: page.map((row) => ({ node: toTrip(row, company, { shared: false, now }) })),
  };
}

/** The arguments that name a ride to read: getTripDetails, getTripLocations, getDriverLocation. */
export const rideAccessSchema = z.object({
  id: z.string(),
  hash: z.string().max(200).nullish(),
  coid: z.string().nullish(),
});

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * One of the signed-in rider's own rides, or NOT_FOUND: an unknown id, another rider's ride and
 * another company's ride answer alike.
 */
export async function findOwnTrip(
  ctx: Pick<RidesDeps, 'db'>,
  viewer: Viewer,
  id: string,
): Promise<TripRow> {
  const row = isUuid(id) ? await findTrip(ctx.db, viewer.companyId, id) : undefined;
  if (!row || row.account_user_id !== viewer.userId) throw notFound('Trip');
  return row;
}

function sameSecret(given: string, kept: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What deciding access needs of a ride. */
interface AccessibleRide {
  account_user_id: string | null;
  share_hash: string;
}

export interface RideAccess {
  id: string;
  hash?: string | null | undefined;
  coid?: string | null | undefined;
}

/**
 * The ride a request may read: with a hash (a shared link's td), the ride whose hash matches, no
 * sign-in needed; otherwise the signed-in rider's own ride (`reader`, which the resolver signed in
 * unless a hash was given). Whatever does not match is NOT_FOUND, like an unknown id. `find` reads
 * the ride by id, within a company when one is given.
 */
export async function findAccessibleRide<Row extends AccessibleRide>(
  reader: Viewer | null,
  access: RideAccess,
  find: (companyId: string | null, id: string) => Promise<Row | undefined>,
): Promise<{ row: Row; shared: boolean }> {
  if (access.hash != null) {
    const row = isUuid(access.id) ? await find(access.coid ?? null, access.id) : undefined;
    if (!row || !sameSecret(access.hash, row.share_hash)) throw notFound('Trip');
    return { row, shared: true };
  }
  if (!reader) throw unauthenticated();
  const row = isUuid(access.id) ? await find(reader.companyId, access.id) : undefined;
  if (!row || row.account_user_id !== reader.userId) throw notFound('Trip');
  return { row, shared: false };
}

/**
 * getTripDetails: with a hash (a shared link's td), that one ride read only, no sign-in needed;
 * otherwise the signed-in rider's own ride. Whatever does not match is NOT_FOUND, like an unknown id.
 */
export async function getTripDetails(
  ctx: RidesDeps,
  reader: Viewer | null,
  access: RideAccess,
  now: Date,
) {
  const { row, shared } = await findAccessibleRide(reader, access, (companyId, id) =>
    findTrip(ctx.db, companyId, id),
  );
  return toTrip(row, await companyOf(ctx, row.company_id), { shared, now });
}

const cancelSchema = z.object({ id: z.string() });

/**
 * Releases the ride's holds on the card: under the ride's lock each is given up once, with its
 * release queued in the same statement, then voided at once; one the gateway cannot void now is
 * retried by the job runner (decisions 51 and 68).
 */
async function releaseHolds(ctx: RidesDeps, companyId: string, reservationId: string, now: Date) {
  const released = await ctx.db.transaction().execute(async (trx) => {
    await lockRide(trx, companyId, reservationId);
    return giveUpHolds(trx, { companyId, reservationId, requestedBy: null }, now);
  });
  await releaseAtOnce(ctx, released, now);
}

/**
 * Marks the ride cancelled and, when the company's rule charges for a cancel now, writes the fee
 * it owes in the same transaction (decision 63); false when the ride was no longer one the rider
 * may cancel (its driver set off meanwhile, or it was over).
 */
function cancelRide(
  ctx: RidesDeps,
  company: CompanyRow,
  row: TripRow,
  riderId: string | null,
  now: Date,
) {
  const feeMinor = cancellationFeeAt(company, row, now);
  return ctx.db.transaction().execute(async (trx) => {
    // The status is checked again in the update: a driver who set off meanwhile keeps the ride.
    if (!(await markCancelled(trx, company.id, row.id, RIDER_CANCELLABLE_STATUSES, now))) {
      return false;
    }
    // The dispatcher's ride page lists who cancelled, with every other change of status.
    await recordRiderCancel(trx, company.id, row, riderId);
    // A ride billed by invoice has no card to take the fee from: the company bills it.
    const charged = feeMinor > 0 && row.payment_type === 'CreditCard' ? feeMinor : 0;
    if (charged > 0) {
      const fee = { companyId: company.id, reservationId: row.id, amountMinor: charged, now };
      await insertCancellationFee(trx, fee);
    }
    await raiseRideNotice(trx, {
      companyId: company.id,
      reservationId: row.id,
      kind: 'cancelled',
      facts: { cancelledBy: 'rider', feeMinor: charged },
    });
    return true;
  });
}

/**
 * Why the rider may not cancel the ride as it is now: CONFLICT with the text of spec part 2 §8 and
 * the phone to call. A ride under way says so (RIDE_UNDER_WAY): only the dispatcher ends it.
 */
function cancelRefusal(company: CompanyRow, status: string) {
  const phone = company.support_phone || company.phone1;
  const underWay = isRideUnderWay(status);
  return appError('CONFLICT', cancelNotAllowedMessage(phone), {
    reason: underWay ? 'RIDE_UNDER_WAY' : 'CANCEL_NOT_ALLOWED_ONLINE',
    phone,
    ...(underWay ? { status } : {}),
  });
}

/**
 * cancelBooking: cancels the signed-in rider's ride when the cancellation rule allows it (spec
 * part 2 §5): never once its driver is on the way. A free cancel releases the ride's hold; inside
 * the company's fee window the fee is captured from the hold instead and the rest released
 * (CLARIFICATIONS 8, decision 63). A repeated cancel answers true again and charges nothing more;
 * whatever the gateway refused now is retried in the background, and the cancel stands.
 */
export async function cancelBooking(ctx: RidesDeps, viewer: Viewer, rawInput: unknown, now: Date) {
  const { id } = parseOrRefuse(cancelSchema, rawInput);
  const row = await findOwnTrip(ctx, viewer, id);
  return cancelFoundRide(ctx, row, viewer.userId, now);
}

export const guestCancelSchema = z.object({
  id: z.string().max(100),
  coid: z.string().min(1).max(100),
  cancelSecret: z.string().min(1, 'cancelSecret is required').max(200),
});

/**
 * A guest's ride in the named company whose mailed cancel secret (decision 79) is `cancelSecret`;
 * anything else (an unknown id, another company's ride, a rider's ride, a wrong secret, the share
 * hash) is NOT_FOUND, as an unknown ride.
 */
async function findGuestRide(ctx: Pick<RidesDeps, 'db'>, rawInput: unknown): Promise<TripRow> {
  const input = parseOrRefuse(guestCancelSchema, rawInput);
  const row = isUuid(input.id) ? await findTrip(ctx.db, input.coid, input.id) : undefined;
  if (!row || !cancelSecretMatches(input.cancelSecret, row.guest_cancel_hash)) {
    throw notFound('Trip');
  }
  return row;
}

/**
 * getGuestCancellation: whether the guest may cancel now, and what it would cost (the rider's
 * rule and fee, spec part 2 §5 and CLARIFICATIONS 8), for a guest who holds the mailed secret.
 */
export async function getGuestCancellation(ctx: RidesDeps, rawInput: unknown, now: Date) {
  const row = await findGuestRide(ctx, rawInput);
  const trip = toTrip(row, await companyOf(ctx, row.company_id), { shared: false, now });
  return {
    isCancellable: trip.isCancellable,
    cancellationFeeInMinorUnits: trip.cancellationFeeInMinorUnits,
    cancelPhone: trip.cancelPhone,
  };
}

/**
 * cancelGuestBooking: a guest cancels their ride by the secret mailed with the booking (decision
 * 79), under the rules, fees and answers of cancelBooking.
 */
export async function cancelGuestBooking(ctx: RidesDeps, rawInput: unknown, now: Date) {
  const row = await findGuestRide(ctx, rawInput);
  return cancelFoundRide(ctx, row, null, now);
}

/**
 * Cancels a ride its rider (`riderId`; null for a guest by the mailed secret) may cancel: the
 * cancellation rule, the fee, the release and the answers of cancelBooking.
 */
async function cancelFoundRide(ctx: RidesDeps, row: TripRow, riderId: string | null, now: Date) {
  const company = await companyOf(ctx, row.company_id);
  if (row.status !== 'CANCELLED') {
    const ride = { status: row.status, pickupAt: new Date(row.scheduled_pickup_at) };
    const allowed =
      isRideCancellable(ride, company.reservation_cancellation_lead_time_minutes, now) &&
      (await cancelRide(ctx, company, row, riderId, now));
    if (!allowed) {
      // A concurrent cancel may have won the race: that is this cancel's answer too. A driver
      // who set off meanwhile made it a ride the rider cannot cancel.
      const current = await findTrip(ctx.db, company.id, row.id);
      if (current?.status !== 'CANCELLED') {
        throw cancelRefusal(company, current?.status ?? row.status);
      }
    }
  }
  // A ride the dispatcher cancelled (a rider's cancel racing theirs, or one sent afterwards) is
  // settled by the dispatcher under the company's rule: the rider's cancel releases nothing.
  if (await isCancelledByStaff(ctx.db, company.id, row.id)) return true;
  const fee = await findCancellationFee(ctx.db, company.id, row.id);
  // The hold a fee is owed from is kept until the fee is taken from it.
  if (fee) await captureFeeAtOnce(ctx, fee, now);
  else await releaseHolds(ctx, company.id, row.id, now);
  await ctx.rideChanges?.rideChanged(company.id, row.id);
  return true;
}
