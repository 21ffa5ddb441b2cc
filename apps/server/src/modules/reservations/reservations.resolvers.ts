import type { GraphQLContext } from '../../graphql/context.ts';
import { IDEMPOTENCY_HEADER } from '../../graphql/idempotency.ts';
import { createReservation } from './reservations.service.ts';
import { updateReservation } from './update-reservation.ts';

export const reservationsResolvers = {
  Mutation: {
    createReservation: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      createReservation(ctx, args.input, new Date(), ctx.request.headers.get(IDEMPOTENCY_HEADER)),
    updateReservation: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      updateReservation(ctx, args.input, new Date(), ctx.request.headers.get(IDEMPOTENCY_HEADER)),
  },
};
