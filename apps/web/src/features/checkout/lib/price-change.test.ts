import { describe, expect, it } from 'vitest';
import { priceChangeOf } from './price-change.ts';

const chosen = {
  id: '1',
  name: 'Sedan',
  luggageCapacity: 2,
  passengerCapacity: 3,
  amount: 120,
};
const quote = (amount: number, loading = false) => ({
  vehicle: { amount } as never,
  loading,
  currencySymbol: '$',
  currencyCode: 'USD',
});

describe('priceChangeOf', () => {
  it('gives the old and the new price when the new time prices the vehicle differently', () => {
    expect(priceChangeOf(chosen, quote(1234.5))).toEqual({ from: '$120.00', to: '$1,234.50' });
    expect(priceChangeOf({ ...chosen, amount: 135 }, quote(120))).toEqual({
      from: '$135.00',
      to: '$120.00',
    });
  });

  it('says nothing while the price loads, when it is the same, or without the vehicle', () => {
    expect(priceChangeOf(chosen, quote(99, true))).toBeNull();
    expect(priceChangeOf(chosen, quote(120.001))).toBeNull();
    expect(priceChangeOf(chosen, { ...quote(99), vehicle: null })).toBeNull();
  });
});
