import { moneyIn, type I18n } from '../i18n/index.ts';

/**
 * The errors a rider reads in the app, in English exactly as the API words them (the spec's and
 * the domain's constants; a unit test holds them equal). A message here is answered in the
 * request's language; its code and fields never change. Errors the app parses (the 401 and the
 * disabled company's 403) are not here and stay as they are.
 */
export const RIDER_ERROR_MESSAGES: readonly string[] = [
  /*i18n*/ 'Invalid email and/or password',
  /*i18n*/ 'Not a valid phone number',
  /*i18n*/ 'Your current password is not correct',
  /*i18n*/ 'Enter your current password to change your email',
  /*i18n*/ 'Account with this email already exists',
  /*i18n*/ 'Duplicate Email: an account with this email already exists',
  /*i18n*/ 'The card could not be added. Please try again.',
  /*i18n*/ 'This ride changed meanwhile. Please open it again.',
  /*i18n*/ 'Guests must say who is riding',
  /*i18n*/ 'Expiration date is invalid',
  /*i18n*/ 'The service is unavailable for a moment; please try again in a few seconds',
  /*i18n*/ 'Enter a tip above 0, with at most two decimals.',
  /*i18n*/ 'Choose a tip percent or an amount, not both.',
  /*i18n*/ 'This ride is not completed yet: a tip and rating can be left once it is.',
];

const KNOWN = new Set(RIDER_ERROR_MESSAGES);

/**
 * A payment gateway's refusal as our adapters word it for the rider (the sandbox's, and Stripe's
 * by its error code: the same English Stripe writes). Inside the frames the app parses (spec part
 * 2 §8), only this sentence is put in the reader's language; the frame stays as the app reads it.
 * The hosted fields' expiry message is not here: the app recognises it by its English words.
 */
export const GATEWAY_DETAILS: readonly string[] = [
  /*i18n*/ 'Your card was declined.',
  /*i18n*/ 'The CVV field is invalid.',
  /*i18n*/ 'Your card has expired.',
  /*i18n*/ 'Please confirm you are not a robot and enter the card again.',
  /*i18n*/ 'This card is not known to the gateway.',
  /*i18n*/ 'This card was not set up for you.',
  /*i18n*/ 'Your card could not be charged.',
  /*i18n*/ 'Your card has insufficient funds.',
  /*i18n*/ "Your card's security code is incorrect.",
  /*i18n*/ 'Your card number is incorrect.',
  /*i18n*/ 'An error occurred while processing your card. Try again in a little bit.',
];

const RESERVATION_FRAME = 'Payment gateway error: - ';
const CORRELATION = ', CorrelationId: ';
const API_MESSAGE = 'Message: ';

/**
 * A gateway refusal with its sentence in the reader's language: "Payment gateway error: - …" of a
 * booking, or "API Error. … Message: [Summary. ]…, CorrelationId: …" of a card; else undefined.
 */
function gatewayRefusal(i18n: I18n, message: string): string | undefined {
  if (message.startsWith(RESERVATION_FRAME)) {
    const detail = message.slice(RESERVATION_FRAME.length);
    return GATEWAY_DETAILS.includes(detail) ? RESERVATION_FRAME + i18n._(detail) : undefined;
  }
  if (!message.startsWith('API Error.')) return undefined;
  const end = message.lastIndexOf(CORRELATION);
  const start = message.indexOf(API_MESSAGE);
  if (end < 0 || start < 0 || start > end) return undefined;
  const body = message.slice(start + API_MESSAGE.length, end);
  const detail = GATEWAY_DETAILS.find((known) => body === known || body.endsWith(`. ${known}`));
  if (!detail) return undefined;
  const lead = message.slice(0, end - detail.length);
  return `${lead}${i18n._(detail)}${message.slice(end)}`;
}

type Built = readonly [RegExp, (i18n: I18n, value: string) => string];

