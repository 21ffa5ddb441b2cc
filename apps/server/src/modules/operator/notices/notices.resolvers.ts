import type { GraphQLContext } from '../../../graphql/context.ts';
import { requireStaff } from '../../auth/index.ts';
import {
  noticeAccount,
  removeSmsAccount,
  updateFreeWaitingTime,
  updateSmsAccount,
} from './notice-account.service.ts';
import { noticeSettings, rideMessages, updateNoticeSetting } from './notice-settings.service.ts';

const ADMIN = ['admin'] as const;

export const noticesResolvers = {
  Query: {
    noticeAccount: (_: unknown, __: unknown, ctx: GraphQLContext) =>
      noticeAccount(ctx, requireStaff(ctx, ADMIN)),
    noticeSettings: (_: unknown, __: unknown, ctx: GraphQLContext) =>
      noticeSettings(ctx, requireStaff(ctx, ADMIN)),
    rideMessages: (_: unknown, args: { reservationId: string }, ctx: GraphQLContext) =>
      rideMessages(ctx, requireStaff(ctx, ['admin', 'dispatcher']), args.reservationId),
  },
  Mutation: {
    updateNoticeSetting: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      updateNoticeSetting(ctx, requireStaff(ctx, ADMIN), args.input, new Date()),
    updateSmsAccount: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      updateSmsAccount(ctx, requireStaff(ctx, ADMIN), args.input, new Date()),
    removeSmsAccount: (_: unknown, __: unknown, ctx: GraphQLContext) =>
      removeSmsAccount(ctx, requireStaff(ctx, ADMIN)),
    updateFreeWaitingTime: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      updateFreeWaitingTime(ctx, requireStaff(ctx, ADMIN), args.input),
  },
};
