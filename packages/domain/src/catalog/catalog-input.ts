import { TZDate } from '@date-fns/tz';
import { normalizePromoCode } from '../rates/promotion.ts';
import type { FieldErrors } from '../validation/messages.ts';
import { MAX_CATALOG_AMOUNT, parseMoneyInput, parsePercentInput } from './amounts.ts';

export const MAX_PASSENGER_CAPACITY = 60;
const NAME_MAX = 60;

type Checked<T, Field extends string> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors<Field> };

function done<T, Field extends string>(value: T, errors: FieldErrors<Field>): Checked<T, Field> {
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

function wholeIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

function nameError(name: string, what: string): string | undefined {
  if (name === '') return `${what} is required`;
  if ([...name].length > NAME_MAX) return `${what} must be at most ${NAME_MAX} characters`;
  return undefined;
}

export interface ServiceTypeInput {
  name: string;
  code: string;
  sortOrder: number;
}

/** A service type: a name riders read, a short code (HRL marks hourly rides) and its place. */
export function checkServiceTypeInput(
  input: ServiceTypeInput,
): Checked<ServiceTypeInput, keyof ServiceTypeInput> {
  const value = {
    name: input.name.trim(),
    code: input.code.trim().toUpperCase(),
    sortOrder: input.sortOrder,
  };
  const errors: FieldErrors<keyof ServiceTypeInput> = {};
  const nameProblem = nameError(value.name, 'Name');
  if (nameProblem) errors.name = nameProblem;
  if (!/^[A-Z0-9_-]{1,10}$/.test(value.code))
    errors.code = 'Code must be 1 to 10 letters, digits, - or _';
  if (!wholeIn(value.sortOrder, 0, 999)) errors.sortOrder = 'Order must be a whole number 0–999';
  return done(value, errors);
}

export interface VehicleTypeInput {
  name: string;
  passengerCapacity: number;
  luggageCapacity: number;
  childSeatCapacity: number;
  isAccessible: boolean;
  sortOrder: number;
  isActive: boolean;
}

/** A vehicle type: what it carries (1–60 passengers), where it is listed, whether offered. */
export function checkVehicleTypeInput(
  input: VehicleTypeInput,
): Checked<VehicleTypeInput, keyof VehicleTypeInput> {
  const value = { ...input, name: input.name.trim() };
  const errors: FieldErrors<keyof VehicleTypeInput> = {};
  const nameProblem = nameError(value.name, 'Name');
  if (nameProblem) errors.name = nameProblem;
  if (!wholeIn(value.passengerCapacity, 1, MAX_PASSENGER_CAPACITY))
    errors.passengerCapacity = `Passengers must be a whole number from 1 to ${MAX_PASSENGER_CAPACITY}`;
  if (!wholeIn(value.luggageCapacity, 0, 100))
    errors.luggageCapacity = 'Luggage must be a whole number from 0 to 100';
  if (!wholeIn(value.childSeatCapacity, 0, 20))
    errors.childSeatCapacity = 'Child seats must be a whole number from 0 to 20';
  if (!wholeIn(value.sortOrder, 0, 999)) errors.sortOrder = 'Order must be a whole number 0–999';
  return done(value, errors);
}

export type PromoKind = 'PERCENT' | 'AMOUNT';

export interface PromoCodeInput {
  code: string;
  description: string;
  kind: PromoKind;
  /** A percentage ("15") or an amount in the company currency ("10.00"). */
  value: string;
  /** ISO 8601 instants; validUntil is exclusive, null for no end. */
  validFrom: string;
  validUntil: string | null;
  /** How many bookings may use it; null for no limit. */
  usageLimit: number | null;
  isActive: boolean;
}

export interface CheckedPromoCode {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  percentMillipercent: number | null;
  amount: number | null;
  validFrom: Date;
  validUntil: Date | null;
  usageLimit: number | null;
  isActive: boolean;
}

function instant(text: string | null): Date | null {
  if (text === null || !/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A promo code: normalised upper-case, percent (0.001–100) or amount, its window and limit. */
export function checkPromoCodeInput(
  input: PromoCodeInput,
): Checked<CheckedPromoCode, keyof PromoCodeInput> {
  const errors: FieldErrors<keyof PromoCodeInput> = {};
  const code = normalizePromoCode(input.code);
  if (!/^[A-Z0-9_-]{1,30}$/.test(code))
    errors.code = 'Code must be 1 to 30 letters, digits, - or _';
  const description = input.description.trim();
  if ([...description].length > 200)
    errors.description = 'Description must be at most 200 characters';
  let percentMillipercent: number | null = null;
  let amount: number | null = null;
  if (input.kind === 'PERCENT') {
    percentMillipercent = parsePercentInput(input.value);
    if (!percentMillipercent)
      errors.value = 'Percent off must be from 0.001 to 100 with at most 3 decimals';
  } else {
    amount = parseMoneyInput(input.value);
    if (!amount)
      errors.value = `Amount off must be from 0.01 to ${MAX_CATALOG_AMOUNT} with at most 2 decimals`;
  }
  const validFrom = instant(input.validFrom);
  if (!validFrom) errors.validFrom = 'Valid from must be a date';
  const untilText = input.validUntil ?? null;
  const usageLimit = input.usageLimit ?? null;
  const validUntil = instant(untilText);
  if (untilText !== null && !validUntil) errors.validUntil = 'Valid until must be a date';
  else if (validFrom && validUntil && validUntil <= validFrom)
    errors.validUntil = 'Valid until must be after valid from';
  if (usageLimit !== null && !wholeIn(usageLimit, 1, 1_000_000))
    errors.usageLimit = 'Usage limit must be a whole number from 1 to 1000000, or empty';
  return done(
    {
      code,
      description,
      kind: input.kind === 'PERCENT' ? 'percent' : 'fixed',
      percentMillipercent,
      amount,
      validFrom: validFrom ?? new Date(0),
      validUntil,
      usageLimit,
      isActive: input.isActive,
    },
    errors,
  );
}

/**
 * A calendar day in the company's zone as the instant it starts: a promo code valid "from" a day
 * starts then, and one valid "until" a day ends when the next day starts.
 */
export function startOfCompanyDay(day: string, timeZone: string, plusDays = 0): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const calendar = new Date(Date.UTC(y, m - 1, d));
  if (calendar.getUTCMonth() !== m - 1 || calendar.getUTCDate() !== d) return null;
  const date = new TZDate(y, m - 1, d + plusDays, timeZone);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime()).toISOString();
}

/**
 * The company-zone calendar day an instant falls on, as YYYY-MM-DD. An exclusive end is shown as
 * the day of its last valid moment (`lastMoment`).
 */
export function companyDayOf(iso: string, timeZone: string, lastMoment = false): string {
  const date = new TZDate(new Date(iso).getTime() - (lastMoment ? 1 : 0), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
