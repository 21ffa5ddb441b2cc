import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { cancelOutcomeOf, cannotCancelOnlineMessage } from './cancel-outcome.ts';

const refused = (extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError('refused', { extensions })] });

describe('cancelOutcomeOf (spec part 2 §4 Cancel, §8)', () => {
  it('is cancelled when the server says true', () => {
    expect(cancelOutcomeOf({ cancelBooking: true }, undefined, '+1 212')).toEqual({
      kind: 'cancelled',
    });
  });

  it('tells the rider to call when the ride cannot be cancelled online', () => {
    const error = refused({ code: 'CONFLICT', reason: 'CANCEL_NOT_ALLOWED_ONLINE', phone: '555' });
    expect(cancelOutcomeOf(undefined, error, '+1 212')).toEqual({
      kind: 'notAllowed',
      phone: '555',
    });
    const noPhone = refused({ code: 'CONFLICT', reason: 'CANCEL_NOT_ALLOWED_ONLINE' });
    expect(cancelOutcomeOf(undefined, noPhone, '+1 212')).toEqual({
      kind: 'notAllowed',
      phone: '+1 212',
    });
  });

  it('tells the rider to call when the driver set off while the page was open', () => {
    const error = refused({ code: 'CONFLICT', reason: 'RIDE_UNDER_WAY', phone: '555' });
    expect(cancelOutcomeOf(undefined, error, '+1 212')).toEqual({
      kind: 'notAllowed',
      phone: '555',
    });
  });

  it('fails on any other error or a false answer', () => {
    expect(cancelOutcomeOf(undefined, refused({ code: 'NOT_FOUND' }), '1')).toEqual({
      kind: 'failed',
    });
    expect(cancelOutcomeOf({ cancelBooking: false }, undefined, '1')).toEqual({ kind: 'failed' });
  });

  it('words the call-us message as the spec does', () => {
    expect(cannotCancelOnlineMessage('(212) 555-0100')).toBe(
      'Unfortunately this ride cannot be cancelled online. To cancel your reservation, please call (212) 555-0100 and our agents will be happy to assist you.',
    );
  });
});
