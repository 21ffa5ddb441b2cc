import type { GraphQLContext } from '../../graphql/context.ts';
import { countriesFor, statesFor } from './geo.service.ts';

export const geoResolvers = {
  Query: {
    getAllStates: async (
      _: unknown,
      args: { company_alias: string; countryCode?: string | null },
      { db }: GraphQLContext,
    ) => ({ states: await statesFor(db, args.company_alias, args.countryCode ?? null) }),

    getAllCountries: async (
      _: unknown,
      args: { company_alias: string },
      { db }: GraphQLContext,
    ) => ({
      countries: await countriesFor(db, args.company_alias),
    }),
  },
};
