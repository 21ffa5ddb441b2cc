import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
  'The image is too large: at most 4096×4096 pixels.',
  'Driver Dora Wheeler is not active.',
  'Vehicle NY-123 is a Sedan; ride #100234 was booked for a SUV.',
  'Vehicle NY-123 seats 3; ride #100234 has 5 passengers.',
  'Usage limit cannot be below the 12 uses so far',
  'Point 3 must be [latitude, longitude].',
  'First name is required.',
  'Last name must be at most 100 characters.',
  'This needs another role.',
  'Enter the percent.',
  'A Twilio auth token is 32 hexadecimal digits.',
  'Set this vehicle type’s rates before offering it to riders',
  'Hourly rides need hours',
  'The SVG file has no drawing we can show.',
  'Promo code SUMMER10 exists',
  'A vehicle type named Sedan exists',
  'Ride #100234 kept changing while it was being assigned; try again.',
  'Vehicle NY-123 is out of service.',
];

/** Refusals naming statuses by their codes: the console words the statuses, in English too. */
const STATUS_ERRORS = new Map([
  [
    'A ride cannot go from COMPLETED to NO_SHOW: it is finished.',
    'A ride cannot go from Completed to No-show: it is finished.',
  ],
  [
    'A ride cannot go from SCHEDULED to COMPLETED: it can go to CANCELLED, DRIVER_IS_ON_THE_WAY.',
    'A ride cannot go from Scheduled to Completed: it can go to Cancelled, Driver on the way.',
  ],
  [
    'Ride #100234 is COMPLETED: its driver and vehicle can no longer change.',
    'Ride #100234 is Completed: its driver and vehicle can no longer change.',
  ],
]);

/** The console's API: every refusal of these files is one an operator may read. */
const OPERATOR_API = join(__dirname, '../../../../server/src/modules/operator');
/** The company:create command's words, read by the engineer who runs it, in English. */
const COMMAND_FILES = new Set(['company-setup.ts', 'company-setup-input.ts']);
/** Refusals of values the console's own screens never send (cursors, codes, bounds its forms check). */
const API_CONTRACT = [
  /^after must be /,
  /^to must /,
  /^date must be /,
  /^minutes must be /,
  /^vehicleTypeId /,
  /^amountMinor /,
  /^idempotencyKey /,
  /is not a console language/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const source = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
    return source && !COMMAND_FILES.has(entry.name) ? [path] : [];
  });
}

/** The messages the operator API refuses with, values as `${…}`, as the server writes them. */
function operatorRefusals(): { file: string; message: string }[] {
  const call =
    /(?:(badUserInput|conflict|forbidden|notFound)\(|appError\(\s*'[A-Z_]+',)\s*(['`])((?:(?!\2)[^\\]|\\.)*)\2/g;
  return sourceFiles(OPERATOR_API).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(call)].map((match) => ({
      file: relative(OPERATOR_API, path),
      message: match[1] === 'notFound' ? `${match[3]} not found` : match[3]!,
    })),
  );
}

/** A written message as a pattern its values fill. */
const patternOf = (message: string) =>
  new RegExp(
    `^${message
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
    's',
  );

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
    for (const [message, text] of STATUS_ERRORS) expect(serverErrorText(message)).toBe(text);
  });

  it('are translated, with their values, and an unknown message is shown as it came', () => {
    i18n.loadAndActivate({ locale: 'de', messages: german });
    for (const problem of problems) {
      const text = contrastProblemText(problem);
      expect(text).not.toBe(problem.message);
      expect(serverErrorText(problem.message)).toBe(text);
    }
    for (const message of ERRORS) expect(serverErrorText(message), message).not.toBe(message);
    for (const [message, english] of STATUS_ERRORS) {
      expect(serverErrorText(message), message).not.toBe(english);
      for (const code of ['COMPLETED', 'SCHEDULED', 'DRIVER_IS_ON_THE_WAY'])
        expect(serverErrorText(message)).not.toContain(code);
    }
    expect(serverErrorText('Another vehicle of the fleet has the plate NY-123.')).toBe(
      'Ein anderes Fahrzeug der Flotte hat das Kennzeichen NY-123.',
    );
    expect(serverErrorText('Something else went wrong')).toBe('Something else went wrong');
  });

  it('cover every refusal of the operator API, seen through an example of it', () => {
    i18n.loadAndActivate({ locale: 'de', messages: german });
    const refusals = operatorRefusals();
    expect(refusals.length).toBeGreaterThan(40);
    const untold = refusals.filter(({ message }) => {
      if (API_CONTRACT.some((pattern) => pattern.test(message))) return false;
      if (!message.includes('${')) return serverErrorText(message) === message;
      const examples = [...ERRORS, ...STATUS_ERRORS.keys()].filter((error) =>
        patternOf(message).test(error),
      );
      return examples.length === 0 || examples.some((error) => serverErrorText(error) === error);
    });
    expect(untold.map(({ file, message }) => `${file}: ${message}`)).toEqual([]);
  });
});
