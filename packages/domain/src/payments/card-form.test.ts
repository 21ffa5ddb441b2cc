import { describe, expect, it } from 'vitest';
import {
  billingRequirements,
  billingSummaryError,
  cardNumberError,
  expirationDateError,
  hostedSecuritySettings,
  postalCodeError,
  usZipcodeError,
  validateCardForm,
  zipError,
  type CardFormOptions,
  type CardFormValues,
} from './card-form.ts';

const NOW = new Date(2026, 4, 15); // May 2026
const VALUES: CardFormValues = {
  cardHolderName: 'Dana Rider',
  cardNumber: '',
  expirationDate: '',
  line1: '768 5th Ave',
  line2: '',
  city: 'New York',
  countryCode: 'US',
  stateCode: 'NY',
  zipcode: '10019',
};
const REQUIRED: CardFormOptions = {
  billingRequired: true,
  streetRequired: true,
  zipRequired: true,
  inlineCardFields: false,
  usingProfileAddress: false,
  now: NOW,
};
const OPTIONAL: CardFormOptions = {
  ...REQUIRED,
  billingRequired: false,
  streetRequired: false,
  zipRequired: false,
};

describe('validateCardForm', () => {
  it('accepts a complete card form', () => {
    expect(validateCardForm(VALUES, REQUIRED)).toEqual({});
  });

  it('wants a name on card of at most 51 characters', () => {
    expect(validateCardForm({ ...VALUES, cardHolderName: ' ' }, OPTIONAL)).toEqual({
      cardHolderName: 'Required',
    });
    expect(validateCardForm({ ...VALUES, cardHolderName: 'a'.repeat(51) }, OPTIONAL)).toEqual({});
    expect(validateCardForm({ ...VALUES, cardHolderName: 'a'.repeat(52) }, OPTIONAL)).toEqual({
      cardHolderName: 'Too long',
    });
  });

  it('wants a city of at most 31 characters, required when billing is', () => {
    expect(validateCardForm({ ...VALUES, city: 'c'.repeat(32) }, OPTIONAL)).toEqual({
      city: 'Too long',
    });
    expect(validateCardForm({ ...VALUES, city: '' }, REQUIRED)).toEqual({ city: 'Required' });
    expect(validateCardForm({ ...VALUES, city: '' }, OPTIONAL)).toEqual({});
  });

  it('says "Address Line1 is Mandatory" where the street is required', () => {
    expect(
      validateCardForm({ ...VALUES, line1: '' }, { ...OPTIONAL, streetRequired: true }),
    ).toEqual({ line1: 'Address Line1 is Mandatory' });
  });

  it('says "Address Line1 is Required" for an address without its first line', () => {
    expect(validateCardForm({ ...VALUES, line1: '' }, OPTIONAL)).toEqual({
      line1: 'Address Line1 is Required',
    });
    expect(
      validateCardForm(
        { ...VALUES, line1: '', city: '', zipcode: '', countryCode: 'GB' },
        OPTIONAL,
      ),
    ).toEqual({});
  });

  it('wants address lines of at most 255 characters', () => {
    expect(validateCardForm({ ...VALUES, line2: 'l'.repeat(256) }, OPTIONAL)).toEqual({
      line2: 'Too long',
    });
  });

  it('wants a state for US and CA only, when billing is required', () => {
    expect(validateCardForm({ ...VALUES, stateCode: 'Select State' }, REQUIRED)).toEqual({
      stateCode: 'Required',
    });
    expect(
      validateCardForm(
        { ...VALUES, countryCode: 'CA', stateCode: '', zipcode: 'K1A 0B1' },
        REQUIRED,
      ),
    ).toEqual({ stateCode: 'Required' });
    expect(
      validateCardForm(
        { ...VALUES, countryCode: 'GB', stateCode: '', zipcode: 'SW1A 1AA' },
        REQUIRED,
      ),
    ).toEqual({});
  });

  it('wants a country when billing is required', () => {
    expect(
      validateCardForm({ ...VALUES, countryCode: 'Select Country', stateCode: '' }, REQUIRED),
    ).toEqual({ countryCode: 'Required' });
  });

  it('checks the zip: a US zip always, elsewhere where the gateway asks for one', () => {
    expect(validateCardForm({ ...VALUES, zipcode: '' }, OPTIONAL)).toEqual({
      zipcode: 'Zip/Postal Code is invalid',
    });
    expect(validateCardForm({ ...VALUES, zipcode: '1001' }, OPTIONAL)).toEqual({
      zipcode: 'Zip/Postal Code is invalid',
    });
    const gb = { ...VALUES, countryCode: 'GB', stateCode: '', zipcode: '' };
    expect(validateCardForm(gb, OPTIONAL)).toEqual({});
    expect(validateCardForm(gb, { ...OPTIONAL, zipRequired: true })).toEqual({
      zipcode: 'Zip/Postal Code is invalid',
    });
  });

  it('checks nothing of the address when the profile’s address is used', () => {
    const blank = { ...VALUES, line1: '', city: '', zipcode: '', countryCode: '' };
    expect(validateCardForm(blank, { ...REQUIRED, usingProfileAddress: true })).toEqual({});
  });

  it('checks card number and expiry where the app shows them itself', () => {
    const inline = { ...REQUIRED, inlineCardFields: true };
    expect(validateCardForm(VALUES, inline)).toEqual({
      cardNumber: 'Required',
      expirationDate: 'Required',
    });
    expect(
      validateCardForm(
        { ...VALUES, cardNumber: '4111 1111 1111 1112', expirationDate: '04/26' },
        inline,
      ),
    ).toEqual({
      cardNumber: 'Card Number is Invalid',
      expirationDate: 'Expiration date is invalid',
    });
    expect(
      validateCardForm(
        { ...VALUES, cardNumber: '4111 1111 1111 1111', expirationDate: '05/26' },
        inline,
      ),
    ).toEqual({});
  });
});

