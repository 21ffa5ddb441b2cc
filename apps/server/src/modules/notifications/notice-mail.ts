import {
  driverArrivedMail,
  driverAssignedMail,
  driverOnTheWayMail,
  refundIssuedMail,
  rideBookedMail,
  rideCancelledMail,
  rideChangedMail,
  rideReceiptMail,
  type MailCharge,
  type RenderedMail,
} from '../../messages/mail/index.ts';
import { appBaseOf, mailBrandOf, type CompanyRow } from '../company/index.ts';
import type { NoticeView } from './notice-view.ts';

/** What the ride's card paid, or still holds: one line each. */
function chargesOf(view: NoticeView): MailCharge[] {
  if (!view.card) return [];
  const card = { cardBrand: view.card.brand, cardLastDigits: view.card.lastDigits };
  return [
    ...(view.chargedMinor > 0
      ? [{ ...card, amountMinor: view.chargedMinor, state: 'charged' as const }]
      : []),
    ...(view.heldMinor > 0
      ? [{ ...card, amountMinor: view.heldMinor, state: 'held' as const }]
      : []),
  ];
}

/** The e-mail of a notice, from the one branded template set (decision 78). */
export function noticeMail(
  view: NoticeView,
  company: CompanyRow,
  options: { shortText: string | null; publicUrl: string },
): Promise<RenderedMail> {
  const common = {
    i18n: view.i18n,
    brand: mailBrandOf(company, appBaseOf(company, options.publicUrl)),
    firstName: view.firstName,
    confirmationNumber: view.confirmationNumber,
    intro: options.shortText,
    currencySymbol: view.currencySymbol,
    currencyCode: view.currencyCode,
    pickupAt: view.pickupAt,
    timeZone: view.timeZone,
  };
  const ride = { ...common, from: view.from, to: view.to, rideLink: view.link };
  const driver = {
    ...ride,
    driverFirstName: view.driverFirstName ?? view.i18n._('Your chauffeur'),
    vehicle: view.vehicle ?? { color: '', make: '', model: '', plate: '' },
  };
  switch (view.kind) {
    case 'booked':
    case 'changed': {
      const mail = view.kind === 'booked' ? rideBookedMail : rideChangedMail;
      return mail({
        ...ride,
        vehicleName: view.vehicleName,
        totalMinor: view.totalMinor,
        guestCancelLink: view.cancelLink,
      });
    }
    case 'cancelled':
      return rideCancelledMail({
        ...common,
        by: view.cancelledBy === 'no_show' ? 'no-show' : view.cancelledBy,
        feeMinor: view.feeMinor,
      });
    case 'driver_assigned':
      return driverAssignedMail({ ...driver, driverPhotoUrl: view.driverPhotoUrl });
    case 'on_the_way':
      return driverOnTheWayMail({ ...driver, etaMinutes: view.etaMinutes });
    case 'arrived':
      return driverArrivedMail({
        ...driver,
        pickupPlace: view.from,
        freeWaitingMinutes: view.freeWaitingMinutes,
      });
    case 'completed':
      return rideReceiptMail({
        ...ride,
        lines: view.lines,
        tipMinor: view.tipMinor || null,
        totalMinor: view.totalMinor + view.tipMinor,
        charges: chargesOf(view),
      });
    case 'refunded':
      return refundIssuedMail({
        ...common,
        amountMinor: view.refundMinor,
        cardBrand: view.card?.brand ?? view.i18n._('your card'),
        cardLastDigits: view.card?.lastDigits ?? '',
      });
  }
}
