/** Spec part 2 §5 and §9: the rides search applies from 5 characters. */
export const RIDES_SEARCH_MIN_LENGTH = 5;

/** The search box is numeric: anything but digits is dropped as the rider types. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** The confirmation number to search for, or null when the box holds fewer than 5 digits. */
export function searchTermOf(text: string): string | null {
  const digits = digitsOnly(text);
  return digits.length >= RIDES_SEARCH_MIN_LENGTH ? digits : null;
}
