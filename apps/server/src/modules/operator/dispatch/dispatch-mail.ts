import type { MailMessage } from '../../../adapters/mail/index.ts';
import { driverAssignmentMail as driverAssignmentTemplate } from '../../../messages/mail/index.ts';
import { i18nFor } from '../../../messages/i18n/index.ts';
import {
  appBaseOf,
  companyMailEnvelope,
  mailBrandOf,
  staffLanguageOf,
  type CompanyRow,
} from '../../company/index.ts';
import type { BookedStop } from '../../reservations/index.ts';

const placeOf = (stop: BookedStop | undefined) =>
  stop ? stop.name || [stop.line1, stop.city].filter(Boolean).join(', ') : 'As Directed (or) N/A';

interface RideFacts {
  confirmationNumber: string;
  pickupAt: Date;
  route: BookedStop[];
}

/**
 * Tells the driver a ride is theirs (or no longer theirs), in the company's branded mail, in the
 * driver's language (their console's, else the company's default).
 */
export async function driverAssignmentMail(options: {
  company: CompanyRow;
  mailFrom: string;
  publicUrl: string;
  to: string;
  firstName: string;
  /** The language the driver chose for the console, if any. */
  language: string | null;
  ride: RideFacts;
  vehicle: { color: string; make: string; model: string; plate: string } | null;
  released?: boolean;
}): Promise<MailMessage> {
  const { company, ride } = options;
  const mail = await driverAssignmentTemplate({
    brand: mailBrandOf(company, appBaseOf(company, options.publicUrl)),
    firstName: options.firstName,
    confirmationNumber: ride.confirmationNumber,
    pickupAt: ride.pickupAt,
    timeZone: company.time_zone,
    from: placeOf(ride.route[0]),
    to: placeOf(ride.route.length > 1 ? ride.route.at(-1) : undefined),
    vehicle: options.vehicle,
    ...(options.released ? { released: true } : {}),
    i18n: i18nFor(staffLanguageOf(company, options.language)),
  });
  return {
    ...companyMailEnvelope(company, options.mailFrom, options.to),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  };
}
