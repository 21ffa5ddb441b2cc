import type { GraphQLContext } from '../../../graphql/context.ts';
import { requireStaff } from '../../auth/viewer.ts';
import { daySummary, daySummaryCsv } from './day-summary.ts';
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
  },
  Mutation: {
    captureRide(_: unknown, { reservationId }: Id, ctx: GraphQLContext) {
      return captureRide(ctx, requireStaff(ctx, DESK), reservationId, new Date());
    },
    voidRide(_: unknown, { reservationId }: Id, ctx: GraphQLContext) {
      return voidRide(ctx, requireStaff(ctx, DESK), reservationId, new Date());
    },
    chargeCancellationFee(_: unknown, { reservationId }: Id, ctx: GraphQLContext) {
      return chargeCancellationFee(ctx, requireStaff(ctx, DESK), reservationId, new Date());
    },
    refundRide(
      _: unknown,
      { input }: { input: Parameters<typeof refundRide>[2] },
      ctx: GraphQLContext,
    ) {
      return refundRide(ctx, requireStaff(ctx, ADMIN), input);
    },
  },
};
