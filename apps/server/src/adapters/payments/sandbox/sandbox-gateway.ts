import { randomBytes } from 'node:crypto';
import { SANDBOX_TEST_CARDS, type HostedTokenization } from '@ride/domain';
import cardValidator from 'card-validator';
import type { Db } from '../../../db/database.ts';
import { tokenHash } from '../../../modules/auth/index.ts';
import {
  PaymentGatewayError,
  type PaymentGateway,
  type HeldCard,
  type VerifiedCard,
} from '../gateway.ts';
import {
  findLiveAuthKey,
  findSandboxCard,
  captureSandboxHold,
  findSandboxHold,
  findHoldStatus,
  findSandboxRefund,
  insertAuthKey,
  insertHold,
  insertSandboxCard,
  insertSandboxRefund,
  refundedOfHold,
  voidSandboxHold,
} from './sandbox.repository.ts';

/** How long hosted fields may be used after their key was issued. */
export const AUTH_KEY_TTL_MS = 15 * 60_000;

type Behaviour = 'approve' | 'decline' | 'cvc' | 'expired' | 'human';

const BEHAVIOUR_OF: Record<string, Behaviour> = {
  [SANDBOX_TEST_CARDS.declined]: 'decline',
  [SANDBOX_TEST_CARDS.cvcFails]: 'cvc',
  [SANDBOX_TEST_CARDS.expired]: 'expired',
  [SANDBOX_TEST_CARDS.humanCheckAgain]: 'human',
};

/** card-validator's card types as the hosted provider names them, and as the API's brands. */
const CARD_TYPES: Record<string, { cardType: string; brand: VerifiedCard['brand'] }> = {
  visa: { cardType: 'visa', brand: 'VISA' },
  mastercard: { cardType: 'mastercard', brand: 'MASTER_CARD' },
  discover: { cardType: 'discover', brand: 'DISCOVER_CARD' },
  'american-express': { cardType: 'amex', brand: 'AMERICAN_EXPRESS' },
  'diners-club': { cardType: 'diners', brand: 'DINNER_CLUB' },
};
const OTHER = { cardType: 'other', brand: 'OTHER' } as const;
const BRAND_OF_TYPE = Object.fromEntries(
  Object.values(CARD_TYPES).map(({ cardType, brand }) => [cardType, brand]),
) as Record<string, VerifiedCard['brand']>;

/** A refusal worded as the sandbox's issuer would. */
function refusal(behaviour: Behaviour): PaymentGatewayError {
  switch (behaviour) {
    case 'decline':
      return new PaymentGatewayError('fs', 'Declined', 'Your card was declined.');
    case 'cvc':
      return new PaymentGatewayError('fs', 'CVV mismatch', 'The CVV field is invalid.');
    case 'expired':
      return new PaymentGatewayError('fs', 'Expired card', 'Your card has expired.');
    default:
      return new PaymentGatewayError(
        'fs',
        'Verification required',
        'Please confirm you are not a robot and enter the card again.',
        999,
      );
  }
}

/** The hosted fields' key for one company gateway, bound to the app's anti-forgery token. */
export async function issueAuthKey(
  db: Db,
  gateway: { companyId: string; paymentGatewayId: number },
  antiForgeryToken: string,
  now: Date,
): Promise<string> {
  const authKey = randomBytes(24).toString('base64url');
  await insertAuthKey(db, {
    keyHash: tokenHash(authKey),
    companyId: gateway.companyId,
    paymentGatewayId: gateway.paymentGatewayId,
    antiForgeryToken,
    expiresAt: new Date(now.getTime() + AUTH_KEY_TTL_MS),
  });
  return authKey;
}

/** The company gateway an unexpired key was issued for, or undefined. */
export function liveAuthKey(db: Db, authKey: string, now: Date) {
  return findLiveAuthKey(db, tokenHash(authKey), now);
}

export interface CardEntry {
  cardNumber: string;
  expirationMonth: string;
  expirationYear: string;
  cvv: string;
  zip: string;
}

/** "Error - <detail>": how the hosted fields word a refusal (spec part 2 §8). */
export class HostedFieldsError extends Error {}

/**
 * The hosted fields' submit: checks the card as typed and keeps what the sandbox needs (type, last
 * four digits, expiry and, for its test numbers, what to do), never the number itself.
 */
