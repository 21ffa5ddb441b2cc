import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  ADD_CARD_FALLBACK_MESSAGE,
  CARD_FORM_MESSAGES,
  HOSTED_EXPIRY_MESSAGE,
  HOSTED_FIELD_MESSAGES,
  PAYMENT_SERVICE_UNREACHABLE_MESSAGE,
  STRIPE_FIELD_MESSAGES,
} from '@ride/domain';
import { knownText } from '../../../lib/i18n/known-texts.ts';
import { GATEWAY_CALL_FAILED } from './gateway-failure.ts';

/**
 * The card form's texts of packages/domain and of this feature stay English there (the spec's
 * words, which the API and the tests share); the card entry shows each as a message of the
 * `payments` catalog, found by its English text. Others (a gateway's own words) show as they came.
 */
const CARD_TEXTS: ReadonlyMap<string, MessageDescriptor> = new Map<string, MessageDescriptor>([
  [CARD_FORM_MESSAGES.cardNumberInvalid, msg`Card Number is Invalid`],
  [CARD_FORM_MESSAGES.creditCardNumberInvalid, msg`Credit Card number is invalid`],
  [CARD_FORM_MESSAGES.expirationDateInvalid, msg`Expiration date is invalid`],
  [CARD_FORM_MESSAGES.zipInvalid, msg`Zip/Postal Code is invalid`],
  [CARD_FORM_MESSAGES.postalCodeInvalid, msg`Postal Code is invalid`],
  [CARD_FORM_MESSAGES.usZipcodeInvalid, msg`Not a valid US Zipcode`],
  [CARD_FORM_MESSAGES.line1Mandatory, msg`Address Line1 is Mandatory`],
  [CARD_FORM_MESSAGES.line1Required, msg`Address Line1 is Required`],
  [CARD_FORM_MESSAGES.allBillingInfoMandatory, msg`All Billing Info is Mandatory`],
  [STRIPE_FIELD_MESSAGES.cardNumber, msg`Your card number is incomplete`],
  [STRIPE_FIELD_MESSAGES.cardExpiry, msg`Your card expiration date is incomplete`],
  [STRIPE_FIELD_MESSAGES.cardCvc, msg`Your card security code is incomplete`],
  [HOSTED_FIELD_MESSAGES.cardNumber, msg`The Card Number field is invalid.`],
  [HOSTED_FIELD_MESSAGES.expirationMonth, msg`The Exp Month field is required.`],
  [HOSTED_FIELD_MESSAGES.expirationYear, msg`The Exp Year field is required.`],
  [HOSTED_FIELD_MESSAGES.cvv, msg`The CVV field is invalid.`],
  [
    HOSTED_EXPIRY_MESSAGE,
    msg`Card expiry cannot be less than current month/year. Re-enter the card details.`,
  ],
  [
    PAYMENT_SERVICE_UNREACHABLE_MESSAGE,
    msg`The payment service could not be reached. Please try again.`,
  ],
  [ADD_CARD_FALLBACK_MESSAGE, msg`The card could not be added. Please try again.`],
  [GATEWAY_CALL_FAILED, msg`Something went wrong. Please try again.`],
]);

/** A card form's English text in the rider's language (see above), else a field's known text. */
export function cardText(i18n: I18n, text: string): string {
  const message = CARD_TEXTS.get(text);
  return message ? i18n._(message) : knownText(i18n, text);
}

/** cardText for a component, drawn again when the rider changes language. */
export function useCardText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => cardText(i18n, text);
}
