import cardValidator from 'card-validator';
import type { FieldErrors } from '../validation/messages.ts';
import { chosenValue, countryHasStates } from './billing-address.ts';
import { brandOfCardType, type CardBrand } from './card-brand.ts';

/** The card form's texts (spec part 2 §5 and §8), word for word. */
export const CARD_FORM_MESSAGES = {
  required: 'Required',
  tooLong: 'Too long',
  cardNumberInvalid: 'Card Number is Invalid',
  /** The schema's wording of the same check (the server's and the generic gateway's). */
  creditCardNumberInvalid: 'Credit Card number is invalid',
  expirationDateInvalid: 'Expiration date is invalid',
  zipInvalid: 'Zip/Postal Code is invalid',
  postalCodeInvalid: 'Postal Code is invalid',
  usZipcodeInvalid: 'Not a valid US Zipcode',
  line1Mandatory: 'Address Line1 is Mandatory',
  line1Required: 'Address Line1 is Required',
  allBillingInfoMandatory: 'All Billing Info is Mandatory',
} as const;

/** The card-token gateway's (Stripe Elements) texts for incomplete fields. */
export const STRIPE_FIELD_MESSAGES = {
  cardNumber: 'Your card number is incomplete',
  cardExpiry: 'Your card expiration date is incomplete',
  cardCvc: 'Your card security code is incomplete',
} as const;

export const CARD_LIMITS = {
  /** The rule's maxima; longer values are "Too long". Submit trims them (see add-card-input). */
  nameOnCard: 51,
  city: 31,
  text: 255,
  cardNumber: 19,
} as const;

export interface CardFormValues {
  cardHolderName: string;
  /** Only where the app itself shows the card fields (the generic gateways); else ''. */
  cardNumber: string;
  /** MM/YY, as typed, under the same condition. */
  expirationDate: string;
  line1: string;
  line2: string;
  city: string;
  countryCode: string;
  stateCode: string;
  zipcode: string;
}
export type CardFormField = keyof CardFormValues;

/** What the company and its gateway ask of the billing address (spec part 2 §3 and §5). */
export interface BillingRequirements {
  /** The company's isBillingAddressRequired: every billing field is needed. */
  billingRequired: boolean;
  streetRequired: boolean;
  zipRequired: boolean;
}

/**
 * The hosted gateway's security settings, parameter4 of its row: JSON with IsStreetChecked and
 * IsZipChecked as the strings 'true' or 'false'. Anything unreadable asks for neither.
 */
export function hostedSecuritySettings(parameter4: string): { street: boolean; zip: boolean } {
  try {
    const parsed = JSON.parse(parameter4) as Record<string, unknown>;
    return { street: parsed.IsStreetChecked === 'true', zip: parsed.IsZipChecked === 'true' };
  } catch {
    return { street: false, zip: false };
  }
}

export function billingRequirements(options: {
  isBillingAddressRequired: boolean;
  /** The gateway's short code; only the hosted gateway (fs) has the security settings. */
  gateway: string;
  parameter4: string;
}): BillingRequirements {
  const hosted =
    options.gateway === 'fs'
      ? hostedSecuritySettings(options.parameter4)
      : { street: false, zip: false };
  const billingRequired = options.isBillingAddressRequired;
  return {
    billingRequired,
    streetRequired: billingRequired || hosted.street,
    zipRequired: billingRequired || hosted.zip,
  };
}

const US_ZIP = /^\d{5}(?:-?\d{4})?$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

/**
 * Zip/postal code of the card form: required for the US (a US zip), and where the gateway or
 * company asks for it; otherwise checked only when filled.
 */
export function zipError(
  zipcode: string,
  countryCode: string,
  required: boolean,
  message: string = CARD_FORM_MESSAGES.zipInvalid,
): string | undefined {
  const zip = zipcode.trim();
  const us = chosenValue(countryCode).toUpperCase() === 'US';
  if (!zip) return us || required ? message : undefined;
  if (us) return US_ZIP.test(zip) ? undefined : message;
  return POSTAL_CODE.test(zip) ? undefined : message;
}

/** The guest form's wording of the same rule. */
export function postalCodeError(
  postalCode: string,
  countryCode: string,
  required: boolean,
): string | undefined {
  return zipError(postalCode, countryCode, required, CARD_FORM_MESSAGES.postalCodeInvalid);
}

/** The payment stub's postal pattern: 5 to 10 characters, a US zip. */
export function usZipcodeError(value: string): string | undefined {
  const zip = value.trim();
  return zip.length >= 5 && zip.length <= 10 && US_ZIP.test(zip)
    ? undefined
    : CARD_FORM_MESSAGES.usZipcodeInvalid;
}

