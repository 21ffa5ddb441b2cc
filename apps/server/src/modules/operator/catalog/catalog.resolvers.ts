import type {
  PricingZoneInput,
  SurchargeInput,
  ZoneFareInput,
  PromoCodeInput,
  RateCardInput,
  ServiceTypeInput,
  VehicleTypeInput,
} from '@ride/domain';
import type { GraphQLContext } from '../../../graphql/context.ts';
import { requireStaff } from '../../auth/index.ts';
import { companyServiceTypes, requireActiveCompany } from '../../company/index.ts';
import { previewPrice } from './price-preview.service.ts';
import {
  createPromoCode,
  deactivatePromoCode,
  listPromoCodes,
  updatePromoCode,
} from './promo-codes.service.ts';
import {
  listPricingRules,
  removePricingRow,
  savePricingZone,
  saveSurcharge,
  saveZoneFare,
} from './pricing-rules.service.ts';
import { sampleRoutes } from './sample-routes.ts';
import {
  saveServiceTypeAgreement,
  serviceTypeAgreements,
  type ServiceTypeAgreementInput,
} from './service-type-agreements.ts';
import {
  createServiceType,
  listCompanyServiceTypes,
  removeServiceType,
  updateServiceType,
} from './service-types.service.ts';
import {
  createVehicleType,
  listVehicleTypes,
  saveRateCard,
  updateVehicleType,
} from './vehicle-types.service.ts';

const admin = (ctx: GraphQLContext) => requireStaff(ctx, ['admin']);

async function adminWithCompany(ctx: GraphQLContext) {
  const staff = admin(ctx);
  return { staff, company: await requireActiveCompany(ctx.db, staff.companyId) };
}

type Id = { id: number };
type Saved<T> = { id?: number | null; input: T };

export const catalogResolvers = {
  Query: {
    catalogServiceTypes: (_: unknown, _args: unknown, ctx: GraphQLContext) =>
      listCompanyServiceTypes(ctx.db, admin(ctx).companyId),
    serviceTypeRentalAgreements: (_: unknown, args: Id, ctx: GraphQLContext) =>
      serviceTypeAgreements(ctx.db, admin(ctx), args.id),
    async catalogVehicleTypes(_: unknown, _args: unknown, ctx: GraphQLContext) {
      const { company } = await adminWithCompany(ctx);
      return listVehicleTypes(ctx.db, company);
    },
    catalogPromoCodes: (_: unknown, _args: unknown, ctx: GraphQLContext) =>
      listPromoCodes(ctx.db, admin(ctx).companyId),
    pricingRules: (_: unknown, _args: unknown, ctx: GraphQLContext) =>
      listPricingRules(ctx.db, admin(ctx).companyId),
    async priceSampleRoutes(_: unknown, _args: unknown, ctx: GraphQLContext) {
      const { company } = await adminWithCompany(ctx);
      const routes = sampleRoutes(company, await companyServiceTypes(ctx.db, company.id));
      return routes.map(({ id, label, serviceTypeId, hours }) => ({
        id,
        label,
        serviceTypeId,
        hours,
      }));
    },
    async previewPrice(
      _: unknown,
      args: { input: { rates: RateCardInput } & Record<string, unknown> },
      ctx: GraphQLContext,
    ) {
      const { staff, company } = await adminWithCompany(ctx);
      return previewPrice(ctx, staff, company, args.input, new Date());
    },
  },
  Mutation: {
    createServiceType: (_: unknown, args: { input: ServiceTypeInput }, ctx: GraphQLContext) =>
      createServiceType(ctx.db, admin(ctx), args.input),
    updateServiceType: (_: unknown, args: Id & { input: ServiceTypeInput }, ctx: GraphQLContext) =>
      updateServiceType(ctx.db, admin(ctx), args.id, args.input),
    removeServiceType: (_: unknown, args: Id, ctx: GraphQLContext) =>
      removeServiceType(ctx.db, admin(ctx), args.id),
    saveServiceTypeRentalAgreement: (
      _: unknown,
      args: Id & { input: ServiceTypeAgreementInput },
      ctx: GraphQLContext,
    ) => saveServiceTypeAgreement(ctx.db, admin(ctx), args.id, args.input),
    async createVehicleType(
      _: unknown,
      args: { input: VehicleTypeInput; rates?: RateCardInput | null },
      ctx: GraphQLContext,
    ) {
      const { staff, company } = await adminWithCompany(ctx);
      return createVehicleType(ctx.db, staff, company, args.input, args.rates ?? null);
    },
    async updateVehicleType(
      _: unknown,
      args: Id & { input: VehicleTypeInput },
      ctx: GraphQLContext,
    ) {
      const { staff, company } = await adminWithCompany(ctx);
      return updateVehicleType(ctx.db, staff, company, args.id, args.input);
    },
    async saveRateCard(
      _: unknown,
      args: { vehicleTypeId: number; rates: RateCardInput },
      ctx: GraphQLContext,
    ) {
      const { staff, company } = await adminWithCompany(ctx);
      return saveRateCard(ctx.db, staff, company, args.vehicleTypeId, args.rates);
    },
    createPromoCode: (_: unknown, args: { input: PromoCodeInput }, ctx: GraphQLContext) =>
      createPromoCode(ctx.db, admin(ctx), args.input),
    updatePromoCode: (_: unknown, args: Id & { input: PromoCodeInput }, ctx: GraphQLContext) =>
      updatePromoCode(ctx.db, admin(ctx), args.id, args.input),
    deactivatePromoCode: (_: unknown, args: Id, ctx: GraphQLContext) =>
      deactivatePromoCode(ctx.db, admin(ctx), args.id),
    savePricingZone: (_: unknown, args: Saved<PricingZoneInput>, ctx: GraphQLContext) =>
      savePricingZone(ctx.db, admin(ctx), args.id ?? null, args.input),
    removePricingZone: (_: unknown, args: Id, ctx: GraphQLContext) =>
      removePricingRow(ctx.db, admin(ctx), 'pricing_zone', args.id),
    saveZoneFare: (_: unknown, args: Saved<ZoneFareInput>, ctx: GraphQLContext) =>
      saveZoneFare(ctx.db, admin(ctx), args.id ?? null, args.input),
    removeZoneFare: (_: unknown, args: Id, ctx: GraphQLContext) =>
      removePricingRow(ctx.db, admin(ctx), 'zone_fare', args.id),
    savePriceSurcharge: (_: unknown, args: Saved<SurchargeInput>, ctx: GraphQLContext) =>
      saveSurcharge(ctx.db, admin(ctx), args.id ?? null, args.input),
    removePriceSurcharge: (_: unknown, args: Id, ctx: GraphQLContext) =>
      removePricingRow(ctx.db, admin(ctx), 'price_surcharge', args.id),
  },
};
