/**
 * The payments port (DESIGN.md, adapters): what the app asks of a payment gateway. The browser
 * hands card data to the gateway itself (hosted fields, or the card-token gateway's elements); the
 * server only ever holds the gateway's tokens.
 */

/** The gateway kinds of spec part 2 §3, by short code. */
export type GatewayKind = 'fs' | 'stripe' | 'century' | 'square' | 'vs';

export const GATEWAY_KINDS: Record<string, GatewayKind> = {
  FullsteamPay: 'fs',
  stripe: 'stripe',
  e_biz_charge: 'century',
  square: 'square',
  visa: 'vs',
};

/** A card the browser tokenized, as the app sends it to be kept or charged. */
export interface TokenizedCard {
  token: string;
  customerId: string | null;
  hostedPaymentsAccountId: string | null;
  lastDigits: string;
  expiryMonth: number;
  expiryYear: number;
  /** Hosted gateway: the anti-forgery token the fields were opened with, when the card is new. */
  antiForgeryToken?: string;
}

/** What the gateway says of a card it verified: the token to keep, and what to show. */
export interface VerifiedCard {
  token: string;
  customerId: string | null;
  brand: 'VISA' | 'MASTER_CARD' | 'DISCOVER_CARD' | 'AMERICAN_EXPRESS' | 'DINNER_CLUB' | 'OTHER';
  lastDigits: string;
  expiryMonth: number;
  expiryYear: number;
}

/** What a hold needs of a card: the gateway's token (and customer, where the gateway has them). */
export type HeldCard = Pick<TokenizedCard, 'token' | 'customerId'>;

export interface HoldRequest {
  card: HeldCard;
  amountMinor: number;
  currencyCode: string;
  /** The same key gives the same hold, however often it is asked for. */
  idempotencyKey: string;
  description: string;
}

export interface PaymentGateway {
  readonly kind: GatewayKind;
  /** Checks a tokenized card with the card's issuer (no money moves) and gives what to keep. */
  verifyCard(card: TokenizedCard): Promise<VerifiedCard>;
  /** Holds (authorizes) an amount on the card; the reference releases or captures it later. */
  hold(request: HoldRequest): Promise<{ reference: string }>;
  /**
   * Releases a hold; releasing one already released is no error (a release may be retried). A
   * captured hold cannot be released: that is a refusal.
   */
  voidHold(reference: string): Promise<void>;
  /**
   * Captures up to the held amount (the rest of the hold is released). The same key gives back
   * the same capture, however often it is asked; a captured hold refuses another key.
   */
  capture(reference: string, amountMinor: number, idempotencyKey: string): Promise<Captured>;
  /** Gives back part or all of what was captured; the same key gives back the same refund. */
  refund(reference: string, amountMinor: number, idempotencyKey: string): Promise<Refunded>;
}

export interface Captured {
  amountMinor: number;
}

export interface Refunded {
  /** The gateway's id of the refund. */
  refundId: string;
  amountMinor: number;
}

/**
 * A refusal by the gateway: the card declined, a failed security check, an expired card, or a
 * human check to pass again (gatewayCode 999).
 */
export class PaymentGatewayError extends Error {
  constructor(
    readonly kind: GatewayKind,
    /** Short, e.g. "Declined". */
    readonly summary: string,
    /** For the rider, e.g. "Your card was declined." */
    readonly detail: string,
    readonly gatewayCode: number | null = null,
    /** The gateway's HTTP status, when it answered one (Stripe). */
    readonly status: number | null = null,
  ) {
    super(`${summary}: ${detail}`);
    this.name = 'PaymentGatewayError';
  }
}

/**
 * The gateway could not be reached: the connection was refused or cut, or no answer came in time.
 * Not a refusal: what was asked may or may not have happened at the gateway, so nothing may be
 * taken as done or as not done; asking again with the same idempotency key is safe.
 */
export class PaymentGatewayUnreachableError extends Error {
  constructor(
    readonly kind: GatewayKind,
    /** What the connection said, for the log. */
    readonly reason: string,
  ) {
    super(`The ${kind} payment gateway could not be reached: ${reason}`);
    this.name = 'PaymentGatewayUnreachableError';
  }
}

/** A gateway kind that is known but has no connection here. */
export class GatewayNotConfiguredError extends Error {
  constructor(readonly kind: string) {
    super(`The ${kind} payment gateway is not configured`);
    this.name = 'GatewayNotConfiguredError';
  }
}
