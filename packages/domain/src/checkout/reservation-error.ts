export const STRIPE_RESERVATION_PREFIX = 'Stripe Payment Gateway: ';
export const HOSTED_RESERVATION_PREFIX = 'LimoAnywhere Payment Gateway: ';

/** A gateway's refusal of a booking, as the server words it: "Payment gateway error: - <reason>". */
export interface ReservationGatewayError {
  message: string;
  /** The gateway's short code (fs, stripe, century, square, vs). */
  gateway?: string | null | undefined;
}

/** The reason after the colon and dash ("Payment gateway error: - Your card was declined."). */
export function gatewayReason(message: string): string {
  const match = /:\s*-\s*([\s\S]*)$/.exec(message);
  return (match?.[1] ?? message).trim();
}

/**
 * How a reservation error is shown (spec part 2 §8): card-token gateway errors prefixed
 * 'Stripe Payment Gateway: ', others 'LimoAnywhere Payment Gateway: ', with the text after the
 * colon and dash; a message containing 409 is shown as it is.
 */
export function reservationErrorText(error: ReservationGatewayError): string {
  if (error.message.includes('409')) return error.message;
  const prefix = error.gateway === 'stripe' ? STRIPE_RESERVATION_PREFIX : HOSTED_RESERVATION_PREFIX;
  return `${prefix}${gatewayReason(error.message)}`;
}
