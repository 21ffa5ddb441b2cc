import { i18n } from '@lingui/core';
import { quoteTrip, type PricedTrip, type RateCard } from '@ride/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../../locales/en.po';
import { messages as spanish } from '../../../locales/es.po';
import { rateLineText } from './rate-line-text.ts';

const card: RateCard = {
  baseFare: 2500,
  perMile: 350,
  perMinute: 50,
  hourlyRate: 7500,
  hourlyMinimumHours: 2,
  airportPickupFee: 1500,
  airportDropoffFee: 1000,
  stopFee: 1200,
  childSeatFee: 1000,
  gratuityMillipercent: 20_000,
  taxMillipercent: 8_875,
  minimumFare: 50_000,
  waitingPerMinute: 125,
};

const trip: PricedTrip = {
  isHourly: false,
  distanceMiles: 16.31,
  drivingMinutes: 43,
  hourlySeconds: 0,
  airportPickup: true,
  airportDropoff: true,
  stopCount: 2,
  childSeats: 1,
  waitingMinutes: 7,
};

/** Every line the domain names: distance pricing with every fee, a promo code, two hourly rides. */
const names = [
  ...quoteTrip(card, trip, { code: 'SPRING', kind: 'percent', millipercent: 10_000 }).lines,
  ...quoteTrip(card, { ...trip, isHourly: true, hourlySeconds: 3600 }).lines,
  ...quoteTrip(card, { ...trip, isHourly: true, hourlySeconds: 9000 }).lines,
].map((line) => line.name);

describe('the price preview’s lines in the console’s language', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

  it('are the domain’s names in English', () => {
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(rateLineText(name)).toBe(name);
  });

  it('are each translated, an operator’s own name kept', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    for (const name of names) expect(rateLineText(name), name).not.toBe(name);
    expect(rateLineText('Base Fare')).toBe('Tarifa base');
    expect(rateLineText('Distance (16.31 mi)')).toBe('Distancia (16.31 mi)');
    expect(rateLineText('Hourly Rate (2 Hours 30 Minutes)')).toBe(
      'Tarifa por horas (2 horas 30 minutos)',
    );
    expect(rateLineText('Zone Fare (JFK → Midtown)')).toBe('Tarifa por zona (JFK → Midtown)');
    expect(rateLineText('Night (22:00–06:00, 10%)')).toBe('Night (22:00–06:00, 10%)');
  });
});
