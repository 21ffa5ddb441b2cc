import { t } from '@lingui/core/macro';
/**
 * "Updated 12 s ago", "Updated 3 min ago": how old a driver's position is, from the time the
 * driver's device took it. A time ahead of this device's clock (the two clocks differ) counts as
 * just now.
 */
export function positionAgeText(recordedAt: string, now: number): string {
  const taken = Date.parse(recordedAt);
  if (Number.isNaN(taken)) return '';
  const seconds = Math.max(0, Math.floor((now - taken) / 1000));
  if (seconds < 5) return t`Updated just now`;
  if (seconds < 60) return t`Updated ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  return t`Updated ${minutes} min ago`;
}
