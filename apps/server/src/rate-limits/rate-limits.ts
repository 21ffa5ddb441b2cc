import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { CompiledQuery } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/database.ts';
import { appError } from '../core/errors.ts';

/** At most `points` hits in `durationSeconds` from the first one, per subject. */
export interface Limit {
  name: string;
  points: number;
  durationSeconds: number;
}

/** The same kind of action limited per minute and per hour. */
export function perMinuteAndHour(name: string, perMinute: number, perHour: number): Limit[] {
  return [
    { name: `${name}:minute`, points: perMinute, durationSeconds: 60 },
    { name: `${name}:hour`, points: perHour, durationSeconds: 3600 },
  ];
}

/** One limit applied to one subject (an account, an address, or both). */
export interface LimitCheck {
  limit: Limit;
  subject: string;
}

export const checksFor = (limits: Limit[], subject: string): LimitCheck[] =>
  limits.map((limit) => ({ limit, subject }));

/** Limit subjects never hold e-mail addresses in clear: they are keyed by a digest. */
export function subjectKey(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

/**
 * The client address a limit counts against. An IPv6 client usually controls a whole /64, so the
 * /64 prefix is the subject; IPv4-mapped addresses count as their IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const groups = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}

export function tooManyRequests(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return appError(
    'TOO_MANY_REQUESTS',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds },
  );
}

/** The table rate-limiter-flexible keeps its counters in (created by migration 0012). */
export const RATE_LIMIT_TABLE = 'rate_limiter';

/**
 * rate-limiter-flexible's PostgreSQL store talks to a `pg`-style client; this one runs its
 * queries through Kysely, so the same counters work on PostgreSQL and on the embedded PGlite.
 */
function kyselyStoreClient(db: Db) {
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      const rowCount =
        result.rows.length > 0 ? result.rows.length : Number(result.numAffectedRows ?? 0);
      return { rows: result.rows, rowCount };
    },
  };
}

const isRefusal = (value: unknown): value is RateLimiterRes => value instanceof RateLimiterRes;

/**
 * Counters shared by every server process, in the database, through rate-limiter-flexible. Keys
 * carry the company, so one company's traffic never uses another's allowance.
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterPostgres>();
  private readonly client: ReturnType<typeof kyselyStoreClient>;

  constructor(db: Db) {
    this.client = kyselyStoreClient(db);
  }

  private limiter(limit: Limit): RateLimiterPostgres {
    let limiter = this.limiters.get(limit.name);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.client,
        storeType: 'client',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: limit.name,
        points: limit.points,
        duration: limit.durationSeconds,
      });
      this.limiters.set(limit.name, limiter);
    }
    return limiter;
  }

  /**
   * Counts one hit against every check. When any of them would go over its limit, every hit is
   * taken back and the call is refused with TOO_MANY_REQUESTS: a refused attempt counts nothing.
   */
  async consume(companyId: string, checks: LimitCheck[]): Promise<void> {
    const counted: LimitCheck[] = [];
    for (const check of checks) {
      try {
        await this.limiter(check.limit).consume(`${companyId}:${check.subject}`);
        counted.push(check);
      } catch (reason) {
        if (!isRefusal(reason)) {
          await this.refund(companyId, counted);
          throw reason;
        }
        // The refused hit was counted too: it goes back with the others.
        await this.refund(companyId, [...counted, check]);
        throw tooManyRequests(Math.ceil(reason.msBeforeNext / 1000));
      }
    }
  }

  /** Counts one hit against every check without refusing anything (a failure that happened). */
  async count(companyId: string, checks: LimitCheck[]): Promise<void> {
    for (const check of checks) {
      await this.limiter(check.limit).penalty(`${companyId}:${check.subject}`);
    }
  }

  /** Takes back one hit from every check (an attempt that turned out not to count). */
  async refund(companyId: string, checks: LimitCheck[]): Promise<void> {
    for (const check of checks) {
      await this.limiter(check.limit).reward(`${companyId}:${check.subject}`);
    }
  }

  /** Hits counted so far in the current window of a check (0 when none). */
  async used(companyId: string, check: LimitCheck): Promise<number> {
    const state = await this.limiter(check.limit).get(`${companyId}:${check.subject}`);
    return state?.consumedPoints ?? 0;
  }

  /** Forgets a check's count. */
  async reset(companyId: string, check: LimitCheck): Promise<void> {
    await this.limiter(check.limit).delete(`${companyId}:${check.subject}`);
  }
}

const perDatabase = new WeakMap<Db, RateLimits>();

/** The counters of a database (one set per server process and per test database). */
export function rateLimitsOf(db: Db): RateLimits {
  let limits = perDatabase.get(db);
  if (!limits) {
    limits = new RateLimits(db);
    perDatabase.set(db, limits);
  }
  return limits;
}
