import type { GraphQLContext } from '../../../graphql/context.ts';
import { requireStaff } from '../../auth/index.ts';
import { serviceAreaOf } from '../../company/index.ts';
import { auditedCompanyChange } from '../index.ts';
import {
  leadTimesOf,
  saveCancellationFeeRule,
  flightRulesOf,
  saveFlightRules,
  saveLeadTimes,
  saveServiceArea,
  type FlightRules,
  type CancellationFeeRuleInput,
  type ServiceAreaInput,
} from './booking-rules.ts';
import {
  CREDENTIAL_NAMES,
  paymentGatewaySettings,
  savePaymentGateway,
  type PaymentGatewayInput,
} from './payment-gateway.ts';
import { findBookingRules } from './policies.repository.ts';

const ADMIN = ['admin'] as const;

export const policiesResolvers = {
  Query: {
    async bookingRules(_: unknown, _args: unknown, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, ADMIN);
      const row = await findBookingRules(ctx.db, staff.companyId);
      return {
        leadTimes: leadTimesOf(row),
        flightRules: flightRulesOf(row),
        cancellationFeeRule: row.cancellation_fee_rule,
        serviceArea: serviceAreaOf(row),
        baseLatitude: row.latitude,
        baseLongitude: row.longitude,
        mapTiles: ctx.config.mapTiles,
      };
    },
    async paymentGatewaySettings(_: unknown, _args: unknown, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, ADMIN);
      return paymentGatewaySettings(ctx.db, ctx.config, staff.companyId);
    },
  },
  Mutation: {
    async saveLeadTimes(
      _: unknown,
      { input }: { input: Parameters<typeof saveLeadTimes>[2] },
      ctx: GraphQLContext,
    ) {
      const staff = requireStaff(ctx, ADMIN);
      return auditedCompanyChange(ctx.db, staff, { action: 'policies.lead-times' }, (trx) =>
        saveLeadTimes(trx, staff.companyId, input),
      );
    },
    async saveFlightRules(_: unknown, { input }: { input: FlightRules }, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, ADMIN);
      return auditedCompanyChange(ctx.db, staff, { action: 'policies.flight-rules' }, (trx) =>
        saveFlightRules(trx, staff.companyId, input),
      );
    },
    async saveCancellationFeeRule(
      _: unknown,
      { input }: { input: CancellationFeeRuleInput | null },
      ctx: GraphQLContext,
    ) {
      const staff = requireStaff(ctx, ADMIN);
      return auditedCompanyChange(ctx.db, staff, { action: 'policies.cancellation-fee' }, (trx) =>
        saveCancellationFeeRule(trx, staff.companyId, input ?? null),
      );
    },
    async saveServiceArea(_: unknown, { input }: { input: ServiceAreaInput }, ctx: GraphQLContext) {
      const staff = requireStaff(ctx, ADMIN);
      return auditedCompanyChange(ctx.db, staff, { action: 'policies.service-area' }, (trx) =>
        saveServiceArea(trx, staff.companyId, input),
      );
    },
    async savePaymentGateway(
      _: unknown,
      { input }: { input: PaymentGatewayInput },
      ctx: GraphQLContext,
    ) {
      const staff = requireStaff(ctx, ADMIN);
      return auditedCompanyChange(
        ctx.db,
        staff,
        { action: 'payments.gateway', secretFields: CREDENTIAL_NAMES },
        (trx) => savePaymentGateway(trx, ctx.config, staff.companyId, input),
      );
    },
  },
};