/** Card number typed in the app's own fields: a known brand's valid number, at most 19 digits. */
export function cardNumberError(cardNumber: string): string | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!digits) return CARD_FORM_MESSAGES.required;
  if (digits.length > CARD_LIMITS.cardNumber) return CARD_FORM_MESSAGES.tooLong;
  return /^\d+$/.test(digits) && cardValidator.number(digits).isValid
    ? undefined
    : CARD_FORM_MESSAGES.cardNumberInvalid;
}

/** Month and four-digit year of "MM/YY" or "MM/YYYY" (two-digit years in this century). */
export function parseExpiry(value: string, now: Date): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(
    match[2]!.length === 2 ? `${String(now.getFullYear()).slice(0, 2)}${match[2]}` : match[2],
  );
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card expiring before the current month is refused (CLARIFICATIONS 2). */
export function isExpiryBeforeCurrentMonth(month: number, year: number, now: Date): boolean {
  return year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;
}

export function expirationDateError(value: string, now: Date): string | undefined {
  if (!value.trim()) return CARD_FORM_MESSAGES.required;
  const expiry = parseExpiry(value, now);
  if (!expiry || isExpiryBeforeCurrentMonth(expiry.month, expiry.year, now)) {
    return CARD_FORM_MESSAGES.expirationDateInvalid;
  }
  // Like card-validator, a year more than 19 years ahead is a typing mistake.
  return expiry.year > now.getFullYear() + 19
    ? CARD_FORM_MESSAGES.expirationDateInvalid
    : undefined;
}

function lengthError(value: string, max: number, required: boolean): string | undefined {
  if (!value.trim()) return required ? CARD_FORM_MESSAGES.required : undefined;
  return value.trim().length > max ? CARD_FORM_MESSAGES.tooLong : undefined;
}

export interface CardFormOptions extends BillingRequirements {
  /** The app shows card number and expiry itself (not hosted fields, not Stripe Elements). */
  inlineCardFields: boolean;
  /** The profile's address replaces the address fields: nothing to check there. */
  usingProfileAddress: boolean;
  now: Date;
}

/**
 * The card form's field errors (spec part 2 §5, both gateway kinds). Line 1 is "Mandatory" where
 * the street is required, and "Required" once the rider has entered any other part of an address
 * (a partial address cannot be checked by the gateway).
 */
export function validateCardForm(
  values: CardFormValues,
  options: CardFormOptions,
): FieldErrors<CardFormField> {
  const errors: FieldErrors<CardFormField> = {};
  const set = (field: CardFormField, message: string | undefined) => {
    if (message !== undefined) errors[field] = message;
  };
  set('cardHolderName', lengthError(values.cardHolderName, CARD_LIMITS.nameOnCard, true));
  if (options.inlineCardFields) {
    set('cardNumber', cardNumberError(values.cardNumber));
    set('expirationDate', expirationDateError(values.expirationDate, options.now));
  }
  if (options.usingProfileAddress) return errors;

  const country = chosenValue(values.countryCode);
  const line1 = values.line1.trim();
  const otherParts = [values.line2, values.city, values.zipcode].some((part) => part.trim());
  if (!line1 && options.streetRequired) set('line1', CARD_FORM_MESSAGES.line1Mandatory);
  else if (!line1 && otherParts) set('line1', CARD_FORM_MESSAGES.line1Required);
  else set('line1', lengthError(values.line1, CARD_LIMITS.text, false));
  set('line2', lengthError(values.line2, CARD_LIMITS.text, false));
  set('city', lengthError(values.city, CARD_LIMITS.city, options.billingRequired));
  set('countryCode', !country && options.billingRequired ? CARD_FORM_MESSAGES.required : undefined);
  set(
    'stateCode',
    countryHasStates(country) && options.billingRequired && !chosenValue(values.stateCode)
      ? CARD_FORM_MESSAGES.required
      : undefined,
  );
  set('zipcode', zipError(values.zipcode, country, options.zipRequired));
  return errors;
}

/**
 * The summary under the form when billing is required and any billing field is missing:
 * "All Billing Info is Mandatory".
 */
export function billingSummaryError(
  errors: FieldErrors<CardFormField>,
  options: Pick<CardFormOptions, 'billingRequired' | 'usingProfileAddress'>,
): string | undefined {
  if (!options.billingRequired || options.usingProfileAddress) return undefined;
  const billingFields: CardFormField[] = ['line1', 'city', 'countryCode', 'stateCode', 'zipcode'];
  return billingFields.some((field) => errors[field] !== undefined)
    ? CARD_FORM_MESSAGES.allBillingInfoMandatory
    : undefined;
}

/**
 * The brand card-validator sees in a (partly) typed number. Here rather than beside the brand
 * labels, so that a screen showing a saved card's brand does not load card-validator.
 */
export function brandOfCardNumber(cardNumber: string): CardBrand {
  return brandOfCardType(cardValidator.number(cardNumber.replace(/[\s-]/g, '')).card?.type);
}
