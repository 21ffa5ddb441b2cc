import type { FieldErrors } from '../validation/messages.ts';
import type { RateCard } from '../rates/types.ts';
import { parseMoneyInput, parsePercentInput, MAX_CATALOG_AMOUNT } from './amounts.ts';

/** A rate card as the console edits it: amounts and percentages as typed, hours as a number. */
export interface RateCardInput {
  baseFare: string;
  perMile: string;
  perMinute: string;
  hourlyRate: string;
  hourlyMinimumHours: number;
  airportPickupFee: string;
  airportDropoffFee: string;
  stopFee: string;
  childSeatFee: string;
  gratuityPercent: string;
  taxPercent: string;
  /** Omitted (or null): the saved card's minimum stays; a new card has none. */
  minimumFare?: string | null;
  /** Omitted (or null): the saved card's rate stays; a new card bills no waiting. */
  waitingPerMinute?: string | null;
}

/** The fields a client may leave out (clients older than them do): they keep what was saved. */
export type OptionalRateCardFields = Pick<RateCard, 'minimumFare' | 'waitingPerMinute'>;

const isOptional = (field: string): field is keyof OptionalRateCardFields =>
  field === 'minimumFare' || field === 'waitingPerMinute';

export const RATE_CARD_MONEY_FIELDS = [
  ['baseFare', 'Base fare'],
  ['perMile', 'Per mile'],
  ['perMinute', 'Per minute'],
  ['hourlyRate', 'Hourly rate'],
  ['airportPickupFee', 'Airport pickup fee'],
  ['airportDropoffFee', 'Airport drop-off fee'],
  ['stopFee', 'Fee per additional stop'],
  ['childSeatFee', 'Fee per child seat'],
  ['minimumFare', 'Minimum fare'],
  ['waitingPerMinute', 'Waiting per minute'],
] as const satisfies readonly (readonly [keyof RateCardInput & keyof RateCard, string])[];

export const RATE_CARD_PERCENT_FIELDS = [
  ['gratuityPercent', 'Gratuity', 'gratuityMillipercent'],
  ['taxPercent', 'Tax', 'taxMillipercent'],
] as const;

/**
 * Checks a typed rate card and turns it into the engine's terms (minor units, millipercent).
 * Every field's problem is named, so a form can show them all and the API the first. An optional
 * field left out (or null) takes its value from `saved`, the card being changed: 0 without one.
 */
export function parseRateCardInput(
  input: RateCardInput,
  saved: OptionalRateCardFields | null = null,
): { ok: true; card: RateCard } | { ok: false; errors: FieldErrors<keyof RateCardInput> } {
  const errors: FieldErrors<keyof RateCardInput> = {};
  const card: Partial<RateCard> = {};
  for (const [field, label] of RATE_CARD_MONEY_FIELDS) {
    if (isOptional(field) && input[field] == null) {
      card[field] = saved?.[field] ?? 0;
      continue;
    }
    const minor = parseMoneyInput(String(input[field] ?? ''));
    if (minor === null) {
      errors[field] =
        `${label} must be an amount from 0 to ${MAX_CATALOG_AMOUNT} with at most 2 decimals`;
    } else card[field] = minor;
  }
  for (const [field, label, key] of RATE_CARD_PERCENT_FIELDS) {
    const millipercent = parsePercentInput(String(input[field] ?? ''));
    if (millipercent === null) {
      errors[field] = `${label} must be a percentage from 0 to 100 with at most 3 decimals`;
    } else card[key] = millipercent;
  }
  const hours = input.hourlyMinimumHours;
  if (!Number.isInteger(hours) || hours < 0 || hours > 24) {
    errors.hourlyMinimumHours = 'Minimum hours must be a whole number from 0 to 24';
  } else card.hourlyMinimumHours = hours;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: card as RateCard };
}
