import { acceptLanguageTags } from '@ride/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import {
  companyData,
  companyGateways,
  requireActiveCompany,
  systemSettings,
} from './company.service.ts';
import { operatorHtml } from './operator-html.ts';

/** The reader of the operator's texts: a signed-in rider's own language, else the request's. */
const readerOf = (context: Pick<GraphQLContext, 'viewer' | 'acceptLanguage'>) => ({
  own: context.viewer?.language ?? null,
  browser: acceptLanguageTags(context.acceptLanguage ?? undefined),
});

export const companyResolvers = {
  Content: {
    html: (content: { content: string }) => operatorHtml(content.content),
  },
  CompanyData: {
    termsAndConditionsHtml: (company: { termsAndConditions: string }) =>
      operatorHtml(company.termsAndConditions),
  },
  ServiceType: {
    rentalAgreement: (type: { rental_agreement?: string }) =>
      type.rental_agreement ? { content: type.rental_agreement } : null,
  },
  Query: {
    getCompanyData: (_: unknown, args: { coid: string }, context: GraphQLContext) =>
      companyData(context.db, args.coid, readerOf(context)),

    getAllSystemSetting: (_: unknown, args: { coid: string }, context: GraphQLContext) =>
      systemSettings(context.db, args.coid, readerOf(context)),

    async getStreetAddressCheck(
      _: unknown,
      args: { input: { coid: string } },
      { db }: GraphQLContext,
    ) {
      const company = await requireActiveCompany(db, args.input.coid);
      return { isStreetAddressCheck: company.is_street_address_check };
    },

    async getAllDefaultGateways(
      _: unknown,
      args: { company_alias: string; gateway_id?: number | null },
      { db }: GraphQLContext,
    ) {
      return {
        paymentGateways: await companyGateways(db, args.company_alias, args.gateway_id ?? null),
      };
    },
  },
};
