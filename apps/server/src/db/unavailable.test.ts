import { GraphQLError } from 'graphql';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseRefusal, describeError, isDatabaseUnavailable } from './unavailable.ts';

/** An error as the PostgreSQL server sends it, with its SQLSTATE. */
function serverError(code: string, message: string): Error {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function networkError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

describe('isDatabaseUnavailable', () => {
  it('is true for a connection refused, reset or timed out', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']) {
      expect(isDatabaseUnavailable(networkError(code))).toBe(true);
    }
    // localhost has two addresses: Node reports both refusals together, with no message.
    const both = Object.assign(new AggregateError([networkError('ECONNREFUSED')]), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(both)).toBe(true);
    expect(describeError(both)).toBe('ECONNREFUSED');
  });

  it('is true for a server shutting down, crashed, starting or full', () => {
    expect(
      isDatabaseUnavailable(
        serverError('57P01', 'terminating connection due to administrator command'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P02', 'crash shutdown'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P03', 'the database system is starting up'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(serverError('53300', 'too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('08006', 'connection failure'))).toBe(true);
  });

  it('is true for pg’s own words about a lost or late connection, however it is wrapped', () => {
    const lost = new Error('Connection terminated unexpectedly');
    expect(isDatabaseUnavailable(lost)).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Connection terminated due to connection timeout', { cause: new Error('x') }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
    // As a resolver's failure reaches yoga's error masking.
    expect(isDatabaseUnavailable(new GraphQLError(lost.message, { originalError: lost }))).toBe(
      true,
    );
  });

  it('is false for anything about the request or the data', () => {
    expect(isDatabaseUnavailable(serverError('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('23P01', 'conflicting key value'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('42601', 'syntax error'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('57014', 'canceling statement'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection terminated'))).toBe(false);
    expect(isDatabaseUnavailable(new GraphQLError('Not found'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('databaseRefusal', () => {
  it('is the server’s words for a wrong password, role or database name, however wrapped', () => {
    expect(databaseRefusal(serverError('28P01', 'password authentication failed'))).toBe(
      'password authentication failed',
    );
    expect(databaseRefusal(serverError('28000', 'no pg_hba.conf entry'))).toBe(
      'no pg_hba.conf entry',
    );
    const missing = serverError('3D000', 'database "rides" does not exist');
    expect(
      databaseRefusal(
        new Error('Migration  failed: database "rides" does not exist', { cause: missing }),
      ),
    ).toBe('database "rides" does not exist');
  });

  it('is null for anything waiting may mend, or that is not about DATABASE_URL', () => {
    expect(databaseRefusal(networkError('ECONNREFUSED'))).toBeNull();
    expect(databaseRefusal(serverError('57P03', 'the database system is starting up'))).toBeNull();
    expect(databaseRefusal(serverError('42601', 'syntax error'))).toBeNull();
  });
});
