import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/shared/en.po';
import { messages as german } from '../../locales/shared/de.po';
import { messages as spanish } from '../../locales/shared/es.po';
import { rateLineText } from './rate-line-text.ts';

const NAMES = [
  'Base Fare',
  'Distance (16.31 mi)',
  'Driving Time (43 min)',
  'Child Seats (1)',
  'Zone Fare (JFK → Midtown)',
  'Promo Code SPRING',
  'Gratuity (20%)',
  'Tax (8.875%)',
  'Hourly Rate (2 Hours 30 Minutes)',
  'Hourly Rate (1 Hour minimum)',
];

describe('a price line in the rider’s language', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

  it('is the server’s English name in English', () => {
    i18n.loadAndActivate({ locale: 'en', messages: english });
    for (const name of NAMES) expect(rateLineText(name)).toBe(name);
  });

  it('is translated with its values kept, an operator’s own line as it came', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    for (const name of NAMES) expect(rateLineText(name), name).not.toBe(name);
    expect(rateLineText('Base Fare')).toBe('Tarifa base');
    expect(rateLineText('Zone Fare (JFK → Midtown)')).toBe('Tarifa por zona (JFK → Midtown)');
    expect(rateLineText('Hourly Rate (2 Hours 30 Minutes)')).toBe(
      'Tarifa por horas (2 horas 30 minutos)',
    );
    expect(rateLineText('Night (22:00–06:00, 10%)')).toBe('Night (22:00–06:00, 10%)');
    i18n.loadAndActivate({ locale: 'de', messages: german });
    expect(rateLineText('Promo Code SPRING')).toContain('SPRING');
    expect(rateLineText('Promo Code SPRING')).not.toBe('Promo Code SPRING');
  });
});
