import { describe, expect, it } from 'vitest';
import { formatPercent } from './arithmetic.ts';

describe('formatPercent', () => {
  it('shows a millipercent value as a rider reads it, the same every time', () => {
    expect(formatPercent(8875)).toBe('8.875%');
    expect(formatPercent(20000)).toBe('20%');
    expect(formatPercent(12500)).toBe('12.5%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(8875)).toBe('8.875%');
  });
});
