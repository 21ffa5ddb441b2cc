import { formatClockTime, formatPickupDate, formatPrice, fromMinorUnits } from '@ride/domain';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../../../adapters/mail/index.ts';
import type { CompanyRow } from '../../company/index.ts';
import type { BookedStop } from '../../reservations/index.ts';

type MailCompany = Pick<
  CompanyRow,
  'id' | 'name' | 'support_email' | 'support_phone' | 'time_zone'
>;

const placeOf = (stop: BookedStop | undefined) =>
  stop ? stop.name || [stop.line1, stop.city].filter(Boolean).join(', ') : 'As Directed (or) N/A';

function message(
  company: MailCompany,
  mailFrom: string,
  to: string,
  subject: string,
  lines: string[],
): MailMessage {
  const sender = company.name.replace(/["\\\r\n]/g, '');
  return {
    companyId: company.id,
    from: `"${sender}" <${mailFrom}>`,
    to,
    ...(company.support_email ? { replyTo: company.support_email } : {}),
    subject,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

interface RideFacts {
  confirmationNumber: string;
  pickupAt: Date;
  route: BookedStop[];
}

const whenOf = (pickupAt: Date, timeZone: string) =>
  `${formatPickupDate(pickupAt, timeZone)} at ${formatClockTime(pickupAt, timeZone)}`;

const vehicleOf = (vehicle: { color: string; make: string; model: string; plate: string }) =>
  `${vehicle.color} ${vehicle.make} ${vehicle.model}, plate ${vehicle.plate}`;

/** Tells the driver a ride is theirs (or no longer theirs). */
export function driverAssignmentMail(options: {
  company: MailCompany;
  mailFrom: string;
  to: string;
  firstName: string;
  ride: RideFacts;
  vehicle: { color: string; make: string; model: string; plate: string } | null;
  released?: boolean;
}): MailMessage {
  const { company, ride } = options;
  const lines = options.released
    ? [
        `Hi ${options.firstName},`,
        '',
        `Ride #${ride.confirmationNumber} on ${whenOf(ride.pickupAt, company.time_zone)} is no longer assigned to you.`,
      ]
    : [
        `Hi ${options.firstName},`,
        '',
        `You have been assigned ride #${ride.confirmationNumber}.`,
        '',
        `Pickup: ${whenOf(ride.pickupAt, company.time_zone)}`,
        `From: ${placeOf(ride.route[0])}`,
        `To: ${placeOf(ride.route.length > 1 ? ride.route.at(-1) : undefined)}`,
        ...(options.vehicle ? [`Vehicle: ${vehicleOf(options.vehicle)}`] : []),
      ];
  const subject = options.released
    ? `Ride #${ride.confirmationNumber} is no longer yours`
    : `New ride assigned: #${ride.confirmationNumber}`;
  return message(company, options.mailFrom, options.to, subject, lines);
}

/** Tells the rider who drives them, in which vehicle. */
export function riderAssignmentMail(options: {
  company: MailCompany;
  mailFrom: string;
  to: string;
  firstName: string;
  ride: RideFacts;
  driverFirstName: string;
  vehicle: { color: string; make: string; model: string; plate: string };
  rideLink: string;
}): MailMessage {
  const { company, ride } = options;
  const lines = [
    `Hi ${options.firstName},`,
    '',
    `Your driver for ride #${ride.confirmationNumber} on ${whenOf(ride.pickupAt, company.time_zone)} is ${options.driverFirstName}.`,
    `Vehicle: ${vehicleOf(options.vehicle)}`,
    '',
    `Follow your ride: ${options.rideLink}`,
    '',
    `Questions? Call ${company.support_phone} or write to ${company.support_email}.`,
  ];
  return message(
    company,
    options.mailFrom,
    options.to,
    `Your driver for ride #${ride.confirmationNumber}`,
    lines,
  );
}

/**
 * Tells the rider the dispatcher cancelled the ride or marked them a no-show, and what that costs
 * under the company's rule (nothing: the card hold is released).
 */
export function riderRideEndedMail(options: {
  company: MailCompany;
  mailFrom: string;
  to: string;
  firstName: string;
  ride: RideFacts;
  status: 'CANCELLED' | 'NO_SHOW';
  feeMinor: number;
  currencySymbol: string;
}): MailMessage {
  const { company, ride } = options;
  const when = whenOf(ride.pickupAt, company.time_zone);
  const fee = formatPrice(fromMinorUnits(options.feeMinor), options.currencySymbol);
  const lines = [
    `Hi ${options.firstName},`,
    '',
    options.status === 'CANCELLED'
      ? `Your ride #${ride.confirmationNumber} on ${when} has been cancelled.`
      : `Your driver waited for you at the pickup of ride #${ride.confirmationNumber} on ${when}, and the ride was closed as a no-show.`,
    options.feeMinor > 0
      ? `Under ${company.name}'s cancellation policy, a fee of ${fee} is charged to your card; the rest of the hold is released.`
      : 'Nothing is charged: the hold on your card is released.',
    '',
    `Questions? Call ${company.support_phone} or write to ${company.support_email}.`,
  ];
  const subject =
    options.status === 'CANCELLED'
      ? `Ride #${ride.confirmationNumber} is cancelled`
      : `Ride #${ride.confirmationNumber}: no-show`;
  return message(company, options.mailFrom, options.to, subject, lines);
}
