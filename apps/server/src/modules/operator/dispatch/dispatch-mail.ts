import type { MailMessage } from '../../../adapters/mail/index.ts';
import { driverAssignmentMail as driverAssignmentTemplate } from '../../../messages/mail/index.ts';
import { appBaseOf, mailBrandOf, type CompanyRow } from '../../company/index.ts';
import type { BookedStop } from '../../reservations/index.ts';

const placeOf = (stop: BookedStop | undefined) =>
  stop ? stop.name || [stop.line1, stop.city].filter(Boolean).join(', ') : 'As Directed (or) N/A';

interface RideFacts {
  confirmationNumber: string;
  pickupAt: Date;
  route: BookedStop[];
}

/** Tells the driver a ride is theirs (or no longer theirs), in the company's branded mail. */
export async function driverAssignmentMail(options: {
  company: CompanyRow;
  mailFrom: string;
  publicUrl: string;
  to: string;
  firstName: string;
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
  });
  const sender = company.name.replace(/["\\\r\n]/g, '');
  return {
    companyId: company.id,
    from: `"${sender}" <${options.mailFrom}>`,
    to: options.to,
    ...(company.support_email ? { replyTo: company.support_email } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  };
}
