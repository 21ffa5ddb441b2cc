import { describe, expect, it } from 'vitest';
import { awaitsFeedback, feedbackPath, hasReceipt, receiptPath } from './receipt.ts';

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

describe('awaitsFeedback', () => {
  const ride = (type: string, feedback: unknown = null, isSharedView = false) => ({
    reservationState: { type },
    feedback,
    isSharedView,
  });

  it('leads a completed ride’s rider to the tip and rating until they are in', () => {
    expect(awaitsFeedback(ride('COMPLETED'))).toBe(true);
    expect(awaitsFeedback(ride('COMPLETED', { rating: 5 }))).toBe(false);
    expect(awaitsFeedback(ride('COMPLETED', null, true))).toBe(false);
    for (const type of ['BOOKED', 'CANCELLED', 'DRIVING_PASSENGER', 'NO_SHOW']) {
      expect(awaitsFeedback(ride(type)), type).toBe(false);
    }
  });

  it('opens /finalize-trip with the ride id', () => {
    expect(feedbackPath('ab-1')).toBe('/finalize-trip?id=ab-1');
  });
});
