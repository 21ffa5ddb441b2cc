import { CombinedError } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { isConnectionFailure, LOADING_TRIP, nextTripLoad } from './trip-load.ts';
import type { TrackedTrip } from './tracking-route.ts';

const trip = { id: '42', confirmationNumber: '1000042' } as TrackedTrip;
const offline = new CombinedError({ networkError: new Error('Failed to fetch') });
const notFound = new CombinedError({
  graphQLErrors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }],
});

describe('nextTripLoad', () => {
  it('takes the ride from an answer', () => {
    expect(nextTripLoad(LOADING_TRIP, { data: { getTripLocations: trip } })).toEqual({
      trip,
      error: null,
      loading: false,
    });
  });

  it('keeps the ride on screen when a refresh finds no connection', () => {
    const loaded = nextTripLoad(LOADING_TRIP, { data: { getTripLocations: trip } });
    expect(nextTripLoad(loaded, { error: offline })).toEqual(loaded);
  });

  it('drops the ride when the server says it is not there', () => {
    const loaded = nextTripLoad(LOADING_TRIP, { data: { getTripLocations: trip } });
    const gone = nextTripLoad(loaded, { error: notFound });
    expect(gone).toEqual({ trip: null, error: notFound, loading: false });
    expect(isConnectionFailure(gone)).toBe(false);
  });

  it('tells a first load without a connection apart, for Try again', () => {
    const failed = nextTripLoad(LOADING_TRIP, { error: offline });
    expect(failed.trip).toBeNull();
    expect(isConnectionFailure(failed)).toBe(true);
  });
});
