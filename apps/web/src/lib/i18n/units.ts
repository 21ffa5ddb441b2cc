import { metersIn, type DistanceUnit, type Language } from '@ride/domain';

/** The language and distance unit a distance or a duration is written in (issue 34 §5). */
export interface UnitWords {
  language: Language;
  unit: DistanceUnit;
}

/** The spec's own words: English, miles ("16.31 mi"). */
export const SPEC_UNITS: UnitWords = { language: 'en', unit: 'mi' };

/**
 * A route's distance in the company's unit, as the rider's language writes it: "16.31 mi",
 * "26,25 km", with at most two decimals (Intl's unit style, short).
 */
export function formatDistance(meters: number, { language, unit }: UnitWords): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: unit === 'mi' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 2,
  }).format(metersIn(unit, meters));
}

/** Whole minutes as the rider's language writes them: "43 min". */
export function formatMinutes(minutes: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  }).format(minutes);
}
