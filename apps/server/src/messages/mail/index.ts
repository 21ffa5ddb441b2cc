/**
 * The mails the server sends, one template each, in the company's branding (React Email). Shared
 * like core/: the modules call these; nothing here imports a module.
 */
export { emailChangedMail, invitationMail, passwordResetMail } from './account-mails.tsx';
export {
  rideBookedMail,
  rideCancelledMail,
  rideChangedMail,
  type BookedRideMailInput,
  type CancelledRideMailInput,
} from './booking-mails.tsx';
export { driverAssignmentMail, type DriverAssignmentMailInput } from './driver-assignment-mail.tsx';
export {
  driverArrivedMail,
  driverAssignedMail,
  driverOnTheWayMail,
  type DriverArrivedMailInput,
  type DriverAssignedMailInput,
  type DriverOnTheWayMailInput,
} from './driver-progress-mails.tsx';
export { MAIL_LOGO_SIZE, mailColours, type MailBrand } from './mail-brand.ts';
export {
  refundIssuedMail,
  rideReceiptMail,
  type MailCharge,
  type RefundIssuedMailInput,
  type RideReceiptMailInput,
} from './payment-mails.tsx';
export type { RenderedMail } from './render-mail.ts';
export type { MailCurrency, MailVehicle } from './ride-wording.ts';
export type { RiderMailInput } from './rider-mail.tsx';
