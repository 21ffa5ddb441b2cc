import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../lib/i18n/catalogs.ts';
import {
  customTipError,
  driverName,
  gratuityNote,
  postTripStage,
  postTripTotals,
  starLabels,
  tipInput,
  toggleTip,
} from './post-trip.ts';

/** The spec's sample: trip total 61.93 in dollars. */
const trip = {
  currencySymbol: '$',
  currencyCode: 'USD',
  rates: {
    totalPrice: 61.93,
    totalPriceInMinorUnits: 6193,
    edges: [
      { name: 'Base Rate', totalValue: 50 },
      { name: 'Gratuity (20%)', totalValue: 11.93 },
    ],
    includedGratuity: { percent: 20, amountInMinorUnits: 1193 },
  },
};

const state = (type: string, label: string) => ({
  type,
  label,
  colour: 'grey' as const,
  isTrackable: false,
  isTerminal: true,
});

describe('a tip of the rider’s own', () => {
  it('adds a typed amount to the total once it may be sent', () => {
    expect(postTripTotals(trip, { customText: '7.5' })).toMatchObject({
      tip: '$7.50',
      total: '$69.43',
    });
    expect(postTripTotals(trip, { customText: '7.555' })).toMatchObject({
      tip: null,
      total: '$61.93',
    });
  });

  it('says what is wrong, by the server’s rule', () => {
    expect(customTipError(trip, '5')).toBeNull();
    expect(customTipError(trip, '')).toBe('Enter a tip above 0, with at most two decimals.');
    expect(customTipError(trip, '0')).toBe('Enter a tip above 0, with at most two decimals.');
    expect(customTipError(trip, '70')).toBe('A tip can be at most the trip total, $61.93.');
  });

  it('says it in the rider’s language, the English unchanged', async () => {
    i18n.load('es', await loadCatalog('post-trip', 'es'));
    i18n.activate('es');
    try {
      expect(customTipError(trip, '0')).toBe(
        'Introduce una propina mayor que 0, con dos decimales como máximo.',
      );
      expect(customTipError(trip, '70')).toBe(
        'La propina puede ser como máximo el total del viaje, $61.93.',
      );
    } finally {
      i18n.activate('en');
    }
    expect(customTipError(trip, '70')).toBe('A tip can be at most the trip total, $61.93.');
  });

  it('is sent as an amount in the ride’s currency, a percent as a percent', () => {
    expect(tipInput(trip, { customText: '12.25' })).toEqual({
      tipPercent: null,
      customTip: { amountInMinorUnits: 1225, currencyCode: 'USD' },
    });
    expect(tipInput(trip, 15)).toEqual({ tipPercent: 15, customTip: null });
    expect(tipInput(trip, null)).toEqual({ tipPercent: null, customTip: null });
  });

  it('is taken back by tapping a percent', () => {
    expect(toggleTip({ customText: '5' }, 10)).toBe(10);
  });
});

describe('gratuityNote and driverName', () => {
  it('says the gratuity the price lines include', () => {
    expect(gratuityNote(trip)).toBe('20 % gratuity is included');
    expect(gratuityNote({ rates: { ...trip.rates, includedGratuity: null } })).toBeNull();
  });

  it('names the ride’s driver, none before one is assigned', () => {
    const node = { id: 'driver-1', firstName: 'Dora', lastName: 'Wheeler', profilePic: null };
    expect(driverName({ drivers: { notes: '', edges: [{ isPrimary: true, node }] } })).toBe(
      'Dora Wheeler',
    );
    expect(driverName({ drivers: { notes: '', edges: [] } })).toBeNull();
  });
});

describe('postTripTotals', () => {
  it('shows the trip total alone until a tip is chosen', () => {
    const totals = postTripTotals(trip, null);
    expect(totals.tip).toBeNull();
    expect(totals.total).toBe('$61.93');
  });

  it('offers 10, 15 and 20 percent with what each adds', () => {
    expect(postTripTotals(trip, null).choices).toEqual([
      { percent: 10, amount: '$6.19' },
      { percent: 15, amount: '$9.29' },
      { percent: 20, amount: '$12.39' },
    ]);
  });

  it('adds the chosen tip to the total', () => {
    expect(postTripTotals(trip, 15)).toMatchObject({ tip: '$9.29', total: '$71.22' });
    expect(postTripTotals(trip, 20)).toMatchObject({ tip: '$12.39', total: '$74.32' });
  });

  it('writes amounts with the company’s currency, or its code without a symbol', () => {
    expect(postTripTotals({ ...trip, currencySymbol: '£' }, 10).total).toBe('£68.12');
    expect(postTripTotals({ ...trip, currencySymbol: '', currencyCode: 'GBP' }, 10).tip).toBe(
      'GBP6.19',
    );
  });
});

describe('toggleTip', () => {
  it('chooses a tip, switches to another, and takes it back when tapped again', () => {
    expect(toggleTip(null, 10)).toBe(10);
    expect(toggleTip(10, 15)).toBe(15);
    expect(toggleTip(15, 15)).toBeNull();
  });
});

describe('postTripStage', () => {
  it('offers the form for a completed ride not rated yet', () => {
    expect(
      postTripStage({ reservationState: state('COMPLETED', 'COMPLETED'), feedback: null }),
    ).toEqual({
      kind: 'form',
    });
    expect(
      postTripStage({ reservationState: state('CLOSED', 'COMPLETED'), feedback: null }).kind,
    ).toBe('form');
  });

  it('knows a completed ride by its type, whatever language its label is in', () => {
    expect(
      postTripStage({ reservationState: state('COMPLETED', 'COMPLETADO'), feedback: null }).kind,
    ).toBe('form');
  });

  it('says a ride not completed yet cannot be rated', () => {
    const onTheWay = {
      ...state('DRIVER_IS_ON_THE_WAY', 'DRIVER IS ON THE WAY'),
      isTerminal: false,
    };
    expect(postTripStage({ reservationState: onTheWay, feedback: null }).kind).toBe('notCompleted');
    expect(
      postTripStage({ reservationState: state('CANCELLED', 'CANCELLED'), feedback: null }).kind,
    ).toBe('notCompleted');
  });

  it('shows what was left on a ride rated already', () => {
    const feedback = { tipPercent: 15, tipInMinorUnits: 929, rating: 4 };
    expect(postTripStage({ reservationState: state('COMPLETED', 'COMPLETED'), feedback })).toEqual({
      kind: 'rated',
      feedback,
    });
  });
});

describe('starLabels', () => {
  it('names the five choices of the rating', () => {
    expect(starLabels()).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
  });
});
