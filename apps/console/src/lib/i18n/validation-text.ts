import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { VALIDATION_MESSAGES } from '@ride/domain';

const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map([
  [VALIDATION_MESSAGES.required, msg`Required`],
  [VALIDATION_MESSAGES.invalidEmail, msg`Not a valid email`],
  [VALIDATION_MESSAGES.passwordTooShort, msg`Must be at least 8 characters`],
  [VALIDATION_MESSAGES.passwordTooLong, msg`Max length is 256 characters`],
  [VALIDATION_MESSAGES.firstNameRequired, msg`Please enter first name`],
  [VALIDATION_MESSAGES.lastNameRequired, msg`Please enter last name`],
  [VALIDATION_MESSAGES.tooLong, msg`Too long`],
  // The company and branding screens' own checks (packages/domain's words).
  ['Use lower-case letters only.', msg`Use lower-case letters only.`],
  ['A domain has at most 253 characters.', msg`A domain has at most 253 characters.`],
  [
    'Enter a domain name such as rides.example.com (no https:// and no path).',
    msg`Enter a domain name such as rides.example.com (no https:// and no path).`,
  ],
  [
    'Enter a full address starting with https://.',
    msg`Enter a full address starting with https://.`,
  ],
  ['Offer riders at least one language.', msg`Offer riders at least one language.`],
  ['Each language may be offered once.', msg`Each language may be offered once.`],
  [
    'The default language must be one of those offered.',
    msg`The default language must be one of those offered.`,
  ],
  // The catalog's checks: vehicle and service types, promo codes, zones, zone fares, surcharges.
  ['Name is required', msg`Name is required`],
  ['Name must be at most 60 characters', msg`Name must be at most 60 characters`],
  [
    'Code must be 1 to 10 letters, digits, - or _',
    msg`Code must be 1 to 10 letters, digits, - or _`,
  ],
  [
    'Code must be 1 to 30 letters, digits, - or _',
    msg`Code must be 1 to 30 letters, digits, - or _`,
  ],
  ['Order must be a whole number 0–999', msg`Order must be a whole number 0–999`],
  [
    'Passengers must be a whole number from 1 to 60',
    msg`Passengers must be a whole number from 1 to 60`,
  ],
  [
    'Luggage must be a whole number from 0 to 100',
    msg`Luggage must be a whole number from 0 to 100`,
  ],
  [
    'Child seats must be a whole number from 0 to 20',
    msg`Child seats must be a whole number from 0 to 20`,
  ],
  ['Description must be at most 200 characters', msg`Description must be at most 200 characters`],
  [
    'Percent off must be from 0.001 to 100 with at most 3 decimals',
    msg`Percent off must be from 0.001 to 100 with at most 3 decimals`,
  ],
  [
    'Amount off must be from 0.01 to 100000 with at most 2 decimals',
    msg`Amount off must be from 0.01 to 100000 with at most 2 decimals`,
  ],
  ['Valid from must be a date', msg`Valid from must be a date`],
  ['Valid until must be a date', msg`Valid until must be a date`],
  ['Valid until must be after valid from', msg`Valid until must be after valid from`],
  [
    'Usage limit must be a whole number from 1 to 1000000, or empty',
    msg`Usage limit must be a whole number from 1 to 1000000, or empty`,
  ],
  [
    'The percentage must be from 0 to 100 with at most 3 decimals',
    msg`The percentage must be from 0 to 100 with at most 3 decimals`,
  ],
  ['Give a percentage or an amount, not both', msg`Give a percentage or an amount, not both`],
  ['Start must be a time like 22:00', msg`Start must be a time like 22:00`],
  ['End must be a time like 06:00', msg`End must be a time like 06:00`],
  ['Choose night or holiday', msg`Choose night or holiday`],
  ['Date must be a date like 2027-12-25', msg`Date must be a date like 2027-12-25`],
  [
    'The fare must be an amount from 0 to 100000 with at most 2 decimals',
    msg`The fare must be an amount from 0 to 100000 with at most 2 decimals`,
  ],
  [
    'The amount must be an amount from 0 to 100000 with at most 2 decimals',
    msg`The amount must be an amount from 0 to 100000 with at most 2 decimals`,
  ],
  ['Choose one', msg`Choose one`],
  ['A zone needs 3 to 200 points.', msg`A zone needs 3 to 200 points.`],
  ['Each point is a latitude and a longitude.', msg`Each point is a latitude and a longitude.`],
  [
    'Minimum hours must be a whole number from 0 to 24',
    msg`Minimum hours must be a whole number from 0 to 24`,
  ],
  [
    VALIDATION_MESSAGES.signUpPassword,
    msg`Password must contain at least 12 characters, including uppercase, lowercase letters, numbers and special symbols. Password length must be between 12 and 50 characters.`,
  ],
]);

/**
 * A shared validation rule's message (packages/domain writes them in English) in the console's
 * language; a message without a translation here is shown as the rule wrote it.
 */
export function validationText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = KNOWN.get(message);
  return known ? i18n._(known) : message;
}
