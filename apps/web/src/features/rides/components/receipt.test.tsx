import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildDetailsTrip } from '../lib/details-trip.test-helpers.ts';
import type { DetailsTrip } from '../lib/ride-details-view.ts';
import { Receipt } from './receipt.tsx';

const company = {
  name: 'Demo Limousine',
  supportPhone: '+1 212 555 0100',
  phone1: '',
  supportEmail: '',
  generalEmailAddress: '',
  websiteURL: '',
};
const completed: DetailsTrip['reservationState'] = {
  type: 'COMPLETED',
  label: 'COMPLETED',
  colour: 'grey',
  isTrackable: false,
  isTerminal: true,
};

/** The receipt's text, one space between its elements' texts. */
function receiptText(charges: DetailsTrip['charges'], overrides: Partial<DetailsTrip> = {}) {
  const trip = buildDetailsTrip({ reservationState: completed, charges, ...overrides });
  const html = renderToStaticMarkup(
    <Receipt trip={trip} company={company} timeZone="America/New_York" />,
  );
  return html.replace(/<[^<>]+>/g, ' ').replace(/\s+/g, ' ');
}

const none = {
  heldInMinorUnits: 0,
  capturedInMinorUnits: 0,
  refundedInMinorUnits: 0,
  chargedInMinorUnits: 0,
  tipInMinorUnits: 0,
  refunds: [],
};

describe('Receipt payment', () => {
  it('shows what was charged to the card, the tip in it, each refund and the total charged', () => {
    const text = receiptText({
      ...none,
      capturedInMinorUnits: 13_345,
      tipInMinorUnits: 1_000,
      refundedInMinorUnits: 2_000,
      chargedInMinorUnits: 11_345,
      refunds: [{ amountInMinorUnits: 2_000, refundedAt: '2026-01-07T15:00:00.000Z' }],
    });
    expect(text).toContain('Payment Charged to VISA ****1111 $133.45');
    expect(text).toContain('Including tip $10.00');
    expect(text).toContain('Refunded Jan 7, 2026 -$20.00');
    expect(text).toContain('TOTAL CHARGED $113.45');
    expect(text).not.toContain('Pending');
  });

  it('says in plain words that the card is only held while nothing is captured', () => {
    const text = receiptText({ ...none, heldInMinorUnits: 12_345 });
    expect(text).toContain(
      'Pending: $123.45 is held on your VISA ****1111. Nothing has been charged yet.',
    );
    expect(text).not.toContain('Charged to');
    expect(receiptText(none)).toContain('Nothing has been charged to your VISA ****1111.');
  });

  it('has no card payment for a ride billed by invoice', () => {
    const text = receiptText(
      { ...none, heldInMinorUnits: 12_345 },
      { preferredPaymentMethod: { paymentType: 'DirectBillAndInvoice', customName: 'ACME' } },
    );
    expect(text).not.toContain('Payment Charged');
    expect(text).not.toContain('Pending');
  });
});
