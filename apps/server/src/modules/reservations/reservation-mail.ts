import { formatClockTime, formatPickupDate, formatPrice } from '@ride/domain';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../../adapters/mail/index.ts';
import type { CompanyRow } from '../company/index.ts';
import type { BookedStop } from './reservations.tables.ts';

const placeOf = (stop: BookedStop | undefined) =>
  stop ? stop.name || [stop.line1, stop.city].filter(Boolean).join(', ') : 'As Directed (or) N/A';

/** The mail that confirms a booking (or a change to it) to the rider, with the link that opens the ride. */
export function reservationConfirmationMail(options: {
  company: Pick<CompanyRow, 'id' | 'name' | 'support_email' | 'support_phone' | 'time_zone'>;
  mailFrom: string;
  to: string;
  firstName: string;
  confirmationNumber: string;
  pickupAt: Date;
  route: BookedStop[];
  vehicleName: string;
  totalMinor: number;
  currencySymbol: string;
  currencyCode: string;
  rideLink: string;
  /** The rider changed a booked ride: the mail confirms the ride as it is now. */
  changed?: boolean;
}): MailMessage {
  const { company } = options;
  const when = `${formatPickupDate(options.pickupAt, company.time_zone)} at ${formatClockTime(options.pickupAt, company.time_zone)}`;
  const total = formatPrice(options.totalMinor / 100, options.currencySymbol, options.currencyCode);
  const lines = [
    `Hi ${options.firstName},`,
    '',
    `Your ride with ${company.name} ${options.changed ? 'has been changed' : 'is booked'}. Confirmation number: ${options.confirmationNumber}.`,
    '',
    `Pickup: ${when}`,
    `From: ${placeOf(options.route[0])}`,
    `To: ${placeOf(options.route.length > 1 ? options.route.at(-1) : undefined)}`,
    `Vehicle: ${options.vehicleName}`,
    `Total: ${total}, held on your card and charged after the ride.`,
    '',
    `Follow your ride: ${options.rideLink}`,
    '',
    `Questions? Call ${company.support_phone} or write to ${company.support_email}.`,
  ];
  const sender = company.name.replace(/["\\\r\n]/g, '');
  return {
    companyId: company.id,
    from: `"${sender}" <${options.mailFrom}>`,
    to: options.to,
    ...(company.support_email ? { replyTo: company.support_email } : {}),
    subject: `Your ride ${options.changed ? 'has been changed' : 'is booked'}: #${options.confirmationNumber}`,
    text: lines.join('\n'),
    html: lines
      .map((line) =>
        line.startsWith('Follow your ride: ')
          ? `<p><a href="${escapeHtml(options.rideLink)}">Follow your ride</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join('\n'),
  };
}
