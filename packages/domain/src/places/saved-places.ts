import { VALIDATION_MESSAGES } from '../validation/messages.ts';

/** Spec part 2 §3: a saved address is a HOME, a WORK or an OTHER place. */
export const SAVED_PLACE_TYPES = ['HOME', 'WORK', 'OTHER'] as const;
export type SavedPlaceType = (typeof SAVED_PLACE_TYPES)[number];

/** Spec part 2 §9: the app fetches the first 50, so a rider keeps at most 50. */
export const SAVED_PLACES_LIMIT = 50;
/** Spec part 2 §9: text fields max 255. */
export const SAVED_PLACE_NAME_MAX_LENGTH = 255;
/** Spec part 2 §9: address lines cut to 50, city to 30; postal codes are 5 to 10 long. */
export const SAVED_PLACE_TRIM = { line: 50, city: 30, postalCode: 10 } as const;

export const SAVED_PLACES_FULL_MESSAGE = `You can save up to ${SAVED_PLACES_LIMIT} places. Delete one to add another.`;

/** The name field's message: "Required" when blank, "Too long" past 255 characters. */
export function savedPlaceNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return VALIDATION_MESSAGES.required;
  return [...trimmed].length > SAVED_PLACE_NAME_MAX_LENGTH
    ? VALIDATION_MESSAGES.tooLong
    : undefined;
}

/** A provider's text cut to the spec's length, whole characters only. */
export const cutText = (value: string, max: number) => [...value.trim()].slice(0, max).join('');

/** The line under a saved place's name: street, city, state and postal code. */
export function savedPlaceAddress(place: {
  line1: string;
  line2: string;
  city: string;
  stateCode: string;
  postalCode: string;
}): string {
  const area = [place.stateCode, place.postalCode].filter(Boolean).join(' ');
  return [place.line1, place.line2, place.city, area].filter(Boolean).join(', ');
}
