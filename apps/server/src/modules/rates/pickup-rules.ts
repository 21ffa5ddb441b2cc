import { formatPickUpTime, pickupTimeProblem, type ParsedLookupRatesInput } from '@ride/domain';
import { badUserInput } from '../../core/errors.ts';
import type { CompanyRow } from '../company/index.ts';

/**
 * The pickup must be bookable by the domain's rule (in the future, outside the company's creation
 * lead time, within a year); formattedPickUpTime, when sent, must be the same moment read in the
 * company's time zone.
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
  const problem = pickupTimeProblem(pickup, now, company.reservation_creation_lead_time_minutes);
  if (problem) throw badUserInput(problem, 'scheduledPickupTime');
  return pickup;
}