export async function tokenizeCard(
  db: Db,
  gateway: {
    companyId: string;
    paymentGatewayId: number;
    accountId: string;
    antiForgeryToken: string;
  },
  entry: CardEntry,
  now: Date,
): Promise<HostedTokenization> {
  const digits = entry.cardNumber.replace(/[\s-]/g, '');
  const number = cardValidator.number(digits);
  if (!/^\d{12,19}$/.test(digits) || !number.isValid) {
    throw new HostedFieldsError('Error - The Card Number field is invalid.');
  }
  const month = cardValidator.expirationMonth(entry.expirationMonth);
  if (!month.isValid) throw new HostedFieldsError('Error - The Exp Month field is required.');
  if (!/^(\d{2}|\d{4})$/.test(entry.expirationYear)) {
    throw new HostedFieldsError('Error - The Exp Year field is required.');
  }
  const monthNumber = Number(entry.expirationMonth);
  const fullYear = Number(
    entry.expirationYear.length === 2 ? `20${entry.expirationYear}` : entry.expirationYear,
  );
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (fullYear * 12 + monthNumber < current) {
    throw new HostedFieldsError(
      'Error - Card expiry cannot be less than current month/year. Re-enter the card details.',
    );
  }
  // card-validator refuses a year too far ahead (more than 19 years) as well as a past one.
  if (!cardValidator.expirationYear(entry.expirationYear).isValid) {
    throw new HostedFieldsError('Error - The Exp Year field is required.');
  }
  const cvvSize = number.card?.code.size ?? 3;
  if (!cardValidator.cvv(entry.cvv, cvvSize).isValid) {
    throw new HostedFieldsError('Error - The CVV field is invalid.');
  }
  const type = CARD_TYPES[number.card?.type ?? ''] ?? OTHER;
  const token = `sbx_tok_${randomBytes(18).toString('base64url')}`;
  const lastDigits = digits.slice(-4);
  await insertSandboxCard(db, {
    token,
    companyId: gateway.companyId,
    paymentGatewayId: gateway.paymentGatewayId,
    cardType: type.cardType,
    lastDigits,
    expiryMonth: monthNumber,
    expiryYear: fullYear,
    behaviour: BEHAVIOUR_OF[digits] ?? 'approve',
    antiForgeryToken: gateway.antiForgeryToken,
    zip: entry.zip.slice(0, 10),
  });
  return {
    gatewayResponse: { token, hostedPaymentsAccountId: gateway.accountId },
    requestDetails: {
      cardNumber: `${'*'.repeat(digits.length - 4)}${lastDigits}`,
      expirationMonth: String(monthNumber).padStart(2, '0'),
      expirationYear: String(fullYear),
      zip: entry.zip,
      cardType: type.cardType,
    },
  };
}

/**
 * The hosted-fields gateway (short code fs) as a sandbox that works offline: cards it tokenized
 * are approved, except its test numbers, which decline, fail the CVV check, have expired, or ask
 * for the human check again (gatewayCode 999).
 */
export function sandboxGateway(db: Db, companyId: string): PaymentGateway {
  async function cardOf(card: HeldCard) {
    const kept = await findSandboxCard(db, companyId, card.token);
    if (!kept)
      throw new PaymentGatewayError('fs', 'Invalid card', 'This card is not known to the gateway.');
    if (kept.behaviour !== 'approve') throw refusal(kept.behaviour as Behaviour);
    return kept;
  }
  return {
    kind: 'fs',
    async verifyCard(card) {
      const kept = await cardOf(card);
      // A new card is verified from the page whose hosted fields tokenized it, and only there.
      if (card.antiForgeryToken !== kept.anti_forgery_token) {
        throw new PaymentGatewayError('fs', 'Invalid card', 'The card form has expired.');
      }
      return {
        token: kept.token,
        customerId: null,
        brand: BRAND_OF_TYPE[kept.card_type] ?? 'OTHER',
        lastDigits: kept.last_digits,
        expiryMonth: kept.expiry_month,
        expiryYear: kept.expiry_year,
      };
    },
    async hold(request) {
      const kept = await cardOf(request.card);
      const hold = await insertHold(db, {
        id: `sbx_hold_${randomBytes(12).toString('base64url')}`,
        companyId,
        token: kept.token,
        amountMinor: request.amountMinor,
        currencyCode: request.currencyCode,
        idempotencyKey: request.idempotencyKey,
      });
      return { reference: hold.id };
    },
    async voidHold(reference) {
      // As a real gateway: a hold released already is released; a captured one cannot be.
      if (await voidSandboxHold(db, companyId, reference)) return;
      const hold = await findHoldStatus(db, companyId, reference);
      if (hold?.status === 'captured') throw invalidRequest('This hold has been captured.');
    },
    capture(reference, amountMinor, idempotencyKey) {
      return db.transaction().execute(async (trx) => {
        const hold = await findSandboxHold(trx, companyId, reference);
        if (!hold) throw invalidRequest('This hold is not known to the gateway.');
        if (hold.status === 'captured') {
          // The same capture asked again answers as it did; another one is refused.
          if (hold.capture_key === idempotencyKey) return { amountMinor: hold.captured_minor ?? 0 };
          throw invalidRequest('This hold has already been captured.');
        }
        if (hold.status !== 'held') throw invalidRequest('This hold has been released.');
        if (!Number.isInteger(amountMinor) || amountMinor < 1 || amountMinor > hold.amount_minor) {
          throw invalidRequest('The amount to capture must be from 1 to the amount held.');
        }
        await captureSandboxHold(trx, companyId, reference, { amountMinor, key: idempotencyKey });
        return { amountMinor };
      });
    },
    refund(reference, amountMinor, idempotencyKey) {
      return db.transaction().execute(async (trx) => {
        const hold = await findSandboxHold(trx, companyId, reference);
        if (!hold) throw invalidRequest('This hold is not known to the gateway.');
        const earlier = await findSandboxRefund(trx, companyId, idempotencyKey);
        if (earlier) {
          if (earlier.hold_id !== reference || earlier.amount_minor !== amountMinor) {
            throw invalidRequest('This idempotency key was used for another refund.');
          }
          return { refundId: earlier.id, amountMinor: earlier.amount_minor };
        }
        if (hold.status !== 'captured') throw invalidRequest('Nothing was captured on this hold.');
        const left = (hold.captured_minor ?? 0) - (await refundedOfHold(trx, reference));
        if (!Number.isInteger(amountMinor) || amountMinor < 1 || amountMinor > left) {
          throw invalidRequest('The amount to refund must be from 1 to what is left captured.');
        }
        const refundId = `sbx_re_${randomBytes(12).toString('base64url')}`;
        await insertSandboxRefund(trx, {
          id: refundId,
          companyId,
          holdId: reference,
          amountMinor,
          key: idempotencyKey,
        });
        return { refundId, amountMinor };
      });
    },
  };
}

const invalidRequest = (detail: string) => new PaymentGatewayError('fs', 'Invalid request', detail);