/**
 * The rider's errors that carry a value (a lead time, a promo code, a limit), as the domain and
 * the services build them in English, each with its message: a count becomes an ICU plural.
 */
const BUILT: readonly Built[] = [
  [
    /^Rides must be booked at least (\d+) hours? before pickup$/,
    (i18n, hours) =>
      i18n._(
        '{count, plural, one {Rides must be booked at least # hour before pickup} other {Rides must be booked at least # hours before pickup}}',
        { count: Number(hours) },
      ),
  ],
  [
    /^Rides must be booked at least (\d+) minutes? before pickup$/,
    (i18n, minutes) =>
      i18n._(
        '{count, plural, one {Rides must be booked at least # minute before pickup} other {Rides must be booked at least # minutes before pickup}}',
        { count: Number(minutes) },
      ),
  ],
  [
    /^Contains invalid character\(s\): (.+)$/s,
    (i18n, characters) => i18n._('Contains invalid character(s): {characters}', { characters }),
  ],
  [
    /^Promo code (.+) is not valid$/s,
    (i18n, code) => i18n._('Promo code {code} is not valid', { code }),
  ],
  [
    /^Promo code (.+) is not valid yet$/s,
    (i18n, code) => i18n._('Promo code {code} is not valid yet', { code }),
  ],
  [
    /^Promo code (.+) has expired$/s,
    (i18n, code) => i18n._('Promo code {code} has expired', { code }),
  ],
  [
    /^Promo code (.+) has been used up$/s,
    (i18n, code) => i18n._('Promo code {code} has been used up', { code }),
  ],
  [
    /^A tip is given in the ride's currency, (.+)\.$/s,
    (i18n, currency) => i18n._("A tip is given in the ride's currency, {currency}.", { currency }),
  ],
  [
    /^A tip can be at most the trip total, (.+)\.$/s,
    (i18n, total) => i18n._('A tip can be at most the trip total, {total}.', { total }),
  ],
  [
    /^A ride can have at most (\d+) stops$/,
    (i18n, stops) =>
      i18n._(
        '{count, plural, one {A ride can have at most # stop} other {A ride can have at most # stops}}',
        {
          count: Number(stops),
        },
      ),
  ],
  [
    /^You can save up to (\d+) places\. Delete one to add another\.$/,
    (i18n, places) =>
      i18n._(
        '{count, plural, one {You can save up to # place. Delete one to add another.} other {You can save up to # places. Delete one to add another.}}',
        { count: Number(places) },
      ),
  ],
];

/**
 * A refusal naming an amount, when its extensions carry the amount in minor units and the ride's
 * currency: the amount is written the reader's way ("123,45 US$"), not as the English message has it.
 */
function amountRefusal(i18n: I18n, extensions: Readonly<Record<string, unknown>>) {
  const { reason, maximumMinor, currencySymbol, currencyCode } = extensions;
  if (reason !== 'TIP_TOO_LARGE' || typeof maximumMinor !== 'number') return undefined;
  if (typeof currencySymbol !== 'string' || typeof currencyCode !== 'string') return undefined;
  const total = moneyIn(i18n, maximumMinor, { currencySymbol, currencyCode });
  return i18n._('A tip can be at most the trip total, {total}.', { total });
}

/**
 * An error's message in the reader's language when it is one of the rider's, exact or built
 * with a value; else as it is.
 */
export function riderErrorMessage(
  i18n: I18n,
  message: string,
  extensions: Readonly<Record<string, unknown>> = {},
): string {
  const amount = amountRefusal(i18n, extensions);
  if (amount) return amount;
  const refusal = extensions.code === 'PAYMENT_GATEWAY_ERROR' && gatewayRefusal(i18n, message);
  if (refusal) return refusal;
  if (KNOWN.has(message)) return i18n._(message);
  for (const [pattern, translate] of BUILT) {
    const value = pattern.exec(message)?.[1];
    if (value !== undefined) return translate(i18n, value);
  }
  return message;
}
