import { formatPickUpTime, PICKUP_MAX_DAYS_AHEAD, type ParsedLookupRatesInput } from '@ride/domain';
import { badUserInput } from '../../graphql/errors.ts';
import type { CompanyRow } from '../company/company.service.ts';

/** How far ahead a ride can be priced: the same year the booking form offers. */
export const MAX_DAYS_AHEAD = PICKUP_MAX_DAYS_AHEAD;

export function formatLeadTime(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * The pickup must be in the future, outside the company's creation lead time and within a year;
 * formattedPickUpTime, when sent, must be the same moment read in the company's time zone.
 */
export function checkPickupTime(
  input: ParsedLookupRatesInput,
  company: CompanyRow,
  now: Date,
): Date {
  const pickup = new Date(input.scheduledPickupTime);
  if (input.formattedPickUpTime) {
    const expected = formatPickUpTime(pickup, company.time_zone);
    if (expected !== input.formattedPickUpTime) {
      throw badUserInput(
        `formattedPickUpTime ${input.formattedPickUpTime} does not match scheduledPickupTime in ${company.time_zone} (${expected})`,
        'formattedPickUpTime',
      );
    }
  }
  if (pickup.getTime() <= now.getTime())
    throw badUserInput('The pickup time is in the past', 'scheduledPickupTime');
  const lead = company.reservation_creation_lead_time_minutes ?? 0;
  if (pickup.getTime() < now.getTime() + lead * 60_000) {
    throw badUserInput(
      `Rides must be booked at least ${formatLeadTime(lead)} before pickup`,
      'scheduledPickupTime',
    );
  }
  if (pickup.getTime() > now.getTime() + MAX_DAYS_AHEAD * 86_400_000) {
    throw badUserInput(
      `Rides can be booked at most ${MAX_DAYS_AHEAD} days ahead`,
      'scheduledPickupTime',
    );
  }
  return pickup;
}
