import { plural, t } from '@lingui/core/macro';
import { rateLineName, type RateLineKind } from '@ride/domain';

/** An hourly line's hours as formatHourlyDuration words them ("1 Hour", "2 Hours 30 Minutes"). */
function hoursText(hours: string, minutes: string): string {
  const count = Number(hours);
  const whole = plural(count, { one: '# Hour', other: '# Hours' });
  return minutes ? t`${whole} ${minutes} Minutes` : whole;
}

/** Each price line the domain names, in the console's language, from its values. */
const TEXTS: Record<RateLineKind, (values: string[]) => string> = {
  'base-fare': () => t`Base Fare`,
  'airport-pickup-fee': () => t`Airport Pickup Fee`,
  'airport-drop-off-fee': () => t`Airport Drop-off Fee`,
  'minimum-fare-adjustment': () => t`Minimum Fare Adjustment`,
  distance: ([miles = '']) => t`Distance (${miles} mi)`,
  'driving-time': ([minutes = '']) => t`Driving Time (${minutes} min)`,
  'waiting-time': ([minutes = '']) => t`Waiting Time (${minutes} min)`,
  'additional-stops': ([stops = '']) => t`Additional Stops (${stops})`,
  'child-seats': ([seats = '']) => t`Child Seats (${seats})`,
  'zone-fare': ([from = '', to = '']) => t`Zone Fare (${from} → ${to})`,
  'promo-code': ([code = '']) => t`Promo Code ${code}`,
  gratuity: ([percent = '']) => t`Gratuity (${percent})`,
  tax: ([percent = '']) => t`Tax (${percent})`,
  'hourly-rate-minimum': ([hours = '', minutes = '']) => {
    const duration = hoursText(hours, minutes);
    return t`Hourly Rate (${duration} minimum)`;
  },
  'hourly-rate': ([hours = '', minutes = '']) => {
    const duration = hoursText(hours, minutes);
    return t`Hourly Rate (${duration})`;
  },
};

/**
 * A price line as the server names it in English (the domain's quoteTrip), in the console's
 * language; a line of the operator's own (a surcharge's name) is shown as it came.
 */
export function rateLineText(name: string): string {
  const line = rateLineName(name);
  return line ? TEXTS[line.kind](line.values) : name;
}
