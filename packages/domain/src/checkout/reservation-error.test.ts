import { describe, expect, it } from 'vitest';
import { reservationErrorText } from './reservation-error.ts';
import { bookButtonLabel, tripTotal } from './trip-total.ts';

describe('reservationErrorText', () => {
  it('prefixes hosted-gateway errors with the text after the colon and dash', () => {
    expect(
      reservationErrorText({
        message: 'Payment gateway error: - Your card was declined.',
        gateway: 'fs',
      }),
    ).toBe('LimoAnywhere Payment Gateway: Your card was declined.');
  });

  it('prefixes card-token gateway errors "Stripe Payment Gateway: "', () => {
    expect(
      reservationErrorText({
        message: 'Payment gateway error: - Your card has insufficient funds.',
        gateway: 'stripe',
      }),
    ).toBe('Stripe Payment Gateway: Your card has insufficient funds.');
  });

  it('shows a message containing 409 as it is', () => {
    const message = 'Status: 409, Message: the reservation already exists';
    expect(reservationErrorText({ message, gateway: 'stripe' })).toBe(message);
  });

  it('keeps a message without a colon and dash whole', () => {
    expect(reservationErrorText({ message: 'Card expired.' })).toBe(
      'LimoAnywhere Payment Gateway: Card expired.',
    );
  });
});

describe('the confirmation bar', () => {
  it('totals the rate values to the cent', () => {
    expect(
      tripTotal([
        { name: 'Base Rate', value: 0.1 },
        { name: 'Gratuity', value: 0.2 },
        { name: 'Promo', value: -0.05 },
      ]),
    ).toBe(0.25);
    expect(tripTotal([])).toBe(0);
  });

  it('says BOOK THIS TRIP, or UPDATE THIS TRIP once a reservation id exists', () => {
    expect(bookButtonLabel(null)).toBe('BOOK THIS TRIP');
    expect(bookButtonLabel('42')).toBe('UPDATE THIS TRIP');
  });
});
