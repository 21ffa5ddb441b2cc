import { describe, expect, it } from 'vitest';
import {
  addCardErrorMessage,
  hostedGatewayError,
  isHostedExpiryError,
  parseApiError,
  reservationPaymentError,
  stripeSetupError,
} from './gateway-errors.ts';

const CORRELATION = 'CorrelationId: 0b7b6c1e-3c47-4d0e-9d52-3f1f0a6f5a11';

describe('hosted gateway errors', () => {
  it('shows the text after the colon and dash with the LimoAnywhere prefix', () => {
    expect(hostedGatewayError('Error - The Card Number field is invalid.')).toBe(
      'LimoAnywhere Payment Gateway: The Card Number field is invalid.',
    );
    expect(hostedGatewayError('Gateway: Error - Your card was declined.')).toBe(
      'LimoAnywhere Payment Gateway: Your card was declined.',
    );
    expect(hostedGatewayError('Plain text')).toBe('LimoAnywhere Payment Gateway: Plain text');
  });

  it('recognises the expiry message', () => {
    const raw =
      'Error - Card expiry cannot be less than current month/year. Re-enter the card details.';
    expect(isHostedExpiryError(raw)).toBe(true);
    expect(hostedGatewayError(raw)).toBe(
      'LimoAnywhere Payment Gateway: Card expiry cannot be less than current month/year. Re-enter the card details.',
    );
    expect(isHostedExpiryError('Error - The CVV field is invalid.')).toBe(false);
  });
});

describe('card-token and reservation errors', () => {
  it('prefixes a card setup error', () => {
    expect(stripeSetupError('Your card was declined.')).toBe(
      'Stripe Gateway Error: Your card was declined.',
    );
  });

  it('prefixes reservation errors by gateway, except those with 409', () => {
    expect(reservationPaymentError('Your card was declined.', 'stripe')).toBe(
      'Stripe Payment Gateway: Your card was declined.',
    );
    expect(reservationPaymentError('Your card was declined.', 'fs')).toBe(
      'LimoAnywhere Payment Gateway: Your card was declined.',
    );
    expect(reservationPaymentError('Status: 409, the price changed', 'fs')).toBe(
      'Status: 409, the price changed',
    );
  });
});

describe('add-card server errors', () => {
  it('drops the prefix and the correlation id and keeps the key/value parts', () => {
    expect(
      parseApiError(
        `API Error. Status: 400, Message: This card was not set up for you., ${CORRELATION}`,
      ),
    ).toEqual({ Status: '400', Message: 'This card was not set up for you.' });
    expect(parseApiError('The square payment gateway is not configured')).toBeNull();
  });

  it('shows the hosted gateway’s text after the first period of Message with "!"', () => {
    expect(
      addCardErrorMessage(
        `API Error. Message: Declined. Your card was declined., ${CORRELATION}`,
        'fs',
      ),
    ).toBe('Your card was declined!');
    expect(
      addCardErrorMessage(
        `API Error. Message: CVV mismatch. The CVV field is invalid., ${CORRELATION}`,
        'fs',
      ),
    ).toBe('The CVV field is invalid!');
    expect(
      addCardErrorMessage(
        `API Error. Message: Expired card. Your card has expired., ${CORRELATION}`,
        'fs',
      ),
    ).toBe('Your card has expired!');
  });

  it('shows the card-token gateway’s Message only for status 400 and 500', () => {
    const at = (status: number) =>
      addCardErrorMessage(
        `API Error. Status: ${status}, Message: Your card was declined., ${CORRELATION}`,
        'stripe',
      );
    expect(at(400)).toBe('Your card was declined.');
    expect(at(500)).toBe('Your card was declined.');
    expect(at(402)).toBe('The card could not be added. Please try again.');
  });

  it('shows other texts as they are', () => {
    expect(addCardErrorMessage('The square payment gateway is not configured', 'square')).toBe(
      'The square payment gateway is not configured',
    );
  });
});
