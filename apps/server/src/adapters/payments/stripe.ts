import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import {
  PaymentGatewayError,
  PaymentGatewayUnreachableError,
  type PaymentGateway,
  type VerifiedCard,
} from './gateway.ts';

const BRANDS: Record<string, VerifiedCard['brand']> = {
  visa: 'VISA',
  mastercard: 'MASTER_CARD',
  discover: 'DISCOVER_CARD',
  amex: 'AMERICAN_EXPRESS',
  diners: 'DINNER_CLUB',
};

/** Stripe's customers and SetupIntents, which the card-token form needs before it has a card. */
export interface StripeCustomers {
  createCustomer(metadata: Record<string, string>): Promise<string>;
  createSetupIntent(customerId: string): Promise<{ clientId: string; clientSecret: string }>;
}

/**
 * Stripe's card refusals by their codes, in the English Stripe writes them: the server then knows
 * the sentence and can put it in the rider's language (messages/errors); other codes keep
 * Stripe's own message.
 */
const CARD_REFUSALS: ReadonlyMap<string, string> = new Map([
  ['insufficient_funds', 'Your card has insufficient funds.'],
  ['card_declined', 'Your card was declined.'],
  ['expired_card', 'Your card has expired.'],
  ['incorrect_cvc', "Your card's security code is incorrect."],
  ['invalid_cvc', "Your card's security code is incorrect."],
  ['incorrect_number', 'Your card number is incorrect.'],
  ['processing_error', 'An error occurred while processing your card. Try again in a little bit.'],
]);

const cardRefusal = (error: Stripe.errors.StripeCardError) =>
  CARD_REFUSALS.get(error.decline_code ?? '') ??
  CARD_REFUSALS.get(error.code ?? '') ??
  error.message;

/**
 * Stripe's refusals as the port words them, and a Stripe that could not be reached (refused, cut
 * or silent connections, after the SDK's own retries); anything else is not the rider's to fix.
 */
function refusalOf(error: unknown): never {
  if (error instanceof Stripe.errors.StripeConnectionError) {
    throw new PaymentGatewayUnreachableError('stripe', error.message);
  }
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new PaymentGatewayError(
      'stripe',
      'Card error',
      cardRefusal(error),
      null,
      error.statusCode ?? 402,
    );
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    throw new PaymentGatewayError(
      'stripe',
      'Invalid request',
      error.message,
      null,
      error.statusCode ?? 400,
    );
  }
  throw error;
}

/**
 * The card-token gateway (short code stripe) on Stripe's official SDK: the browser saves the card
 * with a SetupIntent; the server keeps the payment method and holds amounts off-session with
 * manual capture, with the company's secret key (or STRIPE_SECRET_KEY). STRIPE_API_URL points it
 * at a local server in tests. `account` is a connected
 * account (the gateway's parameter1), when the company has one.
 */
export function stripeGateway(
  config: Pick<Config, 'stripeApiUrl'>,
  secretKey: string,
  account: string | null,
): PaymentGateway & StripeCustomers {
  const api = new URL(config.stripeApiUrl);
  const stripe = new Stripe(secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'https:' ? 443 : 80),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(account ? { stripeAccount: account } : {}),
  });
  return {
    kind: 'stripe',
    async createCustomer(metadata) {
      const customer = await stripe.customers.create({ metadata }).catch(refusalOf);
      return customer.id;
    },
    async createSetupIntent(customerId) {
      const intent = await stripe.setupIntents
        .create({
          customer: customerId,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
        })
        .catch(refusalOf);
      return { clientId: intent.id, clientSecret: intent.client_secret ?? '' };
    },
    async verifyCard(card) {
      const method = await stripe.paymentMethods.retrieve(card.token).catch(refusalOf);
      const customer = typeof method.customer === 'string' ? method.customer : method.customer?.id;
      if (!method.card || !customer || customer !== card.customerId) {
        throw new PaymentGatewayError(
          'stripe',
          'Invalid card',
          'This card was not set up for you.',
          null,
          400,
        );
      }
      return {
        token: method.id,
        customerId: customer,
        brand: BRANDS[method.card.brand] ?? 'OTHER',
        lastDigits: method.card.last4,
        expiryMonth: method.card.exp_month,
        expiryYear: method.card.exp_year,
      };
    },
    async hold(request) {
      const intent = await stripe.paymentIntents
        .create(
          {
            amount: request.amountMinor,
            currency: request.currencyCode.toLowerCase(),
            ...(request.card.customerId ? { customer: request.card.customerId } : {}),
            payment_method: request.card.token,
            capture_method: 'manual',
            confirm: true,
            off_session: true,
            description: request.description,
          },
          { idempotencyKey: request.idempotencyKey },
        )
        .catch(refusalOf);
      if (intent.status !== 'requires_capture') {
        throw new PaymentGatewayError(
          'stripe',
          'Not held',
          'Your card could not be charged.',
          null,
          402,
        );
      }
      return { reference: intent.id };
    },
    async voidHold(reference) {
      await stripe.paymentIntents.cancel(reference).catch((error: unknown) => {
        // Stripe refuses to cancel an intent twice; for the port, a hold released is released.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state' &&
          error.payment_intent?.status === 'canceled'
        ) {
          return;
        }
        refusalOf(error);
      });
    },
    async capture(reference, amountMinor, idempotencyKey) {
      const intent = await stripe.paymentIntents
        .capture(reference, { amount_to_capture: amountMinor }, { idempotencyKey })
        .catch(refusalOf);
      return { amountMinor: intent.amount_received };
    },
    async refund(reference, amountMinor, idempotencyKey) {
      const refund = await stripe.refunds
        .create({ payment_intent: reference, amount: amountMinor }, { idempotencyKey })
        .catch(refusalOf);
      return { refundId: refund.id, amountMinor: refund.amount };
    },
  };
}
