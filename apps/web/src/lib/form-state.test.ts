import {
  validateForgotPassword,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
} from '@ride/domain';
import { describe, expect, it } from 'vitest';
import {
  attemptSubmit,
  blurField,
  changeField,
  initialFormState,
  isSubmitDisabled,
  visibleErrors,
  type FormState,
} from './form-state.ts';

const SIGN_UP_PASSWORD =
  'Password must contain at least 12 characters, including uppercase, lowercase letters, numbers and special symbols. Password length must be between 12 and 50 characters.';

/** What the rider sees for a form state: the shown errors and whether submit is disabled. */
function view<F extends string>(
  state: FormState<F>,
  validate: (values: Record<F, string>) => Partial<Record<F, string>>,
) {
  const errors = validate(state.values);
  return { shown: visibleErrors(state, errors), disabled: isSubmitDisabled(state, errors) };
}

function typed<F extends string>(state: FormState<F>, values: Partial<Record<F, string>>) {
  let next = state;
  for (const [field, value] of Object.entries(values) as [F, string][]) {
    next = changeField(next, field, value);
  }
  return next;
}

describe('sign-in form', () => {
  const empty = initialFormState({ email: '', password: '' });

  it('starts untouched: submit disabled and no error shown', () => {
    expect(view(empty, validateSignIn)).toEqual({ shown: {}, disabled: true });
  });

  it('shows no error while typing, then the field error once the field is left', () => {
    const typing = typed(empty, { email: 'rider' });
    expect(view(typing, validateSignIn).shown).toEqual({});
    expect(view(blurField(typing, 'email'), validateSignIn).shown).toEqual({
      email: 'Not a valid email',
    });
  });

  it('shows "Required" for a field left empty', () => {
    expect(view(blurField(empty, 'email'), validateSignIn).shown).toEqual({ email: 'Required' });
  });

  it('shows every error after a submit attempt, left or not', () => {
    expect(view(attemptSubmit(empty), validateSignIn).shown).toEqual({
      email: 'Required',
      password: 'Required',
    });
  });

  it.each([
    ['short', 'Must be at least 8 characters'],
    ['x'.repeat(257), 'Max length is 256 characters'],
    ['password€1', 'Contains invalid character(s): €'],
  ])('shows the password message for %j', (password, message) => {
    const state = blurField(typed(empty, { email: 'rider@demo.test', password }), 'password');
    expect(view(state, validateSignIn)).toEqual({ shown: { password: message }, disabled: true });
  });

  it('keeps submit disabled while an error exists, even one not shown yet', () => {
    const state = typed(empty, { email: 'rider@demo.test' });
    expect(view(state, validateSignIn)).toEqual({ shown: {}, disabled: true });
  });

  it('enables submit once touched and valid', () => {
    const state = typed(empty, { email: 'rider@demo.test', password: 'Demo!Rider2026' });
    expect(view(state, validateSignIn)).toEqual({ shown: {}, disabled: false });
  });

  it('clears a shown error as soon as the value becomes valid', () => {
    const wrong = blurField(typed(empty, { email: 'rider' }), 'email');
    const fixed = changeField(wrong, 'email', 'rider@demo.test');
    expect(view(fixed, validateSignIn).shown).toEqual({});
  });
});

describe('sign-up form', () => {
  const empty = initialFormState({ firstName: '', lastName: '', email: '', password: '' });

  it('shows the spec messages for every field after a submit attempt', () => {
    const state = attemptSubmit(typed(empty, { email: 'nope', password: 'weakpassword' }));
    expect(view(state, validateSignUp)).toEqual({
      shown: {
        firstName: 'Please enter first name',
        lastName: 'Please enter last name',
        email: 'Not a valid email',
        password: SIGN_UP_PASSWORD,
      },
      disabled: true,
    });
  });

  it('enables submit for a complete registration', () => {
    const state = typed(empty, {
      firstName: 'Dana',
      lastName: 'Rider',
      email: 'dana@example.com',
      password: 'Str0ng&Secure!',
    });
    expect(view(state, validateSignUp)).toEqual({ shown: {}, disabled: false });
  });
});

describe('forgot-password form', () => {
  const empty = initialFormState({ email: '' });

  it('asks for a valid email', () => {
    expect(view(attemptSubmit(empty), validateForgotPassword).shown).toEqual({
      email: 'Required',
    });
    const wrong = blurField(typed(empty, { email: 'rider@' }), 'email');
    expect(view(wrong, validateForgotPassword)).toEqual({
      shown: { email: 'Not a valid email' },
      disabled: true,
    });
    expect(view(typed(empty, { email: 'rider@demo.test' }), validateForgotPassword).disabled).toBe(
      false,
    );
  });
});

describe('reset-password form', () => {
  it('applies the sign-up password rule', () => {
    const empty = initialFormState({ password: '' });
    const weak = blurField(typed(empty, { password: 'Demo!Rider' }), 'password');
    expect(view(weak, validateResetPassword).shown).toEqual({ password: SIGN_UP_PASSWORD });
    expect(view(typed(empty, { password: 'Str0ng&Secure!' }), validateResetPassword).disabled).toBe(
      false,
    );
  });
});

describe('state transitions', () => {
  it('treats typing the same value as no change', () => {
    const state = initialFormState({ email: '' });
    expect(changeField(state, 'email', '')).toBe(state);
    expect(changeField(state, 'email', '').touched).toBe(false);
  });
});
