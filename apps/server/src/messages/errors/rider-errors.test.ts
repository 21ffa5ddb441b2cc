import { addCardErrorMessage, hostedErrorText, reservationErrorText } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/index.ts';
import { GATEWAY_DETAILS, riderErrorMessage } from './rider-errors.ts';

const GATEWAY = { code: 'PAYMENT_GATEWAY_ERROR' };
const CORRELATION = 'CorrelationId: 0f8fad5b-d9cb-469f-a165-70867728950e';

describe('a payment gateway’s refusal in the reader’s language', () => {
  const german = i18nFor('de');

  it('puts only the sentence in the language, in the frames the app parses', () => {
    const booking = 'Payment gateway error: - Your card was declined.';
    const inGerman = riderErrorMessage(german, booking, GATEWAY);
    expect(inGerman).toBe('Payment gateway error: - Ihre Karte wurde abgelehnt.');
    expect(hostedErrorText(inGerman)).toBe('Ihre Karte wurde abgelehnt.');
    expect(reservationErrorText({ message: inGerman, gateway: 'fs' })).toBe(
      'LimoAnywhere Payment Gateway: Ihre Karte wurde abgelehnt.',
    );

    const hosted = `API Error. Message: Expired card. Your card has expired., ${CORRELATION}`;
    const hostedInGerman = riderErrorMessage(german, hosted, GATEWAY);
    expect(hostedInGerman).toBe(
      `API Error. Message: Expired card. Ihre Karte ist abgelaufen., ${CORRELATION}`,
    );
    expect(addCardErrorMessage(hostedInGerman, 'fs')).toBe('Ihre Karte ist abgelaufen!');

    const stripe = `API Error. Status: 400, Message: Your card number is incorrect., ${CORRELATION}`;
    const stripeInGerman = riderErrorMessage(german, stripe, GATEWAY);
    expect(addCardErrorMessage(stripeInGerman, 'stripe')).toBe('Ihre Kartennummer ist falsch.');
  });

  it('has every sentence in every language, and leaves English and unknown sentences alone', () => {
    for (const language of ['es', 'fr', 'de', 'ar'] as const) {
      for (const detail of GATEWAY_DETAILS) {
        const message = `Payment gateway error: - ${detail}`;
        const text = riderErrorMessage(i18nFor(language), message, GATEWAY);
        expect(text, `${language}: ${detail}`).not.toBe(message);
        expect(hostedErrorText(text)).not.toContain(':');
      }
    }
    const booking = 'Payment gateway error: - Your card was declined.';
    expect(riderErrorMessage(i18nFor('en'), booking, GATEWAY)).toBe(booking);
    const unknown = 'Payment gateway error: - Do not honor (05).';
    expect(riderErrorMessage(german, unknown, GATEWAY)).toBe(unknown);
    // The hosted fields' expiry is recognised by the app in English: it stays so.
    const expiry = `API Error. Message: Invalid card. Card expiry cannot be less than current month/year. Re-enter the card details., ${CORRELATION}`;
    expect(riderErrorMessage(german, expiry, GATEWAY)).toBe(expiry);
  });
});
