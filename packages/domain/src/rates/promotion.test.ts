import { describe, expect, it } from 'vitest';
import {
  normalizePromoCode,
  promotionDiscount,
  promotionProblem,
  promotionProblemMessage,
} from './promotion.ts';
import { vehicleFits } from './vehicle-fit.ts';

const window = {
  code: 'SPRING',
  isActive: true,
  validFrom: new Date('2026-03-01T00:00:00Z'),
  validUntil: new Date('2026-06-01T00:00:00Z'),
};

describe('promotions', () => {
  it('is usable from its first instant up to, not including, its end', () => {
    expect(promotionProblem(window, new Date('2026-03-01T00:00:00Z'))).toBeNull();
    expect(promotionProblem(window, new Date('2026-05-31T23:59:59Z'))).toBeNull();
    expect(promotionProblem(window, new Date('2026-06-01T00:00:00Z'))).toBe('expired');
    expect(promotionProblem(window, new Date('2026-02-28T23:59:59Z'))).toBe('not_yet_valid');
  });

  it('treats a missing or switched-off code alike, so codes cannot be probed', () => {
    expect(promotionProblem(undefined, new Date())).toBe('unknown');
    expect(promotionProblem({ ...window, isActive: false }, new Date('2026-04-01T00:00:00Z'))).toBe(
      'unknown',
    );
    expect(promotionProblemMessage('unknown', 'NOPE')).toBe('Promo code NOPE is not valid');
    expect(promotionProblemMessage('expired', 'OLD')).toBe('Promo code OLD has expired');
  });

  it('is used up when no uses are left under its limit', () => {
    const at = new Date('2026-04-01T00:00:00Z');
    expect(promotionProblem({ ...window, usesLeft: 1 }, at)).toBeNull();
    expect(promotionProblem({ ...window, usesLeft: null }, at)).toBeNull();
    expect(promotionProblem({ ...window, usesLeft: 0 }, at)).toBe('used_up');
    expect(promotionProblemMessage('used_up', 'LAST')).toBe('Promo code LAST has been used up');
  });

  it('never ends when it has no end date', () => {
    expect(
      promotionProblem({ ...window, validUntil: null }, new Date('2099-01-01T00:00:00Z')),
    ).toBeNull();
  });

  it('matches codes regardless of case and spaces', () => {
    expect(normalizePromoCode('  save10 ')).toBe('SAVE10');
  });

  it('caps percent and fixed discounts at the subtotal', () => {
    expect(promotionDiscount({ code: 'A', kind: 'percent', millipercent: 150_000 }, 1000)).toBe(
      1000,
    );
    expect(promotionDiscount({ code: 'B', kind: 'percent', millipercent: 12_500 }, 1000)).toBe(125);
    expect(promotionDiscount({ code: 'C', kind: 'fixed', amount: 2500 }, 1000)).toBe(1000);
    expect(promotionDiscount({ code: 'D', kind: 'fixed', amount: 250 }, 1000)).toBe(250);
  });
});

describe('vehicleFits', () => {
  const suv = {
    passengerCapacity: 6,
    luggageCapacity: 6,
    childSeatCapacity: 3,
    isAccessible: false,
  };
  const needs = { passengers: 6, luggage: 6, childSeats: 3, requiresAccessibility: false };

  it('fits when every need is within capacity, at the limit included', () => {
    expect(vehicleFits(suv, needs)).toBe(true);
  });

  it.each([
    ['passengers', { passengers: 7 }],
    ['luggage', { luggage: 7 }],
    ['child seats', { childSeats: 4 }],
    ['accessibility', { requiresAccessibility: true }],
  ])('does not fit when %s exceed what it carries', (_, over) => {
    expect(vehicleFits(suv, { ...needs, ...over })).toBe(false);
  });
});
