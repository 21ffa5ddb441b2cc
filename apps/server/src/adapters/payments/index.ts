import type { Config } from '../../config.ts';
import { openSecret } from '../../crypto/secret-box.ts';
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
  /** Credentials the operator set, sealed with SECRETS_KEY. */
  credentials?: Record<string, string>;
}

export const gatewayKindOf = (row: Pick<GatewayRow, 'gateway'>): GatewayKind | undefined =>
  GATEWAY_KINDS[row.gateway];

/**
 * The provider behind a company's gateway, chosen by configuration: the hosted-fields kind (fs)
 * is the offline sandbox for an account named sandbox-…; stripe takes the company's own secret
 * key, else STRIPE_SECRET_KEY; the other kinds have no connection here and answer "not
 * configured", with or without credentials (decision 57).
 */
export function gatewayFor(
  services: { config: Config; db: Db },
  row: GatewayRow,
): PaymentGateway & Partial<StripeCustomers> {
  const kind = gatewayKindOf(row);
  if (kind === 'fs' && row.parameter1.startsWith('sandbox-')) {
    return sandboxGateway(services.db, row.company_id);
  }
  if (kind === 'stripe') {
    const sealed = row.credentials?.secretKey;
    const secretKey = sealed
      ? openSecret(services.config.secretsKey, sealed)
      : services.config.stripeSecretKey;
    if (secretKey) return stripeGateway(services.config, secretKey, row.parameter1 || null);
  }
  throw new GatewayNotConfiguredError(kind ?? row.gateway);
}

/**
 * The Stripe publishable key the rider's card form loads Stripe.js with for this gateway: the
 * company's own when it set one, else STRIPE_PUBLISHABLE_KEY; none for other kinds.
 */
export function stripePublishableKeyFor(
  config: Pick<Config, 'secretsKey' | 'stripePublishableKey'>,
  row: Pick<GatewayRow, 'gateway' | 'credentials'> | undefined,
): string | null {
  if (!row || gatewayKindOf(row) !== 'stripe') return config.stripePublishableKey ?? null;
  const sealed = row.credentials?.publishableKey;
  return sealed ? openSecret(config.secretsKey, sealed) : (config.stripePublishableKey ?? null);
}
