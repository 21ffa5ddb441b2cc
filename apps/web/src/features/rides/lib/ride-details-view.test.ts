import { describe, expect, it } from 'vitest';
import { childSeatCount, paymentLabel, placeView } from './ride-details-view.ts';
import { buildPlace } from './details-trip.test-helpers.ts';

describe('placeView (ride details locations, spec part 2 §2, §3)', () => {
  it('shows an address by its street', () => {
    expect(placeView(buildPlace({ line2: 'Suite 4200' }))).toEqual({
      kind: 'Address',
      title: '350 5th Avenue, Suite 4200',
      lines: ['New York, NY 10118'],
    });
  });

  it('shows a point of interest by name, then its street', () => {
    const place = buildPlace({ kind: 'POI', name: 'The Plaza', line1: '768 5th Ave', line2: '' });
    expect(placeView(place)).toEqual({
      kind: 'Point of interest',
      title: 'The Plaza',
      lines: ['768 5th Ave', 'New York, NY 10118'],
    });
  });

  it('shows an airport with its code and the flight, terminal and meet option', () => {
    const place = buildPlace({
      kind: 'AIRPORT',
      name: 'JFK',
      line1: 'John F. Kennedy International Airport',
      line2: '',
      airportCode: 'JFK',
      airportName: 'JFK',
      flightInfo: {
        flightNumber: '100',
        airlineCode: 'AA',
        airlineName: 'American Airlines',
        terminal: '8',
        meetOption: 'CURBSIDE',
      },
    });
    expect(placeView(place)).toEqual({
      kind: 'Airport',
      title: 'John F. Kennedy International Airport (JFK)',
      lines: ['American Airlines 100 · Terminal 8 · Curbside', 'New York, NY 10118'],
    });
  });
});

describe('paymentLabel and childSeatCount', () => {
  it('names a card by brand and last digits, or the direct bill', () => {
    const card = { cardBrand: 'MASTER_CARD' as const, lastDigits: '4444' };
    expect(
      paymentLabel({
        preferredPaymentMethod: { paymentType: 'CreditCard', customName: '' },
        preferredPayment: card,
      }),
    ).toBe('MASTER CARD ****4444');
    expect(
      paymentLabel({
        preferredPaymentMethod: { paymentType: 'DirectBillAndInvoice', customName: 'Invoice' },
        preferredPayment: card,
      }),
    ).toBe('Invoice');
  });

  it('adds booster, infant and toddler seats', () => {
    expect(
      childSeatCount({
        boosterChildSeatCount: 1,
        infantChildSeatCount: 2,
        toddlerChildSeatCount: 1,
      }),
    ).toBe(4);
  });
});
