import type { GraphQLContext } from '../../graphql/context.ts';
import { IDEMPOTENCY_HEADER } from '../../graphql/idempotency.ts';
import { requireViewer } from '../auth/index.ts';
import { createReservation } from './reservations.service.ts';
import { updateReservation } from './update-reservation.ts';

export const reservationsResolvers = {
  Mutation: {
    // A guest books too: the rider is whoever the request signed in, or nobody.
    createReservation: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      createReservation(
        ctx,
        ctx.viewer,
        args.input,
        new Date(),
        ctx.request.headers.get(IDEMPOTENCY_HEADER),
      ),
    updateReservation: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      updateReservation(
        ctx,
        requireViewer(ctx),
        args.input,
        new Date(),
        ctx.request.headers.get(IDEMPOTENCY_HEADER),
      ),
  },
};
