/** The prefixes of spec part 2 §8. */
export const HOSTED_GATEWAY_PREFIX = 'LimoAnywhere Payment Gateway: ';
export const STRIPE_SETUP_PREFIX = 'Stripe Gateway Error: ';
export const STRIPE_RESERVATION_PREFIX = 'Stripe Payment Gateway: ';
export const HOSTED_EXPIRY_MESSAGE =
  'Card expiry cannot be less than current month/year. Re-enter the card details.';
/** When the payment gateway cannot be reached (from the app, or by the server): try again. */
export const PAYMENT_SERVICE_UNREACHABLE_MESSAGE =
  'The payment service could not be reached. Please try again.';
/** After a hosted expiry error the fields reload this much later (spec part 2 §9). */
export const EXPIRY_ERROR_INPUT_DELAY_MS = 300;

/** The text of a hosted-fields error after its colon and dash ("Error - Card expired." → …). */
export function hostedErrorText(raw: string): string {
  let text = raw.trim();
  const colon = text.indexOf(':');
  if (colon >= 0) text = text.slice(colon + 1).trim();
  const dash = text.indexOf(' - ');
  if (dash >= 0) text = text.slice(dash + 3).trim();
  else if (text.startsWith('- ')) text = text.slice(2).trim();
  return text;
}

/** 'LimoAnywhere Payment Gateway: {message}' for an error the hosted fields reported. */
export function hostedGatewayError(raw: string): string {
  return `${HOSTED_GATEWAY_PREFIX}${hostedErrorText(raw)}`;
}

export function isHostedExpiryError(raw: string): boolean {
  return hostedErrorText(raw) === HOSTED_EXPIRY_MESSAGE;
}

/** 'Stripe Gateway Error: {message}' for a card-setup failure in Stripe.js. */
export function stripeSetupError(message: string): string {
  return `${STRIPE_SETUP_PREFIX}${message}`;
}

/**
 * A reservation's payment error (guest checkout): messages with 409 as they are, card-token ones
 * prefixed 'Stripe Payment Gateway: ', others 'LimoAnywhere Payment Gateway: '.
 */
export function reservationPaymentError(message: string, gateway: string): string {
  if (message.includes('409')) return message;
  return `${gateway === 'stripe' ? STRIPE_RESERVATION_PREFIX : HOSTED_GATEWAY_PREFIX}${message}`;
}

/**
 * The key/value parts of a server error string: "API Error. Status: 400, Message: …,
 * CorrelationId: …" → { Status: '400', Message: '…' }; the prefix and correlation id dropped.
 * Null when the text is not of that form.
 */
export function parseApiError(raw: string): Record<string, string> | null {
  const text = raw.trim();
  if (!text.startsWith('API Error.')) return null;
  const parts: Record<string, string> = {};
  for (const part of text.slice('API Error.'.length).split(/,\s*(?=[A-Za-z]+:\s)/)) {
    const match = /^\s*([A-Za-z]+):([\s\S]*)$/.exec(part);
    if (match && match[1] !== 'CorrelationId') parts[match[1]!] = match[2]!.trim();
  }
  return parts;
}

export const ADD_CARD_FALLBACK_MESSAGE = 'The card could not be added. Please try again.';

/**
 * The add-card error to show (spec part 2 §8): for the card-token gateway the Message when the
 * status is 400 or 500; for the hosted gateway the text after the first period of Message, with
 * '!'. Other texts (a gateway that is not configured) are shown as they are.
 */
export function addCardErrorMessage(raw: string, gateway: string): string {
  const parts = parseApiError(raw);
  if (!parts) return raw.trim() || ADD_CARD_FALLBACK_MESSAGE;
  const message = parts.Message ?? '';
  if (gateway === 'stripe') {
    return (parts.Status === '400' || parts.Status === '500') && message
      ? message
      : ADD_CARD_FALLBACK_MESSAGE;
  }
  const period = message.indexOf('.');
  // Trailing stops dropped; the lookbehind starts a match only where a run of them starts, so the
  // pattern stays linear on a long run followed by other text.
  const detail = (period >= 0 ? message.slice(period + 1) : message)
    .trim()
    .replace(/(?<![.!])[.!]+$/, '');
  return detail ? `${detail}!` : ADD_CARD_FALLBACK_MESSAGE;
}
