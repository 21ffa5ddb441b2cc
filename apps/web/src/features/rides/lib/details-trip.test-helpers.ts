import type { TripPlaceFragment } from '../../../lib/gql/graphql.ts';
import type { DetailsTrip } from './ride-details-view.ts';

/** A place of a booked ride as getTripDetails answers it: an address in Manhattan by default. */
export function buildPlace(overrides: Partial<TripPlaceFragment> = {}): TripPlaceFragment {
  return {
    kind: 'ADDRESS',
    name: '',
    line1: '350 5th Avenue',
    line2: '',
    city: 'New York',
    stateCode: 'NY',
    postalCode: '10118',
    countryCode: 'US',
    coordinates: { latitude: 40.7484, longitude: -73.9857 },
    airportCode: null,
    airportName: null,
    flightInfo: null,
    seaport: null,
    ...overrides,
  };
}

/** A booked ride as getTripDetails answers it: 350 5th Avenue to The Plaza, a Sedan, $123.45. */
export function buildDetailsTrip(overrides: Partial<DetailsTrip> = {}): DetailsTrip {
  return {
    id: '0b7c6f0e-2d5f-4c53-9d38-6a1f0f2f4a10',
    confirmationNumber: '1000234',
    currencyCode: 'USD',
    currencySymbol: '$',
    // 6:30 AM in New York (EST).
    pickupAt: '2026-01-06T11:30:00.000Z',
    inProgress: false,
    isModifiable: true,
    isCancellable: true,
    cancellationFeeInMinorUnits: 0,
    isSharedView: false,
    shareHash: 'h4sh',
    cancelPhone: '+1 212 555 0100',
    isHandicapAccessRequired: false,
    reservationState: {
      type: 'BOOKED',
      label: 'SCHEDULED',
      colour: 'grey',
      isTrackable: false,
      isTerminal: false,
    },
    vehicleTypePicked: { id: 1, name: 'Sedan', luggageCapacity: 3, passengerCapacity: 3 },
    rates: {
      totalPrice: 123.45,
      totalPriceInMinorUnits: 12345,
      edges: [
        { name: 'Base rate', totalValue: 100 },
        { name: 'Gratuity', totalValue: 23.45 },
      ],
    },
    feedback: null,
    preferredPaymentMethod: { paymentType: 'CreditCard', customName: '' },
    preferredPayment: { cardBrand: 'VISA', lastDigits: '1111' },
    charges: {
      heldInMinorUnits: 12345,
      capturedInMinorUnits: 0,
      refundedInMinorUnits: 0,
      chargedInMinorUnits: 0,
      tipInMinorUnits: 0,
      refunds: [],
    },
    routing: {
      totalDuration: 0,
      pickup: { location: buildPlace() },
      dropOff: {
        location: buildPlace({ kind: 'POI', name: 'The Plaza', line1: '768 5th Ave' }),
      },
      stops: { edges: [] },
    },
    drivers: { notes: '' },
    childSeats: { infantChildSeatCount: 0, boosterChildSeatCount: 0, toddlerChildSeatCount: 0 },
    passengers: {
      totalLuggageCount: 0,
      totalPassengerCount: 1,
      edges: [
        {
          isPrimary: true,
          node: {
            id: '7',
            firstName: 'Dana',
            lastName: 'Rider',
            emails: ['rider@demo.test'],
            cellPhoneNumber: '+1 212 555 0199',
          },
        },
      ],
    },
    serviceType: { name: 'Point To Point', code: 'PTP' },
    promotion: null,
    ...overrides,
  };
}
