import type { GraphQLContext } from '../../../graphql/context.ts';
import { requireStaff } from '../../auth/index.ts';
import { daySummary, daySummaryCsv } from './day-summary.ts';
import { autoCaptureMinutes, setAutoCaptureMinutes } from './auto-capture.ts';
import { moneyCsv } from './money-csv.ts';
import { moneySummary } from './money-summary.ts';
import {
  captureRide,
  chargeCancellationFee,
  refundRide,
  reservationLedger,
  voidRide,
} from './money.service.ts';

const ADMIN = ['admin'] as const;
const DESK = ['admin', 'dispatcher'] as const;

type Id = { reservationId: string };
type Range = { from: string; to: string };

/**
 * Runs a money operation, then tells the live boards about the ride: also when it failed half
 * way, since a capture of several holds may have moved some money before the gateway refused.
 */
async function announced<T>(
  ctx: GraphQLContext,
  companyId: string,
  reservationId: string,
  operation: Promise<T>,
): Promise<T> {
  try {
    return await operation;
  } finally {
    await ctx.rideChanges?.rideChanged(companyId, reservationId);
  }
}

export const moneyResolvers = {
  Query: {
    reservationLedger(_: unknown, { reservationId }: Id, ctx: GraphQLContext) {
      return reservationLedger(ctx, requireStaff(ctx, DESK), reservationId);
    },
    moneyDaySummary(_: unknown, { date }: { date: string }, ctx: GraphQLContext) {
      return daySummary(ctx.db, requireStaff(ctx, ADMIN).companyId, date);
    },
    moneyDaySummaryCsv(_: unknown, { date }: { date: string }, ctx: GraphQLContext) {
      return daySummaryCsv(ctx.db, requireStaff(ctx, ADMIN).companyId, date);
    },
    autoCaptureMinutes(_: unknown, _args: unknown, ctx: GraphQLContext) {
      return autoCaptureMinutes(ctx, requireStaff(ctx, ADMIN));
    },
    moneySummary(_: unknown, range: Range, ctx: GraphQLContext) {
      return moneySummary(ctx.db, requireStaff(ctx, ADMIN).companyId, range.from, range.to);
    },
    moneyCsv(_: unknown, range: Range, ctx: GraphQLContext) {
      return moneyCsv(ctx.db, requireStaff(ctx, ADMIN).companyId, range.from, range.to);
    },
  },
  Mutation: {
    captureRide(_: unknown, { reservationId }: Id, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, DESK);
      const change = captureRide(ctx, staff, reservationId, new Date());
      return announced(ctx, staff.companyId, reservationId, change);
    },
    voidRide(_: unknown, { reservationId }: Id, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, DESK);
      const change = voidRide(ctx, staff, reservationId, new Date());
      return announced(ctx, staff.companyId, reservationId, change);
    },
    chargeCancellationFee(_: unknown, { reservationId }: Id, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, DESK);
      const change = chargeCancellationFee(ctx, staff, reservationId, new Date());
      return announced(ctx, staff.companyId, reservationId, change);
    },
    setAutoCaptureMinutes(_: unknown, args: { minutes?: number | null }, ctx: GraphQLContext) {
      return setAutoCaptureMinutes(ctx, requireStaff(ctx, ADMIN), args.minutes ?? null);
    },
    refundRide(
      _: unknown,
      { input }: { input: Parameters<typeof refundRide>[2] },
      ctx: GraphQLContext,
    ) {
      const staff = requireStaff(ctx, ADMIN);
      const change = refundRide(ctx, staff, input, new Date());
      return announced(ctx, staff.companyId, input.reservationId, change);
    },
  },
};
