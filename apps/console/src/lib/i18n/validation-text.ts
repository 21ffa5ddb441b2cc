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
