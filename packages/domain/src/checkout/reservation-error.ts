import { hostedErrorText, reservationPaymentError } from '../payments/gateway-errors.ts';

/** A gateway's refusal of a booking, as the server words it: "Payment gateway error: - <reason>". */
export interface ReservationGatewayError {
  message: string;
  /** The gateway's short code (fs, stripe, century, square, vs). */
  gateway?: string | null | undefined;
}

/**
 * How a reservation error is shown (spec part 2 §8): the text after the colon and dash, prefixed
 * 'Stripe Payment Gateway: ' for the card-token gateway and 'LimoAnywhere Payment Gateway: ' for
 * others; a message containing 409 is shown as it is.
 */
export function reservationErrorText(error: ReservationGatewayError): string {
  if (error.message.includes('409')) return error.message;
  return reservationPaymentError(hostedErrorText(error.message), error.gateway ?? '');
}
