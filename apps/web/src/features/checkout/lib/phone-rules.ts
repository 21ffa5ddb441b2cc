/**
 * The guest form's phone rule and country list: libphonenumber-js with its metadata (about 32 kB
 * gzipped), loaded after the guest screen's first render (use-phone-rules.ts).
 */
export { phoneCountryOptions, phoneNumberError } from '@ride/domain';
