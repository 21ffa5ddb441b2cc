import { chosenValue, countryHasStates, type BillingAddressValues } from './billing-address.ts';
import type { CardNetwork } from './card-brand.ts';
import { lastDigitsOf } from './card-brand.ts';

/** What submit cuts the fields to (spec part 2 §9). */
export const CARD_TRIM = { name: 50, line: 50, city: 30, zip: 9 } as const;
/** Sent for a non-US country whose postal code was left blank (CLARIFICATIONS 3). */
export const BLANK_POSTAL_CODE = '00000';

export interface BillingAddressInputFields {
  name: string;
  line1: string;
  line2: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: string;
}

/**
 * The fields of the server's NewSavedPaymentInput and ReservationCardInput (spec part 2 §3):
 * never the card number, only its last digits.
 */
export interface CardInput {
  cardNumber: string;
  cardHolderName: string;
  /** MM/YYYY */
  expirationDate: string;
  cardNetwork: CardNetwork;
  billingAddress: BillingAddressInputFields;
  token: string;
  /** Gateway short code: fs, stripe, century, square or vs. */
  gateway: string;
  paymentGatewayId: number;
  hostedPaymentsAccountId?: string;
  anti_forgery_token?: string;
  customerToken?: string;
  customerId?: string;
}

/** What the gateway gave back for the card (hosted fields, or Stripe's payment method). */
export interface GatewayCard {
  token: string;
  /** Full, masked or last digits: only the last four are kept. */
  cardNumber: string;
  expirationMonth: string | number;
  /** Two or four digits; two get the current century. */
  expirationYear: string | number;
  cardNetwork: CardNetwork;
  gateway: string;
  paymentGatewayId: number;
  hostedPaymentsAccountId?: string;
  antiForgeryToken?: string;
  customerToken?: string;
  customerId?: string;
}

const cut = (value: string, length: number) => value.trim().slice(0, length).trim();

/** "MM/YYYY" from a month and a two- or four-digit year. */
export function expiryMonthYear(month: string | number, year: string | number, now: Date): string {
  const yearText = String(year).trim();
  const fullYear =
    yearText.length === 2 ? `${String(now.getFullYear()).slice(0, 2)}${yearText}` : yearText;
  return `${String(month).trim().padStart(2, '0')}/${fullYear}`;
}

/**
 * The billing address as the server takes it: lines cut to 50, city to 30, zip to 9; state kept
 * only for US and CA; "Please Select" and the placeholders empty; '00000' for a non-US country
 * whose postal code was left blank.
 */
export function billingAddressPayload(
  address: BillingAddressValues,
  name: string,
): BillingAddressInputFields {
  const countryCode = chosenValue(address.countryCode).toUpperCase();
  const zip = cut(address.postalCode, CARD_TRIM.zip);
  return {
    name: cut(name, CARD_TRIM.name),
    line1: cut(address.line1, CARD_TRIM.line),
    line2: cut(address.line2, CARD_TRIM.line),
    city: cut(address.city, CARD_TRIM.city),
    stateCode: countryHasStates(countryCode) ? chosenValue(address.stateCode).toUpperCase() : '',
    postalCode: !zip && countryCode && countryCode !== 'US' ? BLANK_POSTAL_CODE : zip,
    countryCode,
  };
}

/** The add-card input (and the booking's new-card input) from the form and the gateway's card. */
export function buildCardInput(
  form: { cardHolderName: string; address: BillingAddressValues },
  card: GatewayCard,
  now: Date,
): CardInput {
  const cardHolderName = cut(form.cardHolderName, CARD_TRIM.name);
  return {
    cardNumber: lastDigitsOf(card.cardNumber),
    cardHolderName,
    expirationDate: expiryMonthYear(card.expirationMonth, card.expirationYear, now),
    cardNetwork: card.cardNetwork,
    billingAddress: billingAddressPayload(form.address, cardHolderName),
    token: card.token,
    gateway: card.gateway,
    paymentGatewayId: card.paymentGatewayId,
    ...(card.gateway === 'fs'
      ? {
          hostedPaymentsAccountId: card.hostedPaymentsAccountId ?? '',
          anti_forgery_token: card.antiForgeryToken ?? '',
        }
      : {}),
    ...(card.gateway === 'stripe'
      ? { customerToken: card.customerToken ?? card.token, customerId: card.customerId ?? '' }
      : {}),
  };
}
