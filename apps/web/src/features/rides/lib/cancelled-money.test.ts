import { describe, expect, it } from 'vitest';
import { buildDetailsTrip } from './details-trip.test-helpers.ts';
import { cancelledMoneyLine } from './ride-money.ts';

const cancelled = (charges: Partial<NonNullable<ReturnType<typeof buildDetailsTrip>['charges']>>) =>
  buildDetailsTrip({
    reservationState: {
      type: 'CANCELLED',
      label: 'CANCELLED',
      colour: 'grey',
      isTrackable: false,
      isTerminal: true,
    },
    charges: { ...buildDetailsTrip().charges!, heldInMinorUnits: 0, ...charges },
  });

describe('cancelledMoneyLine', () => {
  it('names the fee charged from the ledger, the rest of the hold released', () => {
    const trip = cancelled({
      capturedInMinorUnits: 2500,
      chargedInMinorUnits: 2500,
      releasedInMinorUnits: 9845,
      cancellationFeeInMinorUnits: 2500,
    });
    expect(cancelledMoneyLine(trip)).toBe(
      'A late cancellation fee of $25.00 is charged to your VISA ****1111; the rest of the hold is released.',
    );
  });

  it('names a fee still to be taken, before the gateway has it', () => {
    const trip = cancelled({ heldInMinorUnits: 12345, cancellationFeeInMinorUnits: 2500 });
    expect(cancelledMoneyLine(trip)).toMatch(/^A late cancellation fee of \$25\.00 is charged/);
  });

  it('says the hold is released in full without a fee', () => {
    expect(cancelledMoneyLine(cancelled({ releasedInMinorUnits: 12345 }))).toBe(
      'The hold of $123.45 on your VISA ****1111 is released in full. Nothing was charged.',
    );
    // Released at the gateway later (decision 51): the same words.
    expect(cancelledMoneyLine(cancelled({ heldInMinorUnits: 12345 }))).toContain(
      'The hold of $123.45',
    );
  });

  it('says nothing for a ride billed by invoice or read by its shared link', () => {
    const invoice = buildDetailsTrip({
      preferredPaymentMethod: { paymentType: 'DirectBillAndInvoice', customName: 'ACME' },
    });
    expect(cancelledMoneyLine(invoice)).toBeNull();
    expect(cancelledMoneyLine(buildDetailsTrip({ charges: null }))).toBeNull();
  });
});
