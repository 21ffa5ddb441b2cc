import { describe, expect, it } from 'vitest';
import { hasReceipt, receiptPath } from './receipt.ts';

describe('hasReceipt', () => {
  it('is for completed rides only', () => {
    expect(hasReceipt({ reservationState: { type: 'COMPLETED' } })).toBe(true);
    for (const type of ['BOOKED', 'CANCELLED', 'DRIVING_PASSENGER', 'CLOSED', 'NO_SHOW']) {
      expect(hasReceipt({ reservationState: { type } }), type).toBe(false);
    }
  });
});

describe('receiptPath', () => {
  it('is /my-rides/receipt with the ride id', () => {
    expect(receiptPath('ab-1')).toBe('/my-rides/receipt?id=ab-1');
  });
});
