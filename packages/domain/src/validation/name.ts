import { VALIDATION_MESSAGES } from './messages.ts';

/** Text fields are capped at 255 characters (spec part 2 §9). */
export const NAME_MAX_LENGTH = 255;

// "A word": starts with a letter; further letters, marks, spaces, apostrophes, hyphens and dots
// allow names such as O'Brien, Anne-Marie, De la Cruz or St. John.
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’ .-]*$/u;

function nameError(value: string | null | undefined, missing: string): string | undefined {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || !NAME_PATTERN.test(trimmed)) return missing;
  return [...trimmed].length > NAME_MAX_LENGTH ? VALIDATION_MESSAGES.tooLong : undefined;
}

export const firstNameError = (value: string | null | undefined) =>
  nameError(value, VALIDATION_MESSAGES.firstNameRequired);

export const lastNameError = (value: string | null | undefined) =>
  nameError(value, VALIDATION_MESSAGES.lastNameRequired);
