import type { GraphQLContext } from '../../graphql/context.ts';
import { badUserInput } from '../../graphql/errors.ts';
import { requireActiveCompany } from '../company/company.service.ts';
import { listCountries, listStates } from './geo.repository.ts';

export const geoResolvers = {
  Query: {
    async getAllStates(
      _: unknown,
      args: { company_alias: string; countryCode?: string | null },
      { db }: GraphQLContext,
    ) {
      const company = await requireActiveCompany(db, args.company_alias);
      const countryCode = (args.countryCode ?? company.country_code).toUpperCase();
      if (!/^[A-Z]{2}$/.test(countryCode))
        throw badUserInput('countryCode must be an ISO 3166 alpha-2 code', 'countryCode');
      return { states: await listStates(db, countryCode) };
    },
    async getAllCountries(_: unknown, args: { company_alias: string }, { db }: GraphQLContext) {
      await requireActiveCompany(db, args.company_alias);
      return { countries: await listCountries(db) };
    },
  },
};
