import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import {
  GATEWAY_KINDS,
  GatewayNotConfiguredError,
  type GatewayKind,
  type PaymentGateway,
} from './gateway.ts';
import { sandboxGateway } from './sandbox/sandbox-gateway.ts';
import { stripeGateway, type StripeCustomers } from './stripe.ts';

export * from './gateway.ts';
export type { StripeCustomers } from './stripe.ts';

/** A company's gateway row, as far as choosing the provider goes. */
export interface GatewayRow {
  company_id: string;
  gateway: string;
  parameter1: string;
}

export const gatewayKindOf = (row: Pick<GatewayRow, 'gateway'>): GatewayKind | undefined =>
  GATEWAY_KINDS[row.gateway];

/**
 * The provider behind a company's gateway, chosen by configuration: the hosted-fields kind (fs)
 * is the offline sandbox for an account named sandbox-…; stripe needs STRIPE_SECRET_KEY; the
 * other kinds have no connection here and answer "not configured".
 */
export function gatewayFor(
  services: { config: Config; db: Db },
  row: GatewayRow,
): PaymentGateway & Partial<StripeCustomers> {
  const kind = gatewayKindOf(row);
  if (kind === 'fs' && row.parameter1.startsWith('sandbox-')) {
    return sandboxGateway(services.db, row.company_id);
  }
  if (kind === 'stripe' && services.config.stripeSecretKey) {
    return stripeGateway(services.config, row.parameter1 || null);
  }
  throw new GatewayNotConfiguredError(kind ?? row.gateway);
}
