/**
 * The price lines quoteTrip names, read back from their English names (stored with every ride and
 * sent as they are), so each app can word them in its reader's language. An operator's own line
 * (a surcharge's name) is none of these.
 */
export type RateLineKind =
  | 'base-fare'
  | 'airport-pickup-fee'
  | 'airport-drop-off-fee'
  | 'minimum-fare-adjustment'
  | 'distance'
  | 'driving-time'
  | 'waiting-time'
  | 'additional-stops'
  | 'child-seats'
  | 'zone-fare'
  | 'promo-code'
  | 'gratuity'
  | 'tax'
  | 'hourly-rate-minimum'
  | 'hourly-rate';

export interface RateLineName {
  kind: RateLineKind;
  /** The line's values as its name writes them (a distance, a count, zones, a code, a percent). */
  values: string[];
}

const EXACT: ReadonlyMap<string, RateLineKind> = new Map([
  ['Base Fare', 'base-fare'],
  ['Airport Pickup Fee', 'airport-pickup-fee'],
  ['Airport Drop-off Fee', 'airport-drop-off-fee'],
  ['Minimum Fare Adjustment', 'minimum-fare-adjustment'],
]);

/** Hours as formatHourlyDuration words them: "1 Hour", "2 Hours 30 Minutes". */
const HOURS = String.raw`(\d+) Hours?(?: (\d+) Minutes)?`;

const WITH_VALUES: readonly (readonly [RegExp, RateLineKind])[] = [
  [/^Distance \((.+) mi\)$/, 'distance'],
  [/^Driving Time \((\d+) min\)$/, 'driving-time'],
  [/^Waiting Time \((\d+) min\)$/, 'waiting-time'],
  [/^Additional Stops \((\d+)\)$/, 'additional-stops'],
  [/^Child Seats \((\d+)\)$/, 'child-seats'],
  [/^Zone Fare \((.+) → (.+)\)$/s, 'zone-fare'],
  [/^Promo Code (.+)$/s, 'promo-code'],
  [/^Gratuity \((.+)\)$/, 'gratuity'],
  [/^Tax \((.+)\)$/, 'tax'],
  [new RegExp(`^Hourly Rate \\(${HOURS} minimum\\)$`), 'hourly-rate-minimum'],
  [new RegExp(`^Hourly Rate \\(${HOURS}\\)$`), 'hourly-rate'],
];

/** A price line's kind and values, or null for a line of the operator's own. */
export function rateLineName(name: string): RateLineName | null {
  const exact = EXACT.get(name);
  if (exact) return { kind: exact, values: [] };
  for (const [pattern, kind] of WITH_VALUES) {
    const match = pattern.exec(name);
    if (match) return { kind, values: match.slice(1).map((value) => value ?? '') };
  }
  return null;
}
