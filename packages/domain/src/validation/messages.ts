/** The exact field texts of spec part 1 §5 and part 2 §5; the forms and the API show these words. */
/** The guest form's duplicate check (spec part 2 §5), also shown when booking finds the address taken. */
export const DUPLICATE_GUEST_EMAIL_MESSAGE = 'Account with this email already exists';

export const VALIDATION_MESSAGES = {
  required: 'Required',
  invalidEmail: 'Not a valid email',
  passwordTooShort: 'Must be at least 8 characters',
  passwordTooLong: 'Max length is 256 characters',
  firstNameRequired: 'Please enter first name',
  lastNameRequired: 'Please enter last name',
  tooLong: 'Too long',
  signUpPassword:
    'Password must contain at least 12 characters, including uppercase, lowercase letters, numbers and special symbols. Password length must be between 12 and 50 characters.',
} as const;

/** "Contains invalid character(s): {matches}" with each offending character listed once. */
export function invalidCharactersMessage(matches: readonly string[]): string {
  return `Contains invalid character(s): ${matches.join(', ')}`;
}

/** Per-field messages of one form: a field is absent when its value is acceptable. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
