import type { TripPlaceFragment } from '../../../lib/gql/graphql.ts';
import type { DetailsTrip } from './ride-details-view.ts';

/** A place of a booked ride as getTripDetails answers it: an address in Manhattan by default. */
export function buildPlace(overrides: Partial<TripPlaceFragment> = {}): TripPlaceFragment {
  return {
    kind: 'ADDRESS',
    name: '',
    line1: '350 5th Avenue',
    line2: 'Suite 4200',
    city: 'New York',
    stateCode: 'NY',
    postalCode: '10118',
    countryCode: 'US',
    coordinates: { latitude: 40.7484, longitude: -73.9857 },
    airportCode: null,
    airportName: null,
    flightInfo: null,
    ...overrides,
  };
}

/** A booked point-to-point ride as ride details reads it. */
export function buildDetailsTrip(overrides: Partial<DetailsTrip> = {}): DetailsTrip {
  return {
    id: '5f0c9a61-6f1e-4d8e-9a55-0c1f2b3c4d5e',
    confirmationNumber: '100042',
    currencyCode: 'USD',
    currencySymbol: '$',
    pickupAt: '2026-12-01T19:00:00.000Z',
    inProgress: false,
    reservationState: {
      type: 'BOOKED',
      label: 'SCHEDULED',
      colour: 'green',
      isTrackable: false,
      isTerminal: false,
    },
    isModifiable: true,
    isCancellable: true,
    isSharedView: false,
    cancelPhone: '(212) 555-0100',
    vehicleTypePicked: { id: 2, name: 'Sedan', luggageCapacity: 3, passengerCapacity: 3 },
    rates: { totalPrice: 120.5, edges: [{ name: 'Base rate', totalValue: 120.5 }] },
    preferredPaymentMethod: { paymentType: 'CreditCard', customName: '' },
    preferredPayment: { cardBrand: 'VISA', lastDigits: '1111' },
    routing: {
      totalDuration: 0,
      pickup: { location: buildPlace() },
      dropOff: {
        location: buildPlace({ kind: 'POI', name: 'The Plaza', line1: '768 5th Ave', line2: '' }),
      },
      stops: { edges: [] },
    },
    drivers: { notes: '' },
    childSeats: { infantChildSeatCount: 0, boosterChildSeatCount: 0, toddlerChildSeatCount: 0 },
    passengers: { totalLuggageCount: 1, totalPassengerCount: 2, edges: [] },
    serviceType: { name: 'Point To Point', code: 'PTP' },
    promotion: null,
    isHandicapAccessRequired: false,
    ...overrides,
  };
}
