import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import type { Logger } from '../logger.ts';
import { backoffMs, retryWhileUnavailable } from './retry-while-unavailable.ts';

function recordingLogger() {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    error: (message, fields) =>
      lines.push({ level: 'error', message, ...(fields ? { fields } : {}) }),
    warn: (message, fields) =>
      lines.push({ level: 'warn', message, ...(fields ? { fields } : {}) }),
    info: (message, fields) =>
      lines.push({ level: 'info', message, ...(fields ? { fields } : {}) }),
    debug: () => undefined,
  };
  return { logger, lines };
}

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('backoffMs', () => {
  it('doubles from half a second and stops growing at 15 s, each wait in its upper half', () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((attempt) => backoffMs(attempt, high))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000,
    ]);
    expect([1, 2, 6, 20].map((attempt) => backoffMs(attempt, low))).toEqual([
      250, 500, 7_500, 7_500,
    ]);
  });
});

describe('retryWhileUnavailable', () => {
  it('tries again while the database is unreachable, logging each attempt, until it answers', async () => {
    const { logger, lines } = recordingLogger();
    let calls = 0;
    const result = await retryWhileUnavailable(
      'Starting',
      async () => {
        calls += 1;
        if (calls < 3) throw refused();
        return 'migrated';
      },
      logger,
    );
    expect(result).toBe('migrated');
    expect(calls).toBe(3);
    expect(lines.map((line) => [line.level, line.message, line.fields?.attempt])).toEqual([
      ['error', 'Starting: the database is unreachable; trying again', 1],
      ['error', 'Starting: the database is unreachable; trying again', 2],
      ['info', 'Starting: the database answers again', 3],
    ]);
    expect(lines[0]!.fields?.error).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('gives up at once, as a configuration error, when the server refuses DATABASE_URL', async () => {
    const { logger } = recordingLogger();
    const wrongPassword = new pg.DatabaseError(
      'password authentication failed for user "app"',
      0,
      'error',
    );
    wrongPassword.code = '28P01';
    let calls = 0;
    const attempt = retryWhileUnavailable(
      'Starting',
      async () => {
        calls += 1;
        throw wrongPassword;
      },
      logger,
    );
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(
      'DATABASE_URL: the database server refused it (password authentication failed for user "app")',
    );
    expect(calls).toBe(1);
  });

  it('passes any other failure on at once', async () => {
    const { logger, lines } = recordingLogger();
    const broken = new Error('Migration 0049 failed: syntax error');
    await expect(
      retryWhileUnavailable('Migrating', () => Promise.reject(broken), logger),
    ).rejects.toBe(broken);
    expect(lines).toEqual([]);
  });
});
