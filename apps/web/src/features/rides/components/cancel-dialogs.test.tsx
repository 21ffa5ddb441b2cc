import { renderToStaticMarkup } from '../../../test-render.tsx';
import { describe, expect, it } from 'vitest';
import { buildDetailsTrip } from '../lib/details-trip.test-helpers.ts';
import { cancellationFeeNotice } from '../lib/ride-money.ts';
import { ConfirmCancelDialog } from './cancel-dialogs.tsx';

const dialog = (feeMinor: number | null) =>
  renderToStaticMarkup(
    <ConfirmCancelDialog
      busy={false}
      feeNotice={cancellationFeeNotice(buildDetailsTrip({ cancellationFeeInMinorUnits: feeMinor }))}
      onYes={() => undefined}
      onNo={() => undefined}
    />,
  );

describe('ConfirmCancelDialog', () => {
  it('asks the spec’s question and names the late-cancellation fee when there is one', () => {
    const html = dialog(2_500);
    expect(html).toContain('Are you sure you want to cancel this ride?');
    expect(html).toContain('A late cancellation fee of $25.00 will be charged to your card.');
  });

  it('says the fee is billed for a ride paid by invoice', () => {
    const trip = buildDetailsTrip({
      cancellationFeeInMinorUnits: 1_234,
      preferredPaymentMethod: { paymentType: 'DirectBillAndInvoice', customName: 'ACME' },
    });
    expect(cancellationFeeNotice(trip)).toBe('A late cancellation fee of $12.34 will be billed.');
  });

  it('says the hold is released in full when cancelling is free', () => {
    for (const fee of [0, null]) {
      const html = dialog(fee);
      expect(html).toContain('Are you sure you want to cancel this ride?');
      expect(html).toContain(
        'There is no fee: the hold of $123.45 on your card will be released in full.',
      );
      expect(html).not.toContain('late cancellation fee');
    }
  });

  it('adds nothing to a free cancel of a ride billed by invoice', () => {
    const trip = buildDetailsTrip({
      preferredPaymentMethod: { paymentType: 'DirectBillAndInvoice', customName: 'ACME' },
      charges: null,
    });
    expect(cancellationFeeNotice(trip)).toBeNull();
  });
});
