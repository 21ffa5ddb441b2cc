import type { FieldErrors } from '../validation/messages.ts';
import { serviceAreaProblem, type LatLngPair } from '../policies/service-area.ts';
import type { Surcharge } from '../rates/surcharges.ts';
import { MAX_CATALOG_AMOUNT, parseMoneyInput, parsePercentInput } from './amounts.ts';

const NAME_MAX = 60;

type Checked<T, Field extends string> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors<Field> };

function done<T, Field extends string>(value: T, errors: FieldErrors<Field>): Checked<T, Field> {
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

function nameError(name: string): string | undefined {
  if (name === '') return 'Name is required';
  if ([...name].length > NAME_MAX) return `Name must be at most ${NAME_MAX} characters`;
  return undefined;
}

const amountError = (label: string) =>
  `${label} must be an amount from 0 to ${MAX_CATALOG_AMOUNT} with at most 2 decimals`;

export interface PricingZoneInput {
  name: string;
  /** [latitude, longitude] pairs, 3 to 200 (the service area's polygon rule). */
  points: LatLngPair[];
}

/** A zone: a name and a polygon. Whether its edges cross is geometry, checked by the server. */
export function checkPricingZoneInput(
  input: PricingZoneInput,
): Checked<PricingZoneInput, keyof PricingZoneInput> {
  const value = { name: input.name.trim(), points: input.points };
  const errors: FieldErrors<keyof PricingZoneInput> = {};
  const nameProblem = nameError(value.name);
  if (nameProblem) errors.name = nameProblem;
  const pairs = value.points.every((point) => Array.isArray(point) && point.length === 2);
  const problem = pairs
    ? serviceAreaProblem({ kind: 'POLYGON', points: value.points })
    : { message: 'Each point is a latitude and a longitude.' };
  if (problem) errors.points = problem.message.replace('An area needs', 'A zone needs');
  return done(value, errors);
}

export interface ZoneFareInput {
  vehicleTypeId: number;
  fromZoneId: number;
  toZoneId: number;
  /** Typed amount, "70.00". */
  amount: string;
  isOneWay: boolean;
}

export interface CheckedZoneFare {
  vehicleTypeId: number;
  fromZoneId: number;
  toZoneId: number;
  amount: number;
  isOneWay: boolean;
}

export function checkZoneFareInput(
  input: ZoneFareInput,
): Checked<CheckedZoneFare, keyof ZoneFareInput> {
  const errors: FieldErrors<keyof ZoneFareInput> = {};
  const amount = parseMoneyInput(String(input.amount));
  if (amount === null) errors.amount = amountError('The fare');
  for (const field of ['vehicleTypeId', 'fromZoneId', 'toZoneId'] as const) {
    if (!Number.isInteger(input[field]) || input[field] < 1) errors[field] = 'Choose one';
  }
  return done({ ...input, amount: amount ?? 0 }, errors);
}

export type SurchargeKindInput = 'NIGHT' | 'HOLIDAY';

export interface SurchargeInput {
  name: string;
  kind: SurchargeKindInput;
  /** Night: "22:00" and "06:00" on the company's clock; the window may cross midnight. */
  startTime?: string | null;
  endTime?: string | null;
  /** Holiday: "2027-12-25" in the company's time zone. */
  date?: string | null;
  /** Exactly one of a percentage ("10") and an amount ("15.00"). */
  percent?: string | null;
  amount?: string | null;
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function minuteOf(text: string | null | undefined): number | null {
  const match = CLOCK.exec((text ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** A night or holiday surcharge in the engine's terms, every field's problem named. */
export function checkSurchargeInput(
  input: SurchargeInput,
): Checked<Surcharge, keyof SurchargeInput> {
  const errors: FieldErrors<keyof SurchargeInput> = {};
  const name = input.name.trim();
  const nameProblem = nameError(name);
  if (nameProblem) errors.name = nameProblem;
  const percentText = (input.percent ?? '').trim();
  const amountText = (input.amount ?? '').trim();
  let terms: { millipercent: number } | { amount: number } = { amount: 0 };
  if ((percentText === '') === (amountText === '')) {
    errors.percent = 'Give a percentage or an amount, not both';
  } else if (percentText !== '') {
    const millipercent = parsePercentInput(percentText);
    if (millipercent === null)
      errors.percent = 'The percentage must be from 0 to 100 with at most 3 decimals';
    else terms = { millipercent };
  } else {
    const amount = parseMoneyInput(amountText);
    if (amount === null) errors.amount = amountError('The amount');
    else terms = { amount };
  }
  if (input.kind === 'NIGHT') {
    const startMinute = minuteOf(input.startTime);
    const endMinute = minuteOf(input.endTime);
    if (startMinute === null) errors.startTime = 'Start must be a time like 22:00';
    if (endMinute === null) errors.endTime = 'End must be a time like 06:00';
    return done(
      { name, kind: 'night', startMinute: startMinute ?? 0, endMinute: endMinute ?? 0, ...terms },
      errors,
    );
  }
  if (input.kind !== 'HOLIDAY') errors.kind = 'Choose night or holiday';
  const date = (input.date ?? '').trim();
  if (!isCalendarDate(date)) errors.date = 'Date must be a date like 2027-12-25';
  return done({ name, kind: 'holiday', date, ...terms }, errors);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A surcharge as the console shows and edits it. */
export function surchargeInputOf(surcharge: Surcharge): SurchargeInput {
  const clock = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
  const terms =
    surcharge.millipercent !== undefined
      ? { percent: String(Number((surcharge.millipercent / 1000).toFixed(3))), amount: null }
      : { percent: null, amount: ((surcharge.amount ?? 0) / 100).toFixed(2) };
  return surcharge.kind === 'night'
    ? {
        name: surcharge.name,
        kind: 'NIGHT',
        startTime: clock(surcharge.startMinute),
        endTime: clock(surcharge.endMinute),
        date: null,
        ...terms,
      }
    : {
        name: surcharge.name,
        kind: 'HOLIDAY',
        startTime: null,
        endTime: null,
        date: surcharge.date,
        ...terms,
      };
}
