import { describe, expect, it } from 'vitest';
import { gratuityIncludedText, gratuityLineName, includedGratuityOf } from './gratuity.ts';

describe('includedGratuityOf', () => {
  it('reads back the gratuity line quoteTrip writes', () => {
    for (const [millipercent, percent] of [
      [20_000, 20],
      [12_500, 12.5],
      [8_875, 8.875],
    ] as const) {
      const lines = [
        { name: 'Base Fare', valueInMinorUnits: 5000 },
        { name: gratuityLineName(millipercent), valueInMinorUnits: 1000 },
      ];
      expect(includedGratuityOf(lines)).toEqual({ percent, amountMinor: 1000 });
    }
  });

  it('is null without a gratuity line, or with one worth nothing', () => {
    expect(includedGratuityOf([{ name: 'Tax (8.875%)', valueInMinorUnits: 500 }])).toBeNull();
    expect(includedGratuityOf([{ name: 'Gratuity (20%)', valueInMinorUnits: 0 }])).toBeNull();
    expect(includedGratuityOf([{ name: 'Gratuity', valueInMinorUnits: 900 }])).toBeNull();
  });
});

describe('gratuityIncludedText', () => {
  it('says the percent as the post-trip screen shows it', () => {
    expect(gratuityIncludedText(20)).toBe('20 % gratuity is included');
    expect(gratuityIncludedText(12.5)).toBe('12.5 % gratuity is included');
  });
});
