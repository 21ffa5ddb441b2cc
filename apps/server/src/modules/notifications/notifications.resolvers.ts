import type { GraphQLContext } from '../../graphql/context.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import { requireViewer } from '../auth/index.ts';
import {
  noticePreferences,
  preferencesSchema,
  subscribeToPush,
  unsubscribeFromPush,
  updateNoticePreferences,
} from './preferences.service.ts';

/** A signed-in rider subscribes their device; without a sign-in, a guest names their ride. */
const riderOrGuest = (ctx: GraphQLContext, coid: unknown) =>
  ctx.viewer ? requireViewer(ctx, typeof coid === 'string' ? coid : null) : null;

export const notificationsResolvers = {
  Query: {
    noticePreferences: (_: unknown, args: { coid?: string | null }, ctx: GraphQLContext) =>
      noticePreferences(ctx, requireViewer(ctx, args.coid)),
    pushPublicKey: (_: unknown, __: unknown, ctx: GraphQLContext) =>
      ctx.config.vapid?.publicKey ?? null,
  },
  Mutation: {
    updateNoticePreferences: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) => {
      const input = parseOrRefuse(preferencesSchema, args.input);
      return updateNoticePreferences(ctx, requireViewer(ctx, input.coid), input);
    },
    subscribeToPush: (_: unknown, args: { input: { coid?: unknown } }, ctx: GraphQLContext) =>
      subscribeToPush(ctx, riderOrGuest(ctx, args.input?.coid), args.input),
    unsubscribeFromPush: (_: unknown, args: { input: { coid?: unknown } }, ctx: GraphQLContext) =>
      unsubscribeFromPush(ctx, riderOrGuest(ctx, args.input?.coid), args.input),
  },
};
