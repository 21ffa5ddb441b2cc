import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { appError } from '../../graphql/errors.ts';
import {
  addHits,
  purgeExpiredWindows,
  removeHits,
  type WindowHit,
} from './rate-limit.repository.ts';

/** At most `limit` hits per `windowSeconds` for one bucket (a kind of action by one subject). */
export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** The same bucket limited per minute and per hour. */
export function perMinuteAndHour(
  bucket: string,
  perMinute: number,
  perHour: number,
): RateLimitRule[] {
  return [
    { bucket, limit: perMinute, windowSeconds: 60 },
    { bucket, limit: perHour, windowSeconds: 3600 },
  ];
}

// Expired windows are deleted by whichever request happens along, about one in fifty.
const PURGE_PROBABILITY = 0.02;

/** Rate-limit buckets must not hold emails in clear: they are keyed by a digest. */
export function subjectKey(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

/**
 * The client address a limit counts against. An IPv6 client usually controls a whole /64, so the
 * /64 prefix is the subject; IPv4-mapped addresses count as their IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function windowsFor(rules: RateLimitRule[], now: Date): WindowHit[] {
  return rules.map((rule) => {
    const size = rule.windowSeconds * 1000;
    const start = Math.floor(now.getTime() / size) * size;
    return {
      bucket: rule.bucket,
      windowSeconds: rule.windowSeconds,
      windowStart: new Date(start),
      expiresAt: new Date(start + size),
    };
  });
}

export function tooManyRequests(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return appError(
    'TOO_MANY_REQUESTS',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds },
  );
}

/**
 * Counts one hit against every rule and throws TOO_MANY_REQUESTS when any window is over its
 * limit. The counters live in the database, so every server instance shares them, and each call
 * counts, however many operations one HTTP request carries.
 */
export async function consumeRateLimits(
  db: Db,
  companyId: string,
  rules: RateLimitRule[],
  now: Date,
): Promise<void> {
  const windows = windowsFor(rules, now);
  const rows = await addHits(db, companyId, windows);
  if (Math.random() < PURGE_PROBABILITY) await purgeExpiredWindows(db, now);
  let retryAfterMs = 0;
  for (const rule of rules) {
    const row = rows.find(
      (r) => r.bucket === rule.bucket && r.window_seconds === rule.windowSeconds,
    );
    if (row && row.hits > rule.limit) {
      const end = new Date(row.window_start).getTime() + rule.windowSeconds * 1000;
      retryAfterMs = Math.max(retryAfterMs, end - now.getTime());
    }
  }
  if (retryAfterMs > 0) throw tooManyRequests(Math.ceil(retryAfterMs / 1000));
}

/** Gives back the hit `consumeRateLimits` counted at `now`, for attempts that turned out fine. */
export async function refundRateLimits(
  db: Db,
  companyId: string,
  rules: RateLimitRule[],
  now: Date,
): Promise<void> {
  await removeHits(db, companyId, windowsFor(rules, now));
}
