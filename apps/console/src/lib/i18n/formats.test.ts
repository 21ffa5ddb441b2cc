import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAge } from '../../features/dispatch/lib/dispatch-format.ts';
import {
  formatAmountWithCode,
  formatDay,
  formatInstant,
  formatMiles,
  formatMinutes,
  formatPriceAmount,
  formatMoney,
  formatNumber,
  formatPercentText,
  formatTime,
  intlLocale,
} from '../format.ts';
import { messages as german } from '../../locales/de.po';
import { messages as english } from '../../locales/en.po';
import { consoleLanguageChoice } from './language.ts';

// A fixed instant: 15:05 UTC is 10:05 in New York (EST) and 15:05 in London in winter.
const INSTANT = '2026-01-15T15:05:00Z';

describe('the console’s language choice', () => {
  it('takes the staff member’s own choice first, whatever the browser says', () => {
    expect(consoleLanguageChoice('ar', ['de-DE', 'en'])).toBe('ar');
  });

  it('else the first browser language the console speaks, by its primary subtag', () => {
    expect(consoleLanguageChoice(null, ['pt-BR', 'fr-CA', 'de'])).toBe('fr');
    expect(consoleLanguageChoice('xx', ['es-MX'])).toBe('es');
  });

  it('else English', () => {
    expect(consoleLanguageChoice(null, ['pt-BR', 'zh'])).toBe('en');
    expect(consoleLanguageChoice(null, [])).toBe('en');
  });
});

describe('formats by the console’s language, on the company’s clock', () => {
  it('writes English as the console always did: 12-hour, symbol first', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(formatTime(INSTANT, 'America/New_York')).toBe('10:05 AM');
    expect(formatInstant(INSTANT, 'Europe/London')).toBe('Jan 15, 2026, 3:05 PM');
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatAmountWithCode('35.00', 'USD')).toBe('35.00 USD');
    expect(formatPercentText('12.5')).toBe('12.5%');
    expect(formatDay('2026-01-15')).toBe('2026-01-15');
    expect(formatPriceAmount(1234.5, '$', 'USD')).toBe('$1,234.50');
    expect(`${formatMiles(16.3)}, ${formatMinutes(43)}`).toBe('16.30 mi, 43 min');
  });

  it('writes German 24-hour, with its separators and the company’s currency after', () => {
    expect(formatTime(INSTANT, 'Europe/London', 'de')).toBe('15:05');
    expect(formatMoney(123450, 'GBP', 'de').replace(/\s/g, ' ')).toBe('1.234,50 £');
    expect(formatNumber(1234.5, 2, 'de')).toBe('1.234,5');
    expect(formatAmountWithCode('1234.5', 'USD', 'de').replace(/\s/g, ' ')).toBe('1.234,50 USD');
    expect(formatPriceAmount(1234.5, '$', 'USD', 'de').replace(/\s/g, ' ')).toBe('1.234,50 $');
    expect(formatMiles(16.3, 'de').replace(/\s/g, ' ')).toBe('16,30 mi');
    expect(formatPercentText('12.5', 'de').replace(/\s/g, ' ')).toBe('12,5 %');
    expect(formatDay('2026-01-15', 'de')).toBe('15.01.2026');
  });

  it('writes French and Spanish 24-hour, Arabic 12-hour with Western digits', () => {
    expect(formatTime(INSTANT, 'America/New_York', 'fr')).toBe('10:05');
    expect(formatTime(INSTANT, 'Europe/London', 'es')).toBe('15:05');
    const arabic = formatTime(INSTANT, 'Europe/London', 'ar');
    expect(arabic).toMatch(/3:05/);
    expect(arabic).toContain('م');
  });
});

describe('messages outside components', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

  it('follow the active catalog', () => {
    expect(formatAge(180)).toBe('3 min ago');
    i18n.loadAndActivate({ locale: 'de', messages: german });
    expect(formatAge(180)).toBe('vor 3 Min.');
  });
});
