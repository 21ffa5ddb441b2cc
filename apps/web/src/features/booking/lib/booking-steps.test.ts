import { resetBookingForm, type BookingForm, type BookingLocation } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import { needsFlightInfo, routeProblem, stepAfterDateTime, tripTypeOf } from './booking-steps.ts';
import { setLocation } from './route-items.ts';

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
});
