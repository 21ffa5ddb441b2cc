import { describe, expect, it } from 'vitest';
import { rideRowView, type HistoryTrip } from './ride-row-view.ts';

const NY = 'America/New_York';

function buildTrip(overrides: Partial<HistoryTrip> = {}): HistoryTrip {
  return {
    id: '11',
    confirmationNumber: '100234',
    currencyCode: 'USD',
    currencySymbol: '$',
    pickupAt: '2026-11-26T23:45:00.000Z',
    inProgress: false,
    reservationState: { type: 'BOOKED', label: 'SCHEDULED', colour: 'grey', isTrackable: false },
    rates: { totalPrice: 1234.5 },
    routing: {
      totalDuration: 0,
      pickup: {
        location: {
          kind: 'AIRPORT',
          name: 'LaGuardia',
          line1: 'LaGuardia Airport',
          city: 'New York',
          airportCode: 'LGA',
        },
      },
      dropOff: {
        location: {
          kind: 'POI',
          name: 'The Plaza',
          line1: '768 5th Ave',
          city: 'New York',
          airportCode: null,
        },
      },
    },
    passengers: {
      totalLuggageCount: 2,
      totalPassengerCount: 3,
      edges: [{ isPrimary: true, node: { id: '5', firstName: 'Dana', lastName: 'Rider' } }],
    },
    ...overrides,
  };
}

describe('rideRowView (rides list row, spec part 2 §2)', () => {
  it('shows time, date in the company zone, price, rider, +N and luggage', () => {
    const row = rideRowView(buildTrip(), NY);
    expect(row).toMatchObject({
      time: '6:45 PM',
      date: 'Thu, Nov 26',
      price: '$1,234.50',
      riderName: 'Dana Rider',
      extraPassengers: '+2',
      luggageCount: 2,
      duration: null,
      pickup: 'LaGuardia, LaGuardia Airport',
      dropOff: 'The Plaza, 768 5th Ave',
      status: { label: 'SCHEDULED', colour: 'grey' },
    });
  });

  it('writes the time, date and price in the rider’s language, on the company’s clock', () => {
    const row = rideRowView(buildTrip(), NY, 'de');
    expect(row).toMatchObject({ time: '18:45', date: 'Do., 26. Nov.' });
    expect(row.price).toMatch(/^1\.234,50\s\$$/);
  });

  it('shows an hourly trip without a drop-off as N HR and As Directed', () => {
    const trip = buildTrip();
    const row = rideRowView(
      { ...trip, routing: { ...trip.routing, totalDuration: 4, dropOff: null } },
      NY,
    );
    expect(row.duration).toBe('4 HR');
    expect(row.dropOff).toBe('As Directed (or) N/A');
  });

  it('marks a guest passenger and falls back to the currency code', () => {
    const row = rideRowView(
      buildTrip({
        currencySymbol: '',
        passengers: {
          totalLuggageCount: 0,
          totalPassengerCount: 1,
          edges: [{ isPrimary: true, node: { id: null, firstName: 'Sam', lastName: 'Lee' } }],
        },
      }),
      NY,
    );
    expect(row.riderName).toBe('GUEST: Sam Lee');
    expect(row.extraPassengers).toBeNull();
    expect(row.price).toBe('USD1,234.50');
  });
});
