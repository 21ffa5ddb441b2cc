import type { GraphQLContext } from '../../graphql/context.ts';
import { badUserInput } from '../../graphql/errors.ts';
import { cachedRead } from './company.cache.ts';
import { findDefaultGatewayId, listPaymentGateways } from './company.repository.ts';
import { companyServiceTypes, companyTheme, requireActiveCompany } from './company.service.ts';

const GATEWAY_SHORT_CODES: Record<string, string> = {
  FullsteamPay: 'fs',
  stripe: 'stripe',
  e_biz_charge: 'century',
  square: 'square',
  visa: 'vs',
};

export const companyResolvers = {
  Query: {
    async getCompanyData(_: unknown, args: { coid: string }, { db }: GraphQLContext) {
      const company = await requireActiveCompany(db, args.coid);
      const [serviceTypes, gateway] = await Promise.all([
        companyServiceTypes(db, company.id),
        cachedRead(db, `default-gateway:${company.id}`, () => findDefaultGatewayId(db, company.id)),
      ]);
      return {
        coid: company.id,
        name: company.name,
        supportPhone: company.support_phone,
        supportEmail: company.support_email,
        termsAndConditions: company.terms_and_conditions,
        privacyPolicy: { content: company.privacy_policy },
        defaultRentalAgreement: { content: company.rental_agreement },
        websiteURL: company.website_url,
        websiteBookingURL: company.website_booking_url,
        generalEmailAddress: company.general_email,
        phone1: { number: company.phone1 },
        currencyCode: company.currency_code,
        currencySymbol: company.currency_symbol,
        timeZone: company.time_zone,
        countryCode: company.country_code,
        city: company.city,
        coordinates: { latitude: company.latitude, longitude: company.longitude },
        defaultPaymentGatewayId: gateway?.id ?? null,
        isPaymentGatewaysEnabled: company.is_payment_gateways_enabled,
        isCreateAccountAllowed: company.is_create_account_allowed,
        systemSettings: {
          defaultServiceTypes: serviceTypes,
          reservationCreationLeadTimeInMinutes: company.reservation_creation_lead_time_minutes,
          reservationModificationLeadTimeInMinutes:
            company.reservation_modification_lead_time_minutes,
          reservationCancellationLeadTimeInMinutes:
            company.reservation_cancellation_lead_time_minutes,
          maxStops: company.max_stops,
        },
        theme: companyTheme(company),
      };
    },

    async getAllSystemSetting(_: unknown, args: { coid: string }, { db }: GraphQLContext) {
      const company = await requireActiveCompany(db, args.coid);
      return {
        isBillingAddressRequired: company.is_billing_address_required,
        isCreateAccountAllowed: company.is_create_account_allowed,
        autoPaymentEnabledMessage: company.auto_payment_enabled_message,
        configLAPayIncrementalAuthTo: company.config_la_pay_incremental_auth_to,
        isStreetAddressCheck: company.is_street_address_check,
        defaultServiceTypes: await companyServiceTypes(db, company.id),
        reservationCreationLeadTimeInMinutes: company.reservation_creation_lead_time_minutes,
        reservationModificationLeadTimeInMinutes:
          company.reservation_modification_lead_time_minutes,
        reservationCancellationLeadTimeInMinutes:
          company.reservation_cancellation_lead_time_minutes,
      };
    },

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
      const company = await requireActiveCompany(db, args.company_alias);
      if (args.gateway_id != null && args.gateway_id <= 0) {
        throw badUserInput('gateway_id must be a positive integer', 'gateway_id');
      }
      const gateways = await listPaymentGateways(db, company.id, args.gateway_id ?? undefined);
      return {
        paymentGateways: gateways.map((g) => ({
          id: g.id,
          name: g.name,
          gateway: g.gateway,
          shortCode: GATEWAY_SHORT_CODES[g.gateway] ?? g.gateway.toLowerCase(),
          parameter1: g.parameter1,
          parameter2: g.parameter2,
          parameter3: g.parameter3,
          parameter4: g.parameter4,
          isDefault: g.is_default,
        })),
      };
    },
  },
};
