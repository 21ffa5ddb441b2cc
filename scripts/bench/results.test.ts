import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { median } from './measure.ts';
import {
  compare,
  comparison,
  formatRatio,
  formatValue,
  isWorse,
  mergeResults,
  NOISE,
  ratio,
  readResults,
  writeResults,
  type SavedFigure,
} from './results.ts';

const saved = (value: number, unit = 'ms', better: 'higher' | 'lower' = 'lower'): SavedFigure => ({
  value,
  unit,
  better,
  release: 'abc1234',
  measuredOn: '2026-11-29',
});

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([310, 120, 200])).toBe(200);
  });
  it('takes the upper middle of an even count, and 0 of none', () => {
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBe(0);
  });
});

describe('ratio', () => {
  it('is this run over the baseline', () => {
    expect(ratio(150, 100)).toBe(1.5);
  });
  it('is 1 for nothing against nothing, infinite for something against nothing', () => {
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(0.01, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('isWorse', () => {
  const ms = { value: 0, unit: 'ms', better: 'lower' as const };
  it('marks a time beyond both margins', () => {
    expect(isWorse({ ...ms, value: 1300 }, 1000, NOISE.paint)).toBe(true);
  });
  it('does not mark a time within the relative margin', () => {
    expect(isWorse({ ...ms, value: 1200 }, 1000, NOISE.paint)).toBe(false);
  });
  it('does not mark a small time that doubles within the absolute margin', () => {
    expect(isWorse({ ...ms, value: 60 }, 30, NOISE.paint)).toBe(false);
  });
  it('marks a throughput that falls, not one that rises', () => {
    const rate = { unit: 'req/s', better: 'higher' as const };
    expect(isWorse({ ...rate, value: 700 }, 1000, NOISE.load)).toBe(true);
    expect(isWorse({ ...rate, value: 1400 }, 1000, NOISE.load)).toBe(false);
  });
  it('marks any bundle growth beyond one per cent', () => {
    const size = { unit: 'kB', better: 'lower' as const };
    expect(isWorse({ ...size, value: 102 }, 100, NOISE.size)).toBe(true);
    expect(isWorse({ ...size, value: 100.5 }, 100, NOISE.size)).toBe(false);
  });
});

describe('formatting', () => {
  it('prints large numbers whole with separators, small ones to four digits', () => {
    expect(formatValue(2562.4)).toBe('2,562');
    expect(formatValue(109.362)).toBe('109.4');
    expect(formatValue(97)).toBe('97');
    expect(formatValue(0.012345)).toBe('0.01235');
  });
  it('prints the baseline figure and the ratio, marked when worse', () => {
    const worse = compare({ value: 1500, unit: 'ms', better: 'lower' }, saved(1000), NOISE.paint);
    expect(comparison(worse, 'ms')).toBe('1,000 ms ×1.50!');
    const better = compare({ value: 900, unit: 'ms', better: 'lower' }, saved(1000), NOISE.paint);
    expect(formatRatio(better!)).toBe('×0.90');
  });
  it('prints a ratio figure without a unit', () => {
    const compared = compare(
      { value: 1.2, unit: 'ratio', better: 'lower' },
      saved(1, 'ratio'),
      NOISE.ratio,
    );
    expect(comparison(compared, '')).toBe('1 ×1.20!');
  });
  it('prints a dash without a baseline, or with one in another unit', () => {
    expect(comparison(undefined, 'ms')).toBe('-');
    expect(compare({ value: 1, unit: 'ms', better: 'lower' }, saved(1, 's'), NOISE.load)).toBe(
      undefined,
    );
  });
});

describe('the results file', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const path = () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
    return join(dir, 'baseline.json');
  };

  it('reads a missing file as an empty baseline', () => {
    expect(readResults(path())).toEqual({ figures: {} });
  });

  it('refuses a file whose figures lack a field, naming the figure', () => {
    const file = path();
    writeFileSync(file, JSON.stringify({ figures: { 'lighthouse: /book: fcp': { value: 1 } } }));
    expect(() => readResults(file)).toThrow('figure "lighthouse: /book: fcp" needs');
  });

  it('writes over the figures measured, keeps the others, sorted, and reads them back', () => {
    const file = path();
    const baseline = {
      figures: { 'bundles: /book': saved(90, 'kB'), 'api: hello: req/s': saved(5000, 'req/s') },
    };
    const merged = mergeResults(
      baseline,
      { 'bundles: /book': { value: 95.00049, unit: 'kB', better: 'lower' } },
      'def5678',
      '2026-11-30',
    );
    writeResults(file, merged);
    const read = readResults(file);
    expect(Object.keys(read.figures)).toEqual(['api: hello: req/s', 'bundles: /book']);
    expect(read.figures['bundles: /book']).toEqual({
      value: 95,
      unit: 'kB',
      better: 'lower',
      release: 'def5678',
      measuredOn: '2026-11-30',
    });
    expect(read.figures['api: hello: req/s']).toEqual(saved(5000, 'req/s'));
  });
});
