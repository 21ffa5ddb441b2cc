import { emailError } from './email.ts';
import type { FieldErrors } from './messages.ts';
import { firstNameError, lastNameError } from './name.ts';
import { signInPasswordError, signUpPasswordError } from './password.ts';

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface ForgotPasswordValues {
  email: string;
}

export interface ResetPasswordValues {
  password: string;
}

/** Drops the fields that passed, so `{}` means the form is valid. */
function compact<Field extends string>(
  errors: Record<Field, string | undefined>,
): FieldErrors<Field> {
  const result: FieldErrors<Field> = {};
  for (const field of Object.keys(errors) as Field[]) {
    const message = errors[field];
    if (message !== undefined) result[field] = message;
  }
  return result;
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return compact({
    email: emailError(values.email),
    password: signInPasswordError(values.password),
  });
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return compact({
    firstName: firstNameError(values.firstName),
    lastName: lastNameError(values.lastName),
    email: emailError(values.email),
    password: signUpPasswordError(values.password),
  });
}

export function validateForgotPassword(
  values: ForgotPasswordValues,
): FieldErrors<keyof ForgotPasswordValues> {
  return compact({ email: emailError(values.email) });
}

/** Choosing a new password after a reset link follows the sign-up rule. */
export function validateResetPassword(
  values: ResetPasswordValues,
): FieldErrors<keyof ResetPasswordValues> {
  return compact({ password: signUpPasswordError(values.password) });
}
