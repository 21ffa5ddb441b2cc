import { describe, expect, it } from 'vitest';
import {
  cancellationFeeMinor,
  cancellationFeeRuleProblem,
  noShowFeeMinor,
  type CancellationFeeRule,
} from './cancellation-fee.ts';

const pickupAt = new Date('2030-05-01T12:00:00Z');
const ride = { totalMinor: 10_000, pickupAt };
const at = (iso: string) => new Date(iso);

const percentRule: CancellationFeeRule = {
  freeUntilHoursBeforePickup: 24,
  lateCancellationFee: { kind: 'PERCENT', percent: 50 },
  noShowFee: { kind: 'PERCENT', percent: 100 },
};
const fixedRule: CancellationFeeRule = {
  freeUntilHoursBeforePickup: 2,
  lateCancellationFee: { kind: 'FIXED', amountMinor: 2_500 },
  noShowFee: null,
};

describe('cancellationFeeMinor', () => {
  it('costs nothing without a rule', () => {
    expect(cancellationFeeMinor(null, ride, at('2030-05-01T11:59:00Z'))).toBe(0);
  });

  it('is free up to and including the end of free cancellation, charged a millisecond later', () => {
    expect(cancellationFeeMinor(percentRule, ride, at('2030-04-30T11:00:00Z'))).toBe(0);
    expect(cancellationFeeMinor(percentRule, ride, at('2030-04-30T12:00:00Z'))).toBe(0);
    expect(cancellationFeeMinor(percentRule, ride, at('2030-04-30T12:00:00.001Z'))).toBe(5_000);
    expect(cancellationFeeMinor(percentRule, ride, at('2030-05-01T13:00:00Z'))).toBe(5_000);
  });

  it('charges a fixed amount, never more than the ride', () => {
    expect(cancellationFeeMinor(fixedRule, ride, at('2030-05-01T10:00:00Z'))).toBe(0);
    expect(cancellationFeeMinor(fixedRule, ride, at('2030-05-01T10:00:01Z'))).toBe(2_500);
    const cheap = { totalMinor: 1_000, pickupAt };
    expect(cancellationFeeMinor(fixedRule, cheap, at('2030-05-01T11:00:00Z'))).toBe(1_000);
  });

  it('rounds a percent to the nearest minor unit', () => {
    const rule = { ...percentRule, lateCancellationFee: { kind: 'PERCENT', percent: 33 } } as const;
    expect(cancellationFeeMinor(rule, { totalMinor: 1_001, pickupAt }, pickupAt)).toBe(330);
    expect(cancellationFeeMinor(rule, { totalMinor: 1_003, pickupAt }, pickupAt)).toBe(331);
  });

  it('with 0 hours, is free until pickup itself', () => {
    const rule = { ...fixedRule, freeUntilHoursBeforePickup: 0 };
    expect(cancellationFeeMinor(rule, ride, pickupAt)).toBe(0);
    expect(cancellationFeeMinor(rule, ride, new Date(pickupAt.getTime() + 1))).toBe(2_500);
  });
});

describe('noShowFeeMinor', () => {
  it('charges the no-show fee, or nothing when there is none', () => {
    expect(noShowFeeMinor(percentRule, 10_000)).toBe(10_000);
    expect(noShowFeeMinor(fixedRule, 10_000)).toBe(0);
    expect(noShowFeeMinor(null, 10_000)).toBe(0);
  });
});

describe('cancellationFeeRuleProblem', () => {
  it('accepts the limits and refuses just past them, naming the field', () => {
    expect(cancellationFeeRuleProblem(percentRule)).toBeNull();
    expect(
      cancellationFeeRuleProblem({ ...fixedRule, freeUntilHoursBeforePickup: 720 }),
    ).toBeNull();
    expect(
      cancellationFeeRuleProblem({ ...fixedRule, freeUntilHoursBeforePickup: 721 })?.field,
    ).toBe('freeUntilHoursBeforePickup');
    expect(
      cancellationFeeRuleProblem({ ...fixedRule, freeUntilHoursBeforePickup: 1.5 })?.field,
    ).toBe('freeUntilHoursBeforePickup');
    const percent = (p: number) =>
      cancellationFeeRuleProblem({
        ...fixedRule,
        lateCancellationFee: { kind: 'PERCENT', percent: p },
      });
    expect(percent(1)).toBeNull();
    expect(percent(100)).toBeNull();
    expect(percent(0)?.field).toBe('lateCancellationFee.percent');
    expect(percent(101)?.field).toBe('lateCancellationFee.percent');
    const fixed = (amountMinor: number) =>
      cancellationFeeRuleProblem({ ...percentRule, noShowFee: { kind: 'FIXED', amountMinor } });
    expect(fixed(1_000_000)).toBeNull();
    expect(fixed(1_000_001)?.field).toBe('noShowFee.amountMinor');
    expect(fixed(0)?.field).toBe('noShowFee.amountMinor');
  });
});
