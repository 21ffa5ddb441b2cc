import { describe, expect, it } from 'vitest';
import { hasErrors, VALIDATION_MESSAGES as M } from './messages.ts';
import {
  validateForgotPassword,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
} from './forms.ts';

const GOOD_SIGN_UP = {
  firstName: 'Dana',
  lastName: 'Rider',
  email: 'dana@example.com',
  password: 'Demo!Rider2026',
};

describe('validateSignIn', () => {
  it('accepts a valid email and password', () => {
    expect(validateSignIn({ email: 'rider@demo.test', password: 'Demo!Rider2026' })).toEqual({});
  });

  it('says "Required" for a blank email and an empty password', () => {
    expect(validateSignIn({ email: '  ', password: '' })).toEqual({
      email: 'Required',
      password: 'Required',
    });
  });

  it.each([
    'rider',
    'rider@',
    '@demo.test',
    'rider@demo',
    'ri der@demo.test',
    'rider@@demo.test',
    'a..b@demo.test',
  ])('says "Not a valid email" for %s', (email) => {
    expect(validateSignIn({ email, password: 'password1' }).email).toBe('Not a valid email');
  });

  it('refuses an address longer than 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(email.length).toBeGreaterThan(254);
    expect(validateSignIn({ email, password: 'password1' }).email).toBe(M.invalidEmail);
  });

  it('says "Must be at least 8 characters" for 7 characters and accepts 8', () => {
    expect(validateSignIn({ email: 'a@b.co', password: 'abcdefg' }).password).toBe(
      'Must be at least 8 characters',
    );
    expect(validateSignIn({ email: 'a@b.co', password: 'abcdefgh' }).password).toBeUndefined();
  });

  it('says "Max length is 256 characters" above 256 and accepts 256', () => {
    expect(validateSignIn({ email: 'a@b.co', password: 'x'.repeat(257) }).password).toBe(
      'Max length is 256 characters',
    );
    expect(validateSignIn({ email: 'a@b.co', password: 'x'.repeat(256) }).password).toBeUndefined();
  });

  it('accepts letters of any alphabet, digits, whitespace and ASCII punctuation', () => {
    expect(
      validateSignIn({
        email: 'a@b.co',
        password: 'Ünïcødé ß 123 !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
      }),
    ).toEqual({});
  });

  it('lists each invalid character once: "Contains invalid character(s): {matches}"', () => {
    expect(validateSignIn({ email: 'a@b.co', password: 'pass€word😀€x' }).password).toBe(
      'Contains invalid character(s): €, 😀',
    );
  });
});

describe('validateSignUp', () => {
  it('accepts a complete, valid registration', () => {
    expect(validateSignUp(GOOD_SIGN_UP)).toEqual({});
  });

  it('asks for the first and last name when blank', () => {
    const errors = validateSignUp({ ...GOOD_SIGN_UP, firstName: ' ', lastName: '' });
    expect(errors).toEqual({
      firstName: 'Please enter first name',
      lastName: 'Please enter last name',
    });
  });

  it('asks for a name that is a word', () => {
    expect(validateSignUp({ ...GOOD_SIGN_UP, firstName: '1234' }).firstName).toBe(
      M.firstNameRequired,
    );
    expect(validateSignUp({ ...GOOD_SIGN_UP, lastName: '!!' }).lastName).toBe(M.lastNameRequired);
    expect(
      validateSignUp({ ...GOOD_SIGN_UP, firstName: 'Anne-Marie', lastName: "O'Brien" }),
    ).toEqual({});
  });

  it('says "Too long" for a name over 255 characters', () => {
    expect(validateSignUp({ ...GOOD_SIGN_UP, firstName: 'a'.repeat(256) }).firstName).toBe(
      'Too long',
    );
  });

  it('checks the email like sign-in does', () => {
    expect(validateSignUp({ ...GOOD_SIGN_UP, email: '' }).email).toBe('Required');
    expect(validateSignUp({ ...GOOD_SIGN_UP, email: 'not-an-email' }).email).toBe(
      'Not a valid email',
    );
  });

  it.each([
    ['too short', 'Short!1a'],
    ['11 characters', 'Abcdefgh1!x'],
    ['51 characters', `Aa1!${'x'.repeat(47)}`],
    ['no uppercase letter', 'demo!rider2026'],
    ['no lowercase letter', 'DEMO!RIDER2026'],
    ['no digit', 'Demo!RiderTwenty'],
    ['no special symbol of ! @ # $ & *', 'Demo%Rider2026'],
  ])('gives the password message when %s', (_, password) => {
    expect(validateSignUp({ ...GOOD_SIGN_UP, password }).password).toBe(
      'Password must contain at least 12 characters, including uppercase, lowercase letters, numbers and special symbols. Password length must be between 12 and 50 characters.',
    );
  });

  it('accepts passwords of exactly 12 and 50 characters', () => {
    expect(validateSignUp({ ...GOOD_SIGN_UP, password: 'Abcdefgh12#x' }).password).toBeUndefined();
    expect(
      validateSignUp({ ...GOOD_SIGN_UP, password: `Aa1&${'x'.repeat(46)}` }).password,
    ).toBeUndefined();
  });

  it('says "Required" for an empty password', () => {
    expect(validateSignUp({ ...GOOD_SIGN_UP, password: '' }).password).toBe('Required');
  });

  it('refuses characters the sign-in form would refuse', () => {
    expect(validateSignUp({ ...GOOD_SIGN_UP, password: 'Demo!Rider2026€' }).password).toBe(
      'Contains invalid character(s): €',
    );
  });
});

describe('validateForgotPassword', () => {
  it('requires a valid email', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'Required' });
    expect(validateForgotPassword({ email: 'nope' })).toEqual({ email: 'Not a valid email' });
    expect(validateForgotPassword({ email: ' rider@demo.test ' })).toEqual({});
  });
});

describe('validateResetPassword', () => {
  it('applies the sign-up password rule', () => {
    expect(validateResetPassword({ password: 'weakpassword' }).password).toBe(M.signUpPassword);
    expect(validateResetPassword({ password: 'Str0ng&Secure!' })).toEqual({});
  });
});

describe('hasErrors', () => {
  it('is true only when a field has a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors(validateForgotPassword({ email: '' }))).toBe(true);
  });
});
