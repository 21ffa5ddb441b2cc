import { describe, expect, it } from 'vitest';
import {
  emptyGuestContact,
  shouldCheckDuplicateEmail,
  validateGuestContact,
  type GuestContactValues,
} from './guest-form.ts';
import { guestBookingFields } from './guest-payload.ts';
import { normalizePhoneNumber, phoneCountryOptions, phoneNumberError } from './phone.ts';

const PASSWORD_MESSAGE =
  'Password must contain at least 12 characters, including uppercase, lowercase letters, numbers and special symbols. Password length must be between 12 and 50 characters.';

const GOOD: GuestContactValues = {
  firstName: 'Gina',
  lastName: 'Guest',
  emailAddress: 'gina@example.com',
  phoneNumber: '(212) 555-0188',
  phoneNumberCountryCode: 'us',
  password: '',
};
const open = { registrationAllowed: true, phoneNumberError };

describe('guest phone numbers', () => {
  it('accepts mobile numbers and landlines of the chosen country, in E.164', () => {
    expect(normalizePhoneNumber('(212) 555-0188', 'us')).toBe('+12125550188');
    expect(normalizePhoneNumber('020 7946 0958', 'gb')).toBe('+442079460958'); // London landline
    expect(normalizePhoneNumber('07911 123456', 'GB')).toBe('+447911123456'); // mobile
  });

  it('offers every country with its calling code, the US as "United States (+1)"', () => {
    const options = phoneCountryOptions();
    expect(options.find((o) => o.code === 'us')?.label).toBe('United States (+1)');
    expect(options.find((o) => o.code === 'gb')?.label).toBe('United Kingdom (+44)');
    expect(options.length).toBeGreaterThan(200);
  });

  it('says "Not a valid phone number" otherwise', () => {
    expect(phoneNumberError('12345', 'us')).toBe('Not a valid phone number');
    expect(phoneNumberError('020 7946 0958', 'us')).toBe('Not a valid phone number');
    expect(phoneNumberError('(212) 555-0188', 'usa')).toBe('Not a valid phone number');
    expect(phoneNumberError('(212) 555-0188', 'us')).toBeUndefined();
  });
});

describe('validateGuestContact', () => {
  it('judges no phone number before the phone rule is there, but still requires one', () => {
    const pending = { registrationAllowed: true };
    expect(validateGuestContact({ ...GOOD, phoneNumber: '12345' }, pending)).toEqual({});
    expect(validateGuestContact({ ...GOOD, phoneNumber: ' ' }, pending).phoneNumber).toBe(
      'Required',
    );
  });

  it('starts empty with the US as the phone country', () => {
    expect(emptyGuestContact().phoneNumberCountryCode).toBe('us');
    expect(validateGuestContact(emptyGuestContact(), open)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      emailAddress: 'Required',
      phoneNumber: 'Required',
    });
  });

  it('accepts a complete guest without a password', () => {
    expect(validateGuestContact(GOOD, open)).toEqual({});
  });

  it('says "Too long" for names over 255 characters and accepts 255', () => {
    expect(validateGuestContact({ ...GOOD, firstName: 'a'.repeat(256) }, open).firstName).toBe(
      'Too long',
    );
    expect(validateGuestContact({ ...GOOD, lastName: 'b'.repeat(256) }, open).lastName).toBe(
      'Too long',
    );
    expect(validateGuestContact({ ...GOOD, firstName: 'a'.repeat(255) }, open)).toEqual({});
  });

  it('says "Not a valid email" and "Not a valid phone number"', () => {
    const errors = validateGuestContact(
      { ...GOOD, emailAddress: 'gina@', phoneNumber: '555' },
      open,
    );
    expect(errors).toEqual({
      emailAddress: 'Not a valid email',
      phoneNumber: 'Not a valid phone number',
    });
  });

  it.each(['short!A1', 'nouppercase1!aa', 'NOLOWERCASE1!AA', 'NoDigitsHere!!', 'NoSymbol12345a'])(
    'gives the password message for %s',
    (password) => {
      expect(validateGuestContact({ ...GOOD, password }, open).password).toBe(PASSWORD_MESSAGE);
    },
  );

  it('accepts a strong password, and ignores the password when registration is not offered', () => {
    expect(validateGuestContact({ ...GOOD, password: 'Guest!Rider2026' }, open)).toEqual({});
    expect(
      validateGuestContact(
        { ...GOOD, password: 'weak' },
        { registrationAllowed: false, phoneNumberError },
      ),
    ).toEqual({});
  });

  it('says "Account with this email already exists" only when e-mail and password are valid', () => {
    const withPassword = { ...GOOD, password: 'Guest!Rider2026' };
    expect(
      validateGuestContact(withPassword, {
        registrationAllowed: true,
        duplicateEmail: true,
        phoneNumberError,
      }).emailAddress,
    ).toBe('Account with this email already exists');
    expect(
      validateGuestContact(GOOD, {
        registrationAllowed: true,
        duplicateEmail: true,
        phoneNumberError,
      }),
    ).toEqual({});
    expect(shouldCheckDuplicateEmail(withPassword)).toBe(true);
    expect(shouldCheckDuplicateEmail(GOOD)).toBe(false);
    expect(shouldCheckDuplicateEmail({ ...withPassword, emailAddress: 'nope' })).toBe(false);
    expect(shouldCheckDuplicateEmail({ ...withPassword, password: 'weak' })).toBe(false);
  });
});

describe('guestBookingFields', () => {
  it('sends the trimmed guest details, and the password only when registering', () => {
    const values = { ...GOOD, firstName: ' Gina ', phoneNumberCountryCode: 'US' };
    expect(guestBookingFields(values, true)).toEqual({
      guest: {
        firstName: 'Gina',
        lastName: 'Guest',
        emailAddress: 'gina@example.com',
        phoneNumber: '(212) 555-0188',
        phoneNumberCountryCode: 'us',
        textUpdates: true,
      },
    });
    // A guest who unticks "Text me…" is not texted (decision 78).
    expect(guestBookingFields(values, true, false).guest.textUpdates).toBe(false);
    expect(guestBookingFields({ ...GOOD, password: 'Guest!Rider2026' }, true).password).toBe(
      'Guest!Rider2026',
    );
    expect(guestBookingFields({ ...GOOD, password: 'Guest!Rider2026' }, false)).not.toHaveProperty(
      'password',
    );
  });
});
