import type { RideNoticeKind } from '@ride/domain';
import { moneyIn, pickupWhen, type I18n } from '../../messages/i18n/index.ts';
import { appBaseOf, type CompanyRow } from '../company/index.ts';
import type { NoticeFacts } from './notifications.tables.ts';
import type { NoticeRide } from './notices.repository.ts';

interface Stop {
  name?: string;
  line1?: string;
  city?: string;
}

const placeOf = (i18n: I18n, stop: Stop | undefined) =>
  stop
    ? stop.name || [stop.line1, stop.city].filter(Boolean).join(', ')
    : i18n._('As Directed (or) N/A');

/**
 * Where links in a rider's messages lead: the company's own domain, else PUBLIC_URL with the
 * company named (coid), so the app opens as the right company. Both come from configuration.
 */
export function rideLinks(
  publicUrl: string,
  company: Pick<CompanyRow, 'id' | 'domain_name'>,
  ride: { id: string; share_hash: string },
) {
  const params = new URLSearchParams({ id: ride.id, td: ride.share_hash });
  if (!company.domain_name) params.set('coid', company.id);
  const path = `/tracking?${params.toString()}`;
  const base = appBaseOf(company, publicUrl);
  return { path, link: new URL(path, base.endsWith('/') ? base : `${base}/`).toString() };
}

/** The fragment that carries a guest's cancel secret in a mailed link (kept out of server logs). */
const CANCEL_FRAGMENT = 'cancel=';

/**
 * The guest's link to the ride's read-only view (/shared-ride, by its share hash) that may also
 * cancel it: the cancel secret rides in the fragment, which browsers never send to a server.
 */
export function guestCancelLink(
  publicUrl: string,
  company: Pick<CompanyRow, 'id' | 'domain_name'>,
  ride: { id: string; share_hash: string },
  secret: string,
): string {
  const params = new URLSearchParams({ id: ride.id, td: ride.share_hash });
  if (!company.domain_name) params.set('coid', company.id);
  const base = appBaseOf(company, publicUrl);
  const url = new URL(`/shared-ride?${params.toString()}`, base.endsWith('/') ? base : `${base}/`);
  return `${url.toString()}#${CANCEL_FRAGMENT}${encodeURIComponent(secret)}`;
}

/** A message's text with any cancel secret blanked: how staff read what was sent to a guest. */
export function withoutCancelSecret(text: string): string {
  return text.replace(/([#&]cancel=)[\w%-]+/g, '$1…');
}

/** What every channel says of a notice, worded once: the ride as it is now and the notice's facts. */
export interface NoticeView {
  kind: RideNoticeKind;
  /** The rider's language (decision 97): every channel's words and formats. */
  i18n: I18n;
  companyName: string;
  firstName: string;
  confirmationNumber: string;
  pickupAt: Date;
  timeZone: string;
  /** "Mon, Jan 5 at 9:05 AM", in the company's time zone and the rider's language. */
  when: string;
  currencySymbol: string;
  currencyCode: string;
  vehicleName: string;
  from: string;
  to: string;
  driverFirstName: string | null;
  driverPhotoUrl: string | null;
  vehicle: { color: string; make: string; model: string; plate: string } | null;
  /** "Black Cadillac Escalade". */
  car: string | null;
  plate: string | null;
  etaMinutes: number | null;
  freeWaitingMinutes: number | null;
  cancelledBy: 'rider' | 'dispatcher' | 'no_show';
  feeMinor: number;
  refundMinor: number;
  totalMinor: number;
  tipMinor: number;
  lines: { label: string; amountMinor: number }[];
  heldMinor: number;
  chargedMinor: number;
  card: { brand: string; lastDigits: string } | null;
  money: (minor: number) => string;
  link: string;
  path: string;
  /** booked, a guest's ride: the read-only view that can also cancel it (mail only). */
  cancelLink: string | null;
}

export function noticeView(options: {
  kind: RideNoticeKind;
  facts: NoticeFacts;
  ride: NoticeRide;
  company: CompanyRow;
  publicUrl: string;
  i18n: I18n;
}): NoticeView {
  const { ride, company, facts, i18n } = options;
  const currency = { currencySymbol: ride.currency_symbol, currencyCode: ride.currency_code };
  const pickupAt = new Date(ride.scheduled_pickup_at);
  const route = ride.route as Stop[];
  const car = [ride.vehicle_color, ride.vehicle_make, ride.vehicle_model].filter(Boolean).join(' ');
  const photo = ride.driver_profile_pic;
  return {
    kind: options.kind,
    i18n,
    companyName: company.name,
    firstName: ride.passenger_first_name,
    confirmationNumber: ride.confirmation_number,
    pickupAt,
    timeZone: company.time_zone,
    currencySymbol: ride.currency_symbol,
    currencyCode: ride.currency_code,
    vehicleName: ride.vehicle_type_name ?? '',
    when: pickupWhen(i18n, pickupAt, company.time_zone),
    from: placeOf(i18n, route[0]),
    to: placeOf(i18n, route.length > 1 ? route.at(-1) : undefined),
    driverFirstName: ride.driver_first_name,
    driverPhotoUrl: photo && /^https:\/\//.test(photo) ? photo : null,
    vehicle: ride.vehicle_plate
      ? {
          color: ride.vehicle_color ?? '',
          make: ride.vehicle_make ?? '',
          model: ride.vehicle_model ?? '',
          plate: ride.vehicle_plate,
        }
      : null,
    car: car || null,
    plate: ride.vehicle_plate,
    etaMinutes: facts.etaMinutes ?? null,
    freeWaitingMinutes: company.free_waiting_minutes ?? null,
    cancelledBy: facts.cancelledBy ?? 'dispatcher',
    feeMinor: facts.feeMinor ?? 0,
    refundMinor: facts.refundMinor ?? 0,
    totalMinor: ride.total_minor,
    tipMinor: ride.tip_minor ?? 0,
    lines: ride.rate_lines.map((line) => ({
      label: line.name,
      amountMinor: line.valueInMinorUnits,
    })),
    heldMinor: ride.held_minor ?? 0,
    chargedMinor: ride.charged_minor ?? 0,
    card:
      ride.payment_type === 'CreditCard' && ride.card_last_digits
        ? { brand: ride.card_brand, lastDigits: ride.card_last_digits }
        : null,
    money: (minor) => moneyIn(i18n, minor, currency),
    ...rideLinks(options.publicUrl, company, ride),
    cancelLink:
      options.kind === 'booked' && facts.guestCancelSecret && !ride.account_user_id
        ? guestCancelLink(options.publicUrl, company, ride, facts.guestCancelSecret)
        : null,
  };
}
