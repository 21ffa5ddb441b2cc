import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  signInAs,
  type BuiltRider,
} from '../auth/auth.test-helpers.ts';
import { stops } from '../rates/rates.test-helpers.ts';
import {
  book,
  quoteFor,
  savedCardId,
  tripInput,
  UPDATE_RESERVATION,
} from '../reservations/reservations.test-helpers.ts';
import { buildReservation } from './rides.test-helpers.ts';

const TRIP_PLACES = /* GraphQL */ `
  query getTripDetails($id: ID!) {
    getTripDetails(id: $id) {
      routing {
        pickup {
          location {
            ...place
          }
        }
        dropOff {
          location {
            ...place
          }
        }
      }
    }
  }

  fragment place on TripLocation {
    kind
    name
    airportCode
    flightInfo {
      flightNumber
      terminal
      gate
      tailNumber
    }
    seaport {
      portOfCall
      shipName
      cruiseLine
    }
  }
`;

interface Place {
  kind: string;
  name: string;
  airportCode: string | null;
  flightInfo: { flightNumber: string; terminal: string; gate: string; tailNumber: string } | null;
  seaport: { portOfCall: string; shipName: string; cruiseLine: string } | null;
}

interface TripPlaces {
  getTripDetails: {
    routing: { pickup: { location: Place }; dropOff: { location: Place } | null };
  };
}

/** A seaport, sent as the payload rule sends one (AIRPORT), with the cruise it meets. */
const cruiseTerminal = (seaport: Record<string, unknown>) => ({
  type: 'AIRPORT',
  address: {
    name: 'Manhattan Cruise Terminal',
    coordinates: { latitude: 40.7685, longitude: -73.9972 },
  },
  seaport,
});

describe.each(databaseKinds())('location kinds of a booked ride on %s', (kind) => {
  const api = useTestApi(kind);
  let rider: BuiltRider;
  let headers: Record<string, string>;
  let cardId: string;
  beforeAll(async () => {
    rider = await buildRider(api);
    headers = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
    cardId = await savedCardId(api, headers);
  });
  beforeEach(() => clearRateLimits(api));

  const placesOf = async (id: string) => {
    const res = await api.gql<TripPlaces>(TRIP_PLACES, { id }, headers);
    expect(res.errors).toBeUndefined();
    const { pickup, dropOff } = res.data!.getTripDetails.routing;
    return [pickup.location, dropOff?.location];
  };
  const reservationCount = async () =>
    Number(
      (
        await api.db
          .selectFrom('reservation')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('account_user_id', '=', rider.id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** JFK to the cruise terminal: a flight at the pickup, a cruise at the drop-off. */
  async function flightToCruise(flightDetails: Record<string, unknown>, seaport = {}) {
    const trip = await tripInput(api, { route: [stops.jfk, cruiseTerminal(seaport)] });
    // Pricing ignores the cruise, so a cruise too long to keep still has a price to book at.
    const priced = { ...trip, route: [stops.jfk, cruiseTerminal({})] };
    const quote = await quoteFor(api, priced, headers);
    const input = { trip, ...quote, flightDetails, payment: { savedPaymentId: cardId } };
    return { trip, quote, booked: await book(api, input, headers) };
  }

  it('keeps a flight’s gate and tail number and a seaport’s cruise, trimmed, for ride details', async () => {
    const { booked } = await flightToCruise(
      {
        airlineCode: 'B6',
        flightNumber: 'B6123',
        terminal: '5',
        gate: ' B22 ',
        tailNumber: 'N123AB',
      },
      { portOfCall: ' New York ', shipName: 'Norwegian Joy', cruiseLine: 'Norwegian Cruise Line' },
    );
    expect(booked.errors).toBeUndefined();
    const [pickup, dropOff] = await placesOf(booked.data!.createReservation.id);
    expect(pickup).toEqual({
      kind: 'AIRPORT',
      name: 'JFK',
      airportCode: 'JFK',
      flightInfo: { flightNumber: 'B6123', terminal: '5', gate: 'B22', tailNumber: 'N123AB' },
      seaport: null,
    });
    expect(dropOff).toEqual({
      kind: 'SEAPORT',
      name: 'Manhattan Cruise Terminal',
      airportCode: null,
      flightInfo: null,
      seaport: {
        portOfCall: 'New York',
        shipName: 'Norwegian Joy',
        cruiseLine: 'Norwegian Cruise Line',
      },
    });
  });

  it('keeps a private flight known by its tail number alone', async () => {
    const { booked } = await flightToCruise({ tailNumber: 'N88XY', gate: 'FBO 2' });
    expect(booked.errors).toBeUndefined();
    const [pickup] = await placesOf(booked.data!.createReservation.id);
    expect(pickup?.flightInfo).toEqual({
      flightNumber: '',
      terminal: '',
      gate: 'FBO 2',
      tailNumber: 'N88XY',
    });
  });

  it('changes the gate and the cruise with the ride', async () => {
    const { trip, quote, booked } = await flightToCruise(
      { flightNumber: 'B6123', gate: 'B22' },
      { shipName: 'Norwegian Joy' },
    );
    const id = booked.data!.createReservation.id;
    const changedTrip = {
      ...trip,
      route: [stops.jfk, cruiseTerminal({ shipName: 'Norwegian Bliss' })],
    };
    const changed = await api.gql(
      UPDATE_RESERVATION,
      {
        input: {
          id,
          trip: changedTrip,
          ...quote,
          flightDetails: { flightNumber: 'B6123', gate: 'B24' },
        },
      },
      { ...headers, 'idempotency-key': randomUUID() },
    );
    expect(changed.errors).toBeUndefined();
    const [pickup, dropOff] = await placesOf(id);
    expect(pickup?.flightInfo?.gate).toBe('B24');
    expect(dropOff?.seaport).toEqual({
      portOfCall: '',
      shipName: 'Norwegian Bliss',
      cruiseLine: '',
    });
  });

  it('reads a ride kept before gates, tail numbers and seaports as having none', async () => {
    const ride = await buildReservation(api, {
      account_user_id: rider.id,
      flight_details: JSON.stringify({
        airlineCode: 'AA',
        airlineName: 'American Airlines',
        flightNumber: 'AA100',
        terminal: '8',
        meetOption: 'NONE',
      }),
    });
    const [pickup, dropOff] = await placesOf(ride.id);
    expect(pickup).toMatchObject({ kind: 'ADDRESS', flightInfo: null, seaport: null });
    expect(dropOff).toMatchObject({
      kind: 'AIRPORT',
      flightInfo: { flightNumber: 'AA100', terminal: '8', gate: '', tailNumber: '' },
      seaport: null,
    });
  });

  it.each([
    [
      { gate: 'G'.repeat(21) },
      {},
      'flightDetails.gate',
      'flightDetails.gate must be at most 20 characters',
    ],
    [
      { tailNumber: 'N'.repeat(21) },
      {},
      'flightDetails.tailNumber',
      'flightDetails.tailNumber must be at most 20 characters',
    ],
    [
      { flightNumber: 'B6123' },
      { shipName: 'S'.repeat(101) },
      'route.1.seaport.shipName',
      'shipName must be at most 100 characters',
    ],
  ])(
    'refuses flight %j with cruise %j as too long, and keeps nothing',
    async (flight, cruise, field, message) => {
      const before = await reservationCount();
      const { booked } = await flightToCruise(flight, cruise);
      expect(booked.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
      expect(await reservationCount()).toBe(before);
    },
  );
});
