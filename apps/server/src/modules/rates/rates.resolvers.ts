import type { GraphQLContext } from '../../graphql/context.ts';
import { lookupRates } from './rates.service.ts';

export const ratesResolvers = {
  Mutation: {
    lookupRates: (_: unknown, args: { input: unknown }, context: GraphQLContext) =>
      lookupRates(context, args.input),
  },
};
