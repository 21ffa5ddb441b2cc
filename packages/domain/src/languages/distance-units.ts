import { metersToMiles } from '../booking/distance.ts';

/** How the rider app writes distances (issue 34): a company setting, miles or kilometres. */
export const DISTANCE_UNITS = ['mi', 'km'] as const;

export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/**
 * The countries whose roads are signed in miles (ISO 3166-1 alpha-2): the United States, the
 * United Kingdom, Liberia and Myanmar. Every other country's company starts in kilometres.
 */
const MILE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'GB', 'LR', 'MM']);

export function isDistanceUnit(value: unknown): value is DistanceUnit {
  return typeof value === 'string' && (DISTANCE_UNITS as readonly string[]).includes(value);
}

/** The unit a company uses until its admin chooses one: its country's. */
export function defaultDistanceUnit(countryCode: string): DistanceUnit {
  return MILE_COUNTRIES.has(countryCode.trim().toUpperCase()) ? 'mi' : 'km';
}

/** The company's own choice when it made one, else its country's unit. */
export function companyDistanceUnit(chosen: string | null | undefined, countryCode: string) {
  return isDistanceUnit(chosen) ? chosen : defaultDistanceUnit(countryCode);
}

/** Why a distance unit cannot be saved, or null. */
export function distanceUnitError(value: string): string | null {
  return isDistanceUnit(value)
    ? null
    : `Choose "mi" or "km" as the distance unit, not ${JSON.stringify(value.slice(0, 20))}.`;
}

/** Meters in the unit, with two decimals (miles by the spec's own rule, part 1 §9). */
export function metersIn(unit: DistanceUnit, meters: number): number {
  return unit === 'mi' ? metersToMiles(meters) : Math.round(meters / 10) / 100;
}
