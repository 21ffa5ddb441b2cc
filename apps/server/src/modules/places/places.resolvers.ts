import type { GraphQLContext } from '../../graphql/context.ts';
import { requireViewer } from '../auth/index.ts';
import { addFavoritePlace, removeFavoritePlace, savedAddresses } from './places.service.ts';

export const placesResolvers = {
  Query: {
    getSavedAddresses: (_: unknown, args: { first: number }, ctx: GraphQLContext) =>
      savedAddresses(ctx, requireViewer(ctx), args.first),
  },
  Mutation: {
    addFavoritePlace: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      addFavoritePlace(ctx, requireViewer(ctx), args.input),
    deleteFavoritePlace: (_: unknown, args: { input: { id: string } }, ctx: GraphQLContext) =>
      removeFavoritePlace(ctx, requireViewer(ctx), args.input.id),
  },
};
