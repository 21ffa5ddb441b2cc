import { describe, expect, it } from 'vitest';
import { termsPageHtml, type TermsSources } from './terms-page.ts';

const DATA: TermsSources = {
  termsAndConditionsHtml: '<p>Terms</p>',
  defaultRentalAgreement: { html: '<p>Default agreement</p>' },
  systemSettings: {
    defaultServiceTypes: [
      { name: 'Point To Point', code: 'PTP', rentalAgreement: null },
      { name: 'Airport Arrival', code: 'AA', rentalAgreement: { html: '<p>Airport</p>' } },
    ],
  },
};

describe('termsPageHtml (/terms pages, spec part 2 §2)', () => {
  it('shows the generic terms on /terms/default', () => {
    expect(termsPageHtml('/terms/default', DATA, 'airportArrival')).toBe('<p>Terms</p>');
    expect(termsPageHtml('/terms/default/', DATA, 'pointToPoint')).toBe('<p>Terms</p>');
  });

  it('shows the agreement of the service type named in the path, else the default', () => {
    expect(termsPageHtml('/terms/AA', DATA, 'pointToPoint')).toBe('<p>Airport</p>');
    expect(termsPageHtml('/terms/aa', DATA, 'pointToPoint')).toBe('<p>Airport</p>');
    expect(termsPageHtml('/terms/PTP', DATA, 'airportArrival')).toBe('<p>Default agreement</p>');
    expect(termsPageHtml('/terms/unknown', DATA, 'airportArrival')).toBe(
      '<p>Default agreement</p>',
    );
  });

  it('shows the agreement of the booking’s trip type on /terms', () => {
    expect(termsPageHtml('/terms', DATA, 'airportArrival')).toBe('<p>Airport</p>');
    expect(termsPageHtml('/terms', DATA, 'hourly')).toBe('<p>Default agreement</p>');
  });
});
