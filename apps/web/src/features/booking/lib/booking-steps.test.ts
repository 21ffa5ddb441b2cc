import { resetBookingForm, type BookingForm, type BookingLocation } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import {
  HOURLY_CHOICES,
  hourlyChoiceLabel,
  needsFlightInfo,
  routeProblem,
  stepAfterDateTime,
  tripTypeOf,
} from './booking-steps.ts';
import { setLocation } from './route-list.ts';

const plaza: BookingLocation = { type: 'poi', name: 'The Plaza', lat: 40.76, lng: -73.97 };
const jfk: BookingLocation = {
  type: 'airport',
  name: 'JFK',
  airportCode: 'JFK',
  lat: 40.64,
  lng: -73.78,
};

function form(
  pickup: BookingLocation | null,
  dropOff: BookingLocation | null,
  changes: Partial<BookingForm> = {},
) {
  let route = resetBookingForm(new Date()).route;
  if (pickup) route = setLocation(route, 'PICKUP_ID', pickup);
  if (dropOff) route = setLocation(route, 'DROPOFF_ID', dropOff);
  return { ...resetBookingForm(new Date()), route, ...changes };
}

describe('the route step', () => {
  it('needs a pickup, then a drop-off, or hours for an hourly ride', () => {
    expect(routeProblem(form(null, null))).toBe('Enter a pickup location');
    expect(routeProblem(form(plaza, null))).toBe('Enter a drop-off location');
    expect(routeProblem(form(plaza, jfk))).toBeNull();
    expect(routeProblem(form(plaza, null, { isHourly: true }))).toBe(
      'Choose how many hours you need the car',
    );
    expect(routeProblem(form(plaza, null, { isHourly: true, numberOfHours: 3 }))).toBeNull();
  });

  it('derives the trip type and asks for a flight only on airport rides', () => {
    expect(tripTypeOf(form(jfk, plaza))).toBe('airportArrival');
    expect(tripTypeOf(form(plaza, jfk))).toBe('airportDeparture');
    expect(tripTypeOf(form(jfk, plaza, { isHourly: true }))).toBe('hourly');
    expect(tripTypeOf(form(plaza, null))).toBe('pointToPoint');
    expect(stepAfterDateTime(form(jfk, plaza))).toBe('/book/flightInfo');
    expect(needsFlightInfo(form(plaza, jfk))).toBe(true);
    expect(stepAfterDateTime(form(plaza, plaza))).toBe('/book/vehicleSelection');
    expect(stepAfterDateTime(form(jfk, null, { isHourly: true, numberOfHours: 2 }))).toBe(
      '/book/vehicleSelection',
    );
  });

  it('offers hours from 1 to 24 with the spec’s labels', () => {
    expect(HOURLY_CHOICES[0]).toBe(1);
    expect(HOURLY_CHOICES.at(-1)).toBe(24);
    expect(new Set(HOURLY_CHOICES).size).toBe(HOURLY_CHOICES.length);
    expect([1, 1.5, 3, 12.5].map(hourlyChoiceLabel)).toEqual([
      '1 Hour',
      '1 Hour 30 Minutes',
      '3 Hours',
      '12 Hours 30 Minutes',
    ]);
  });
});
