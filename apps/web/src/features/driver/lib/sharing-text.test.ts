import { describe, expect, it } from 'vitest';
import { formatSentTime, geolocationErrorText } from './sharing-text.ts';

describe('geolocation errors in words', () => {
  it('says how to allow location when the driver (or the browser) refused it', () => {
    expect(geolocationErrorText(1)).toMatch(/^Location access is turned off for this page/);
    expect(geolocationErrorText(1)).toContain('Allow location for this site');
  });

  it('says the position is unavailable, and that sharing resumes by itself', () => {
    expect(geolocationErrorText(2)).toMatch(/^Your position is not available right now/);
  });

  it('says a slow fix is still being looked for', () => {
    expect(geolocationErrorText(3)).toMatch(/taking a long time. Still trying…$/);
    expect(geolocationErrorText(99)).toMatch(/could not be read/);
  });
});

describe('formatSentTime', () => {
  it('shows the time with seconds on the company’s clock', () => {
    const instant = new Date(Date.UTC(2026, 5, 1, 18, 30, 5));
    expect(formatSentTime(instant, 'America/New_York')).toBe('2:30:05 PM');
    expect(formatSentTime(instant, 'Europe/London')).toBe('7:30:05 PM');
  });
});
