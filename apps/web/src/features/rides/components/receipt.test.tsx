import { i18n } from '@lingui/core';
import { renderToStaticMarkup } from '../../../test-render.tsx';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../lib/i18n/catalogs.ts';
import { languageStore } from '../../../lib/i18n/language.ts';
import { buildDetailsTrip } from '../lib/details-trip.test-helpers.ts';
import type { DetailsTrip, OwnTrip } from '../lib/ride-details-view.ts';
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
function receiptText(charges: DetailsTrip['charges'], overrides: Partial<OwnTrip> = {}) {
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
  releasedInMinorUnits: 0,
  cancellationFeeInMinorUnits: 0,
  tipInMinorUnits: 0,
  refunds: [],
};
const tipped = { feedback: { tipPercent: null, tipInMinorUnits: 1_000, rating: 5 } };

/** The receipt's totals: every "TOTAL …" it shows. */
const totals = (text: string) => text.match(/TOTAL[A-Z ]* \$[\d,.]+/g) ?? [];

describe('Receipt payment', () => {
  it('after capture: the price lines, the tip and each refund, and one total of what was charged', () => {
    const text = receiptText(
      {
        ...none,
        capturedInMinorUnits: 13_345,
        tipInMinorUnits: 1_000,
        refundedInMinorUnits: 2_000,
        chargedInMinorUnits: 11_345,
        refunds: [{ amountInMinorUnits: 2_000, refundedAt: '2026-01-07T15:00:00.000Z' }],
      },
      tipped,
    );
    expect(text).toContain('Base rate $100.00');
    expect(text).toContain('Tip $10.00');
    expect(text).toContain('Refunded Jan 7, 2026 -$20.00');
    expect(totals(text)).toEqual(['TOTAL CHARGED $113.45']);
    expect(text).toContain('Charged to your VISA ****1111.');
    expect(text).not.toContain('held');
  });

  it('before capture: the tip as a held line and one total, labelled as held', () => {
    const text = receiptText({ ...none, heldInMinorUnits: 13_345 }, tipped);
    expect(text).toContain('Tip (held) $10.00');
    expect(totals(text)).toEqual(['TOTAL HELD $133.45']);
    expect(text).toContain('Held on your VISA ****1111. Nothing has been charged yet.');
    expect(totals(receiptText(none))).toEqual(['TOTAL CHARGED $0.00']);
  });

  it('a tip held after the capture is a held line outside the total', () => {
    const text = receiptText(
      {
        ...none,
        capturedInMinorUnits: 12_345,
        chargedInMinorUnits: 12_345,
        heldInMinorUnits: 1_000,
      },
      tipped,
    );
    expect(text).toContain('Tip (held, not yet charged) $10.00');
    expect(totals(text)).toEqual(['TOTAL CHARGED $123.45']);
  });

  it('shows the price total for a ride billed by invoice', () => {
    const text = receiptText(
      { ...none, heldInMinorUnits: 12_345 },
      { preferredPaymentMethod: { paymentType: 'DirectBillAndInvoice', customName: 'ACME' } },
    );
    expect(totals(text)).toEqual(['TOTAL $123.45']);
    expect(text).not.toContain('held');
  });

  it('is written in the rider’s language, its pickup on the company’s clock', async () => {
    for (const catalog of ['common', 'shared', 'rides', 'receipt'] as const) {
      i18n.load('es', await loadCatalog(catalog, 'es'));
    }
    i18n.activate('es');
    languageStore.set({ language: 'es', offered: ['en', 'es'] });
    try {
      const text = receiptText(
        { ...none, heldInMinorUnits: 12_345 },
        {
          preferredPaymentMethod: { paymentType: 'DirectBillAndInvoice', customName: 'ACME' },
        },
      );
      expect(text).toContain('Número de confirmación');
      expect(text).toContain('Cargos');
      expect(text).not.toContain('Confirmation number');
      expect(text).not.toMatch(/ at \d/);
    } finally {
      languageStore.set({ language: 'en', offered: ['en'] });
      i18n.activate('en');
    }
  });
});
