import { describe, expect, it } from 'vitest';
import { parseMoneyInput, parsePercentInput, moneyInputOf, percentInputOf } from './amounts.ts';
import { checkPromoCodeInput, companyDayOf, startOfCompanyDay } from './catalog-input.ts';
import { parseRateCardInput, type RateCardInput } from './rate-card-input.ts';

const card: RateCardInput = {
  baseFare: '25',
  perMile: '3.50',
  perMinute: '0.6',
  hourlyRate: '75.00',
  hourlyMinimumHours: 2,
  airportPickupFee: '0',
  airportDropoffFee: '10',
  stopFee: '12',
  childSeatFee: '10',
  gratuityPercent: '20',
  taxPercent: '8.875',
};

describe('catalog amounts', () => {
  it('reads money as decimal text into minor units', () => {
    expect(parseMoneyInput('25')).toBe(2500);
    expect(parseMoneyInput(' 0.6 ')).toBe(60);
    expect(parseMoneyInput('19.99')).toBe(1999);
    for (const bad of ['-1', '1.234', '', 'abc', '1e3', '100000.01']) {
      expect(parseMoneyInput(bad), bad).toBeNull();
    }
    expect(moneyInputOf(1999)).toBe('19.99');
  });

  it('reads percentages with up to 3 decimals into millipercent', () => {
    expect(parsePercentInput('8.875')).toBe(8875);
    expect(parsePercentInput('100')).toBe(100_000);
    for (const bad of ['100.001', '8.8751', '-1', ''])
      expect(parsePercentInput(bad), bad).toBeNull();
    expect(percentInputOf(8875)).toBe('8.875');
    expect(percentInputOf(20_000)).toBe('20');
  });
});

describe('parseRateCardInput', () => {
  it('turns a typed card into the engine terms', () => {
    expect(parseRateCardInput(card)).toEqual({
      ok: true,
      card: {
        baseFare: 2500,
        perMile: 350,
        perMinute: 60,
        hourlyRate: 7500,
        hourlyMinimumHours: 2,
        airportPickupFee: 0,
        airportDropoffFee: 1000,
        stopFee: 1200,
        childSeatFee: 1000,
        gratuityMillipercent: 20_000,
        taxMillipercent: 8875,
        minimumFare: 0,
        waitingPerMinute: 0,
      },
    });
  });

  it('reads a minimum fare and a waiting rate when sent, and 0 when a client leaves them out', () => {
    const parsed = parseRateCardInput({ ...card, minimumFare: '45', waitingPerMinute: '1.25' });
    expect(parsed.ok && parsed.card.minimumFare).toBe(4500);
    expect(parsed.ok && parsed.card.waitingPerMinute).toBe(125);
    const bad = parseRateCardInput({ ...card, minimumFare: '-1' });
    expect(bad.ok ? null : bad.errors.minimumFare).toMatch(/Minimum fare must be an amount/);
  });

  it('keeps the saved minimum fare and waiting rate when a client leaves them out or sends null', () => {
    const saved = { minimumFare: 4500, waitingPerMinute: 125 };
    const omitted = parseRateCardInput(card, saved);
    expect(omitted.ok && omitted.card).toMatchObject(saved);
    const nulls = parseRateCardInput({ ...card, minimumFare: null, waitingPerMinute: null }, saved);
    expect(nulls.ok && nulls.card).toMatchObject(saved);
    const cleared = parseRateCardInput({ ...card, minimumFare: '0', waitingPerMinute: '' }, saved);
    expect(cleared.ok ? null : cleared.errors).toEqual({
      waitingPerMinute: expect.stringMatching(/Waiting per minute must be an amount/) as string,
    });
    const sent = parseRateCardInput({ ...card, minimumFare: '0', waitingPerMinute: '2' }, saved);
    expect(sent.ok && sent.card).toMatchObject({ minimumFare: 0, waitingPerMinute: 200 });
  });

  it('names every field in error', () => {
    const result = parseRateCardInput({
      ...card,
      baseFare: '-5',
      taxPercent: '101',
      hourlyMinimumHours: 25,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'baseFare',
      'hourlyMinimumHours',
      'taxPercent',
    ]);
    expect(result.errors.baseFare).toMatch(/Base fare must be an amount/);
  });
});

describe('checkPromoCodeInput', () => {
  const promo = {
    code: ' spring-10 ',
    description: '',
    kind: 'PERCENT' as const,
    value: '10',
    validFrom: '2026-03-01T05:00:00.000Z',
    validUntil: '2026-06-01T04:00:00.000Z',
    usageLimit: 100,
    isActive: true,
  };

  it('normalises the code and reads the discount', () => {
    const result = checkPromoCodeInput(promo);
    expect(result.ok && result.value).toMatchObject({
      code: 'SPRING-10',
      kind: 'percent',
      percentMillipercent: 10_000,
      amount: null,
    });
    const fixed = checkPromoCodeInput({ ...promo, kind: 'AMOUNT', value: '15.5' });
    expect(fixed.ok && fixed.value).toMatchObject({ kind: 'fixed', amount: 1550 });
  });

  it('refuses an empty discount, an end before the start and a zero limit', () => {
    const result = checkPromoCodeInput({
      ...promo,
      value: '0',
      validUntil: '2026-02-01T00:00:00.000Z',
      usageLimit: 0,
    });
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual([
      'usageLimit',
      'validUntil',
      'value',
    ]);
  });
});

describe('company days', () => {
  it('starts a day at midnight in the company zone and shows an exclusive end as its last day', () => {
    expect(startOfCompanyDay('2026-03-01', 'America/New_York')).toBe('2026-03-01T05:00:00.000Z');
    const end = startOfCompanyDay('2026-05-31', 'America/New_York', 1);
    expect(end).toBe('2026-06-01T04:00:00.000Z');
    expect(companyDayOf(end!, 'America/New_York', true)).toBe('2026-05-31');
    expect(startOfCompanyDay('2026-13-01', 'UTC')).toBeNull();
  });
});
