import type { TripPlaceFragment } from '../../../lib/gql/graphql.ts';
import type { DetailsTrip, OwnTrip } from './ride-details-view.ts';

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

/**
 * A booked ride as getTripDetails answers its rider: 350 5th Avenue to The Plaza, a Sedan,
 * $123.45, no driver assigned yet.
 */
export function buildDetailsTrip(overrides: Partial<OwnTrip> = {}): OwnTrip {
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
    flight: null,
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
        { name: 'Gratuity (20%)', totalValue: 23.45 },
      ],
      includedGratuity: { percent: 20, amountInMinorUnits: 2345 },
    },
    feedback: null,
    preferredPaymentMethod: { paymentType: 'CreditCard', customName: '' },
    preferredPayment: { cardBrand: 'VISA', lastDigits: '1111' },
    charges: {
      heldInMinorUnits: 12345,
      capturedInMinorUnits: 0,
      refundedInMinorUnits: 0,
      chargedInMinorUnits: 0,
      releasedInMinorUnits: 0,
      cancellationFeeInMinorUnits: 0,
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
    drivers: { notes: '', edges: [] },
    vehicles: { edges: [] },
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

/** The same ride as its shared link answers it: no price, no card, no rider contact. */
export function buildSharedTrip(overrides: Partial<DetailsTrip> = {}): DetailsTrip {
  const own = buildDetailsTrip();
  return {
    ...own,
    isSharedView: true,
    isModifiable: false,
    isCancellable: false,
    cancellationFeeInMinorUnits: null,
    rates: null,
    preferredPaymentMethod: null,
    preferredPayment: null,
    charges: null,
    passengers: {
      ...own.passengers,
      edges: own.passengers.edges.map((edge) => ({
        ...edge,
        node: { ...edge.node, emails: [], cellPhoneNumber: null },
      })),
    },
    ...overrides,
  };
}
