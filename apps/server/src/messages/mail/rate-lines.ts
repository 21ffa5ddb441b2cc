import { rateLineName, type RateLineKind } from '@ride/domain';
import type { I18n } from '../i18n/index.ts';

/** An hourly line's hours as formatHourlyDuration words them ("1 Hour", "2 Hours 30 Minutes"). */
function hoursText(i18n: I18n, hours: string, minutes: string): string {
  const whole = i18n._('{count, plural, one {# Hour} other {# Hours}}', { count: Number(hours) });
  return minutes ? i18n._('{whole} {minutes} Minutes', { whole, minutes }) : whole;
}

/** Each price line the domain names, in the reader's language, from its values. */
const TEXTS: Record<RateLineKind, (i18n: I18n, values: string[]) => string> = {
  'base-fare': (i18n) => i18n._('Base Fare'),
  'airport-pickup-fee': (i18n) => i18n._('Airport Pickup Fee'),
  'airport-drop-off-fee': (i18n) => i18n._('Airport Drop-off Fee'),
  'minimum-fare-adjustment': (i18n) => i18n._('Minimum Fare Adjustment'),
  distance: (i18n, [miles = '']) => i18n._('Distance ({miles} mi)', { miles }),
  'driving-time': (i18n, [minutes = '']) => i18n._('Driving Time ({minutes} min)', { minutes }),
  'waiting-time': (i18n, [minutes = '']) => i18n._('Waiting Time ({minutes} min)', { minutes }),
  'additional-stops': (i18n, [stops = '']) => i18n._('Additional Stops ({stops})', { stops }),
  'child-seats': (i18n, [seats = '']) => i18n._('Child Seats ({seats})', { seats }),
  'zone-fare': (i18n, [from = '', to = '']) => i18n._('Zone Fare ({from} → {to})', { from, to }),
  'promo-code': (i18n, [code = '']) => i18n._('Promo Code {code}', { code }),
  gratuity: (i18n, [percent = '']) => i18n._('Gratuity ({percent})', { percent }),
  tax: (i18n, [percent = '']) => i18n._('Tax ({percent})', { percent }),
  'hourly-rate-minimum': (i18n, [hours = '', minutes = '']) =>
    i18n._('Hourly Rate ({duration} minimum)', { duration: hoursText(i18n, hours, minutes) }),
  'hourly-rate': (i18n, [hours = '', minutes = '']) =>
    i18n._('Hourly Rate ({duration})', { duration: hoursText(i18n, hours, minutes) }),
};

/**
 * A price line as the ride keeps it (the domain's English name, decision 102) in the mail's
 * language; a line of the operator's own (a surcharge's name) as it was typed.
 */
export function rateLineIn(i18n: I18n, name: string): string {
  const line = rateLineName(name);
  return line ? TEXTS[line.kind](i18n, line.values) : name;
}
