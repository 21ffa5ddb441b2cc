import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';

/** The price lines the domain's quoteTrip names without a value. */
const EXACT: ReadonlyMap<string, MessageDescriptor> = new Map([
  ['Base Fare', msg`Base Fare`],
  ['Airport Pickup Fee', msg`Airport Pickup Fee`],
  ['Airport Drop-off Fee', msg`Airport Drop-off Fee`],
  ['Minimum Fare Adjustment', msg`Minimum Fare Adjustment`],
]);

type Line = readonly [RegExp, (...values: string[]) => string];

/** An hourly line's hours as formatHourlyDuration words them ("1 Hour", "2 Hours 30 Minutes"). */
function hoursText(hours: string, minutes: string | undefined): string {
  const count = Number(hours);
  const whole = plural(count, { one: '# Hour', other: '# Hours' });
  return minutes ? t`${whole} ${minutes} Minutes` : whole;
}

/** The lines that carry a value (a distance, a count, a zone, a code, a percent). */
const WITH_VALUES: readonly Line[] = [
  [/^Distance \((.+) mi\)$/, (miles) => t`Distance (${miles} mi)`],
  [/^Driving Time \((\d+) min\)$/, (minutes) => t`Driving Time (${minutes} min)`],
  [/^Waiting Time \((\d+) min\)$/, (minutes) => t`Waiting Time (${minutes} min)`],
  [/^Additional Stops \((\d+)\)$/, (stops) => t`Additional Stops (${stops})`],
  [/^Child Seats \((\d+)\)$/, (seats) => t`Child Seats (${seats})`],
  [/^Zone Fare \((.+) → (.+)\)$/s, (from, to) => t`Zone Fare (${from} → ${to})`],
  [/^Promo Code (.+)$/s, (code) => t`Promo Code ${code}`],
  [/^Gratuity \((.+)\)$/, (percent) => t`Gratuity (${percent})`],
  [/^Tax \((.+)\)$/, (percent) => t`Tax (${percent})`],
  [
    /^Hourly Rate \((\d+) Hours?(?: (\d+) Minutes)? minimum\)$/,
    (hours, minutes) => {
      const duration = hoursText(hours, minutes);
      return t`Hourly Rate (${duration} minimum)`;
    },
  ],
  [
    /^Hourly Rate \((\d+) Hours?(?: (\d+) Minutes)?\)$/,
    (hours, minutes) => {
      const duration = hoursText(hours, minutes);
      return t`Hourly Rate (${duration})`;
    },
  ],
];

/**
 * A price line as the server names it in English (the domain's quoteTrip), in the console's
 * language; a line of the operator's own (a surcharge's name) is shown as it came.
 */
export function rateLineText(name: string): string {
  const exact = EXACT.get(name);
  if (exact) return i18n._(exact);
  for (const [pattern, text] of WITH_VALUES) {
    const match = pattern.exec(name);
    if (match) return text(...match.slice(1).map((value) => value ?? ''));
  }
  return name;
}
