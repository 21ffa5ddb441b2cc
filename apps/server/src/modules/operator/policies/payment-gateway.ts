import type { Kysely } from 'kysely';
import type { Config } from '../../../config.ts';
import { openSecret, sealSecret } from '../../../crypto/secret-box.ts';
import type { Database } from '../../../db/schema.ts';
import { badUserInput } from '../../../core/errors.ts';
import { findDefaultGateway } from '../../company/index.ts';
import {
  insertGateway,
  listGatewaysForUpdate,
  makeDefaultGateway,
  updateGatewayCredentials,
} from './policies.repository.ts';

type Executor = Kysely<Database>;

export type ConsoleGatewayKind = 'SANDBOX' | 'STRIPE' | 'CENTURY' | 'SQUARE' | 'VS';

/** Each console kind as a gateway row names it (spec part 2: gateway and short code). */
const GATEWAY_NAMES: Record<ConsoleGatewayKind, { gateway: string; name: string }> = {
  SANDBOX: { gateway: 'FullsteamPay', name: 'Sandbox' },
  STRIPE: { gateway: 'stripe', name: 'Stripe' },
  CENTURY: { gateway: 'e_biz_charge', name: 'Century' },
  SQUARE: { gateway: 'square', name: 'Square' },
  VS: { gateway: 'visa', name: 'Visa' },
};

/** The credentials each kind needs; the sandbox needs none. */
const REQUIRED: Record<ConsoleGatewayKind, readonly CredentialName[]> = {
  SANDBOX: [],
  STRIPE: ['secretKey', 'publishableKey'],
  CENTURY: ['secretKey'],
  SQUARE: ['secretKey'],
  VS: ['secretKey'],
};

export type CredentialName = 'secretKey' | 'publishableKey';
export const CREDENTIAL_NAMES: readonly CredentialName[] = ['secretKey', 'publishableKey'];

const FORMATS: Record<CredentialName, { stripe: RegExp; message: string }> = {
  secretKey: {
    stripe: /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,200}$/,
    message: 'A Stripe secret key starts with sk_test_, sk_live_, rk_test_ or rk_live_.',
  },
  publishableKey: {
    stripe: /^pk_(test|live)_[A-Za-z0-9]{8,200}$/,
    message: 'A Stripe publishable key starts with pk_test_ or pk_live_.',
  },
};
const API_KEY = /^[\x21-\x7e]{8,200}$/;

export interface PaymentGatewayInput {
  kind: ConsoleGatewayKind;
  secretKey?: string | null;
  publishableKey?: string | null;
}

export interface PaymentGatewaySettings {
  kind: ConsoleGatewayKind;
  credentialsSet: boolean;
  last4: string | null;
}

function consoleKindOf(row: { gateway: string; parameter1: string }): ConsoleGatewayKind | null {
  if (row.gateway === 'FullsteamPay')
    return row.parameter1.startsWith('sandbox-') ? 'SANDBOX' : null;
  const entry = Object.entries(GATEWAY_NAMES).find(([, v]) => v.gateway === row.gateway);
  return (entry?.[0] as ConsoleGatewayKind | undefined) ?? null;
}

/** What the API shows of a gateway: its kind, whether its credentials are set, their last 4. */
function settingsOf(
  config: Pick<Config, 'secretsKey'>,
  kind: ConsoleGatewayKind,
  credentials: Record<string, string>,
): PaymentGatewaySettings {
  const secret = credentials.secretKey
    ? openSecret(config.secretsKey, credentials.secretKey)
    : null;
  return {
    kind,
    credentialsSet: REQUIRED[kind].every((name) => Boolean(credentials[name])),
    last4: secret ? secret.slice(-4) : null,
  };
}

export async function paymentGatewaySettings(
  db: Executor,
  config: Pick<Config, 'secretsKey'>,
  companyId: string,
): Promise<PaymentGatewaySettings> {
  const row = await findDefaultGateway(db, companyId);
  const kind = row ? consoleKindOf(row) : null;
  if (!row || !kind) return { kind: 'SANDBOX', credentialsSet: false, last4: null };
  return settingsOf(config, kind, row.credentials);
}

/** A credential as typed: trimmed; empty means "keep the stored one". */
function typed(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

function credentialProblem(kind: ConsoleGatewayKind, name: CredentialName, value: string) {
  if (kind === 'SANDBOX') return 'The sandbox gateway takes no credentials.';
  if (kind === 'STRIPE') return FORMATS[name].stripe.test(value) ? null : FORMATS[name].message;
  if (name === 'publishableKey') return 'Only Stripe takes a publishable key.';
  return API_KEY.test(value) ? null : 'An API key is 8 to 200 characters without spaces.';
}

/**
 * Makes the kind the company's default gateway (its own row per kind, so saved cards stay with
 * the gateway that holds them) and seals the typed credentials into it; empty fields keep what
 * is stored. Gives the audit values: plaintext only under the masked secret fields.
 */
export async function savePaymentGateway(
  db: Executor,
  config: Pick<Config, 'secretsKey'>,
  companyId: string,
  input: PaymentGatewayInput,
) {
  const { kind } = input;
  if (!(kind in GATEWAY_NAMES)) throw badUserInput('Choose a gateway kind.', 'kind');
  const typedValues: Partial<Record<CredentialName, string>> = {};
  for (const name of CREDENTIAL_NAMES) {
    const value = typed(input[name]);
    if (value === null) continue;
    const problem = credentialProblem(kind, name, value);
    if (problem) throw badUserInput(problem, name);
    typedValues[name] = value;
  }

  const rows = await listGatewaysForUpdate(db, companyId);
  const current = rows.find((row) => row.is_default);
  const currentKind = current ? consoleKindOf(current) : null;
  const target = rows.find((row) => consoleKindOf(row) === kind);
  let targetId = target?.id;
  if (targetId === undefined) {
    const names = GATEWAY_NAMES[kind];
    targetId = await insertGateway(db, companyId, {
      ...names,
      ...(kind === 'SANDBOX' ? { parameter1: `sandbox-${companyId}` } : {}),
    });
  }
  const credentials = { ...(target?.credentials ?? {}) };
  for (const [name, value] of Object.entries(typedValues)) {
    credentials[name] = sealSecret(config.secretsKey, value);
  }
  if (Object.keys(typedValues).length > 0) {
    await updateGatewayCredentials(db, companyId, targetId, credentials);
  }
  if (!current || current.id !== targetId) await makeDefaultGateway(db, companyId, targetId);

  const before = current
    ? { kind: currentKind, ...maskedCredentials(config, current.credentials) }
    : null;
  const after = { kind, ...maskedCredentials(config, credentials), ...typedValues };
  return { before, after, result: settingsOf(config, kind, credentials) };
}

/** Stored credentials for the audit log: each one only as its last 4 (masked again on write). */
function maskedCredentials(
  config: Pick<Config, 'secretsKey'>,
  credentials: Record<string, string>,
): Record<string, string> {
  const masked: Record<string, string> = {};
  for (const name of CREDENTIAL_NAMES) {
    const sealed = credentials[name];
    if (sealed) masked[name] = `••••${openSecret(config.secretsKey, sealed).slice(-4)}`;
  }
  return masked;
}
