import { describe, expect, it } from 'vitest';
import { paymentStateOf } from './payment-state.ts';

const sums = (authorised: number, captured: number, voided: number, refunded: number) => ({
  authorisedMinor: authorised,
  capturedMinor: captured,
  voidedMinor: voided,
  refundedMinor: refunded,
});

describe('paymentStateOf', () => {
  it('is NONE without any movement', () => {
    expect(paymentStateOf(sums(0, 0, 0, 0))).toBe('NONE');
  });
  it('is HELD while part of a hold is neither captured nor released', () => {
    expect(paymentStateOf(sums(5_000, 0, 0, 0))).toBe('HELD');
  });
  it('is VOIDED when every hold was released and nothing captured', () => {
    expect(paymentStateOf(sums(5_000, 0, 5_000, 0))).toBe('VOIDED');
  });
  it('is CAPTURED once anything was captured (a fee, the rest released)', () => {
    expect(paymentStateOf(sums(5_000, 1_000, 4_000, 0))).toBe('CAPTURED');
  });
  it('is PARTLY_REFUNDED, then REFUNDED as refunds reach the captured sum', () => {
    expect(paymentStateOf(sums(5_000, 5_000, 0, 500))).toBe('PARTLY_REFUNDED');
    expect(paymentStateOf(sums(5_000, 5_000, 0, 5_000))).toBe('REFUNDED');
  });
});