describe('field rules', () => {
  it('card number: valid for a known brand, at most 19 digits', () => {
    expect(cardNumberError('5555 5555 5555 4444')).toBeUndefined();
    expect(cardNumberError('1234 5678 9012 3456')).toBe('Card Number is Invalid');
    expect(cardNumberError('41111111111111111111')).toBe('Too long');
    expect(cardNumberError('4111abcd11111111')).toBe('Card Number is Invalid');
  });

  it('expiry: refuses a card expiring before the current month, also in an earlier year', () => {
    expect(expirationDateError('05/26', NOW)).toBeUndefined();
    expect(expirationDateError('05/2026', NOW)).toBeUndefined();
    expect(expirationDateError('01/27', NOW)).toBeUndefined();
    expect(expirationDateError('04/26', NOW)).toBe('Expiration date is invalid');
    // The spec's literal rule let a later month of a past year through (CLARIFICATIONS 2).
    expect(expirationDateError('12/25', NOW)).toBe('Expiration date is invalid');
    expect(expirationDateError('13/27', NOW)).toBe('Expiration date is invalid');
    expect(expirationDateError('ab', NOW)).toBe('Expiration date is invalid');
    expect(expirationDateError('01/2050', NOW)).toBe('Expiration date is invalid');
  });

  it('zip and postal codes in both forms’ wordings', () => {
    expect(zipError('10019-1234', 'US', false)).toBeUndefined();
    expect(zipError('SW1A 1AA', 'GB', true)).toBeUndefined();
    expect(zipError('!!', 'GB', false)).toBe('Zip/Postal Code is invalid');
    expect(postalCodeError('', 'US', false)).toBe('Postal Code is invalid');
    expect(postalCodeError('', 'GB', false)).toBeUndefined();
    expect(usZipcodeError('10019')).toBeUndefined();
    expect(usZipcodeError('1001')).toBe('Not a valid US Zipcode');
    expect(usZipcodeError('ABCDE')).toBe('Not a valid US Zipcode');
  });

  it('"All Billing Info is Mandatory" when billing is required and a billing field is missing', () => {
    const errors = validateCardForm({ ...VALUES, city: '' }, REQUIRED);
    expect(billingSummaryError(errors, REQUIRED)).toBe('All Billing Info is Mandatory');
    expect(billingSummaryError(errors, OPTIONAL)).toBeUndefined();
    expect(billingSummaryError({ cardHolderName: 'Required' }, REQUIRED)).toBeUndefined();
  });
});

describe('billing requirements', () => {
  it('reads the hosted gateway’s security settings (strings "true"/"false")', () => {
    expect(hostedSecuritySettings('{"IsStreetChecked":"true","IsZipChecked":"false"}')).toEqual({
      street: true,
      zip: false,
    });
    expect(hostedSecuritySettings('{"IsStreetChecked":true}')).toEqual({
      street: false,
      zip: false,
    });
    expect(hostedSecuritySettings('')).toEqual({ street: false, zip: false });
  });

  it('requires street and zip from those flags, or everything with isBillingAddressRequired', () => {
    const flags = '{"IsStreetChecked":"false","IsZipChecked":"true"}';
    expect(
      billingRequirements({ isBillingAddressRequired: false, gateway: 'fs', parameter4: flags }),
    ).toEqual({ billingRequired: false, streetRequired: false, zipRequired: true });
    expect(
      billingRequirements({
        isBillingAddressRequired: false,
        gateway: 'stripe',
        parameter4: flags,
      }),
    ).toEqual({ billingRequired: false, streetRequired: false, zipRequired: false });
    expect(
      billingRequirements({ isBillingAddressRequired: true, gateway: 'stripe', parameter4: '' }),
    ).toEqual({ billingRequired: true, streetRequired: true, zipRequired: true });
  });
});
