import { i18n } from '@lingui/core';
import { schemeContrastProblems, type BrandColours } from '@ride/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en.po';
import { messages as german } from '../../locales/de.po';
import { contrastProblemText } from './contrast-text.ts';
import { serverErrorText } from './server-error-text.ts';

/** An operator's own dark palette, faint in every pair: riders in dark mode see it too. */
const faint: BrandColours = {
  primaryColor: '#111111',
  secondaryTextColor: '#101010',
  backgroundColor: '#000000',
  mainFontColor: '#0a0a0a',
  headingFontColor: '#050505',
  tertiaryColor: '#000000',
};

const ERRORS = [
  'Only a completed ride can be charged.',
  'Nothing is left to refund on this ride.',
  'Vehicle type not found',
  'Vehicle NY-123 already has ride 100234 from 9:05 AM to 10:40 AM (estimated drop-off plus the dispatch buffer).',
  'Driver Dora Wheeler was just assigned an overlapping ride; try again.',
  'Another vehicle of the fleet has the plate NY-123.',
  'A service type named Airport exists',
  'The image is too large: at most 512 kB.',
];

describe('server texts in the console’s language', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));
  const problems = schemeContrastProblems(faint);

  it('are the server’s and the domain’s English unchanged', () => {
    expect(problems.some((p) => p.scheme === 'dark')).toBe(true);
    for (const problem of problems) {
      expect(contrastProblemText(problem)).toBe(problem.message);
      expect(serverErrorText(problem.message)).toBe(problem.message);
    }
    for (const message of ERRORS) expect(serverErrorText(message)).toBe(message);
  });

  it('are translated, with their values, and an unknown message is shown as it came', () => {
    i18n.loadAndActivate({ locale: 'de', messages: german });
    for (const problem of problems) {
      const text = contrastProblemText(problem);
      expect(text).not.toBe(problem.message);
      expect(serverErrorText(problem.message)).toBe(text);
    }
    for (const message of ERRORS) expect(serverErrorText(message), message).not.toBe(message);
    expect(serverErrorText('Another vehicle of the fleet has the plate NY-123.')).toBe(
      'Ein anderes Fahrzeug der Flotte hat das Kennzeichen NY-123.',
    );
    expect(serverErrorText('Something else went wrong')).toBe('Something else went wrong');
  });
});
