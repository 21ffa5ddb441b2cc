/**
 * The profile's phone rule: libphonenumber-js with its metadata (about 32 kB gzipped), loaded
 * after the edit screen's first render (use-phone-rule.ts).
 */
export { phoneNumberError } from '@ride/domain';
