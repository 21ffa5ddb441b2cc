import type { GraphQLContext } from '../../graphql/context.ts';
import { createReservation } from './reservations.service.ts';

export const reservationsResolvers = {
  Mutation: {
    createReservation: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      createReservation(ctx, args.input, new Date()),
  },
};
