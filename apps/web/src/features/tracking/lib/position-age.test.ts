import { describe, expect, it } from 'vitest';
import { positionAgeText } from './position-age.ts';

const NOW = Date.parse('2026-03-01T15:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('positionAgeText', () => {
  it('says seconds under a minute and whole minutes after', () => {
    expect(positionAgeText(ago(12), NOW)).toBe('Updated 12 s ago');
    expect(positionAgeText(ago(59), NOW)).toBe('Updated 59 s ago');
    expect(positionAgeText(ago(60), NOW)).toBe('Updated 1 min ago');
    expect(positionAgeText(ago(60 * 47 + 30), NOW)).toBe('Updated 47 min ago');
  });

  it('says just now for a fresh position or one from a clock ahead of ours', () => {
    expect(positionAgeText(ago(3), NOW)).toBe('Updated just now');
    expect(positionAgeText(ago(-40), NOW)).toBe('Updated just now');
  });

  it('says nothing for a time it cannot read', () => {
    expect(positionAgeText('yesterday', NOW)).toBe('');
  });
});
