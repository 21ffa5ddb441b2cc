import { z } from 'zod';
import type { TokenizedCard } from '../../adapters/payments/index.ts';
import { badUserInput } from '../../core/errors.ts';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

const billingAddressSchema = z.object({
  name: text(255),
  county: text(255),
  line1: text(255),
  line2: text(255),
  city: text(255),
  stateCode: text(10),
  postalCode: text(10),
  countryCode: text(2),
});

/** A card as the browser's gateway form handed it over: tokens and what is shown, no number. */
export const cardInputSchema = z.object({
  cardNumber: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'cardNumber must be the last four digits only'),
  cardHolderName: z.string().trim().min(1, 'Required').max(255, 'Too long'),
  expirationDate: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{4}$/, 'Expiration date is invalid'),
  cardNetwork: text(30),
  billingAddress: billingAddressSchema,
  token: z.string().trim().min(1).max(255),
  gateway: z.enum(['fs', 'stripe', 'century', 'square', 'vs']),
  paymentGatewayId: z.number().int().positive(),
  hostedPaymentsAccountId: text(255),
  anti_forgery_token: text(64),
  customerToken: text(255),
  customerId: text(255),
});

export type CardInput = z.infer<typeof cardInputSchema>;

/** An expiry before the current month is refused (CLARIFICATIONS 2). */
function expiryOf(card: CardInput, now: Date): { month: number; year: number } {
  const [month = 0, year = 0] = card.expirationDate.split('/').map(Number);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    throw badUserInput('Expiration date is invalid', 'expirationDate');
  }
  return { month, year };
}

/** The tokenized card of an input, as the gateway port takes it. */
export function tokenizedCard(card: CardInput, now: Date): TokenizedCard {
  const expiry = expiryOf(card, now);
  return {
    token: card.gateway === 'stripe' && card.customerToken ? card.customerToken : card.token,
    customerId: card.customerId || null,
    hostedPaymentsAccountId: card.hostedPaymentsAccountId || null,
    lastDigits: card.cardNumber,
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    ...(card.anti_forgery_token ? { antiForgeryToken: card.anti_forgery_token } : {}),
  };
}
