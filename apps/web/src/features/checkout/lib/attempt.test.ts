import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { NO_ANSWER_BOOKING_MESSAGE, bookingProblem } from './booking-error.ts';
import { attemptFor, staysOpen } from './attempt.ts';

const refused = (extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError('refused', { extensions })] });

describe('booking attempts', () => {
  it('reuses the key while the same attempt is retried after a lost answer', () => {
    const first = attemptFor(null, '{"a":1}');
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(attemptFor(first, '{"a":1}')).toBe(first);
  });

  it('makes a new key once the attempt was answered, or for another input', () => {
    const first = attemptFor(null, '{"a":1}');
    expect(attemptFor({ ...first, open: false }, '{"a":1}').key).not.toBe(first.key);
    expect(attemptFor(first, '{"a":2}').key).not.toBe(first.key);
  });
});

describe('whether an attempt stays open for the next tap', () => {
  it('stays open without an answer, or while the server says the booking is still going', () => {
    const inProgress = refused({ code: 'CONFLICT', reason: 'REQUEST_IN_PROGRESS' });
    expect(staysOpen(false, undefined)).toBe(true);
    expect(staysOpen(false, new CombinedError({ networkError: new Error('x') }))).toBe(true);
    expect(staysOpen(false, inProgress)).toBe(true);
    expect(staysOpen(false, refused({ code: 'SERVICE_UNAVAILABLE' }))).toBe(true);
    expect(bookingProblem(inProgress)).toEqual({
      kind: 'message',
      message: NO_ANSWER_BOOKING_MESSAGE,
    });
  });

  it('closes once booked or refused', () => {
    expect(staysOpen(true, undefined)).toBe(false);
    expect(staysOpen(false, refused({ code: 'BAD_USER_INPUT' }))).toBe(false);
    expect(staysOpen(false, refused({ code: 'CONFLICT' }))).toBe(false);
  });
});
