import { describe, expect, it } from 'vitest';
import type { TripPlaceFragment } from '../../../lib/gql/graphql.ts';
import { childSeatCount, paymentLabel, placeView, showsCancelRide } from './ride-details-view.ts';
import { buildDetailsTrip, buildPlace } from './details-trip.test-helpers.ts';

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
      kind: 'Place',
      title: 'The Plaza',
      lines: ['768 5th Ave', 'New York, NY 10118'],
    });
  });

  const jfk = (flightInfo: Partial<NonNullable<TripPlaceFragment['flightInfo']>>) =>
    buildPlace({
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
        gate: '',
        tailNumber: '',
        meetOption: 'CURBSIDE',
        ...flightInfo,
      },
    });

  it('shows an airport with its code, the flight, then the terminal and meet option', () => {
    expect(placeView(jfk({}))).toEqual({
      kind: 'Airport',
      title: 'John F. Kennedy International Airport (JFK)',
      lines: ['American Airlines 100', 'Terminal 8 · Curbside', 'New York, NY 10118'],
    });
  });

  it('shows the tail number with the flight and the gate after the terminal', () => {
    expect(placeView(jfk({ gate: 'B22', tailNumber: 'N123AB', meetOption: 'INSIDE' }))).toEqual({
      kind: 'Airport',
      title: 'John F. Kennedy International Airport (JFK)',
      lines: [
        'American Airlines 100 · Tail N123AB',
        'Terminal 8 · Gate B22 · Meet inside',
        'New York, NY 10118',
      ],
    });
  });

  it('shows a private flight known by its tail number alone, with its gate', () => {
    const place = jfk({
      flightNumber: '',
      airlineCode: '',
      airlineName: '',
      terminal: '',
      gate: '4',
      tailNumber: 'N123AB',
      meetOption: 'NONE',
    });
    expect(placeView(place).lines).toEqual(['Tail N123AB', 'Gate 4', 'New York, NY 10118']);
  });

  it('shows a seaport by name with its port of call, ship and cruise line', () => {
    const place = buildPlace({
      kind: 'SEAPORT',
      name: 'Manhattan Cruise Terminal',
      line1: '711 12th Ave',
      postalCode: '10019',
      seaport: {
        portOfCall: 'New York (Pier 88)',
        shipName: 'Norwegian Joy',
        cruiseLine: 'Norwegian Cruise Line',
      },
    });
    expect(placeView(place)).toEqual({
      kind: 'Seaport',
      title: 'Manhattan Cruise Terminal',
      lines: [
        'Port of call: New York (Pier 88)',
        'Norwegian Joy · Norwegian Cruise Line',
        '711 12th Ave',
        'New York, NY 10019',
      ],
    });
  });

  it('leaves out what a seaport’s cruise does not say', () => {
    const place = buildPlace({
      kind: 'SEAPORT',
      name: 'Cape Liberty Cruise Port',
      line1: '',
      city: '',
      stateCode: '',
      postalCode: '',
      seaport: { portOfCall: '', shipName: '', cruiseLine: 'Royal Caribbean' },
    });
    expect(placeView(place)).toEqual({
      kind: 'Seaport',
      title: 'Cape Liberty Cruise Port',
      lines: ['Royal Caribbean'],
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

describe('showsCancelRide (ride details, spec part 2 §4)', () => {
  const inState = (type: string, isTerminal = false) =>
    buildDetailsTrip({
      reservationState: { type, label: type, colour: 'grey', isTrackable: false, isTerminal },
    });

  it('offers Cancel Ride on a scheduled ride of the rider’s own, even inside the lead time', () => {
    expect(showsCancelRide(inState('BOOKED'))).toBe(true);
    const insideLeadTime = { ...inState('BOOKED'), isCancellable: false };
    expect(showsCancelRide(insideLeadTime)).toBe(true);
  });

  it('hides it once the driver is on the way, on a finished ride, and on a shared link', () => {
    for (const type of [
      'DRIVER_IS_ON_THE_WAY',
      'DRIVER_IS_WAITING_AT_PICKUP',
      'DRIVING_PASSENGER',
    ]) {
      expect(showsCancelRide(inState(type)), type).toBe(false);
    }
    expect(showsCancelRide(inState('COMPLETED', true))).toBe(false);
    expect(showsCancelRide({ ...inState('BOOKED'), isSharedView: true })).toBe(false);
  });
});
