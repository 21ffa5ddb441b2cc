import { i18n } from '@lingui/core';
import {
  parseRateCardInput,
  RATE_CARD_MONEY_FIELDS,
  RATE_CARD_PERCENT_FIELDS,
  type RateCardInput,
} from '@ride/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../../locales/en.po';
import { messages as spanish } from '../../../locales/es.po';
import { rateCardLabel, rateCardProblemText } from './rate-card-labels.ts';

/** A rate card with every field wrong. */
const WRONG: RateCardInput = {
  baseFare: 'x',
  perMile: '-1',
  perMinute: '1.234',
  hourlyRate: 'x',
  hourlyMinimumHours: 99,
  airportPickupFee: 'x',
  airportDropoffFee: 'x',
  stopFee: 'x',
  childSeatFee: 'x',
  gratuityPercent: '120',
  taxPercent: 'x',
  minimumFare: 'x',
  waitingPerMinute: 'x',
};

function wrongCardProblems(): string[] {
  const parsed = parseRateCardInput(WRONG);
  return parsed.ok ? [] : (Object.values(parsed.errors) as string[]);
}

describe('the rate card’s field names', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

  it('are the domain’s English words in English', () => {
    for (const [field, label] of [...RATE_CARD_MONEY_FIELDS, ...RATE_CARD_PERCENT_FIELDS]) {
      expect(rateCardLabel(field)).toBe(label);
    }
  });

  it('say a wrong card’s problems as the domain does in English', () => {
    const problems = wrongCardProblems();
    expect(problems.length).toBe(13);
    for (const problem of problems) expect(rateCardProblemText(problem)).toBe(problem);
  });

  it('say each of a wrong card’s problems in Spanish', () => {
    const problems = wrongCardProblems();
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(problems.filter((problem) => rateCardProblemText(problem) === problem)).toEqual([]);
    expect(problems.map(rateCardProblemText)).toContain(
      'Tarifa base debe ser un importe de 0 a 100000 con 2 decimales como máximo',
    );
  });

  it('follow the console’s language', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(rateCardLabel('baseFare')).toBe('Tarifa base');
    expect(rateCardLabel('taxPercent')).toBe('Impuesto');
  });
});
