/**
 * The phone country defaults and message, apart from the phone rule (phone.ts) so that a form can
 * show them without loading libphonenumber-js's metadata.
 */
export const DEFAULT_PHONE_COUNTRY = 'us';
export const DEFAULT_PHONE_PREFIX = '+1';
export const DEFAULT_PHONE_COUNTRY_LABEL = 'United States (+1)';
export const INVALID_PHONE_MESSAGE = 'Not a valid phone number';
