import { describe, expect, it } from 'vitest';
import { lookupProblem, networkProblem, unknownProblem } from './lookup-problem.ts';

const refused = (message: string, field?: string, code = 'BAD_USER_INPUT') => ({
  graphQLErrors: [{ message, extensions: { code, ...(field ? { field } : {}) } }],
});

describe('lookupProblem', () => {
  it('sends pickup-time problems back to the date step', () => {
    expect(
      lookupProblem(
        refused('Rides must be booked at least 1 hour before pickup', 'scheduledPickupTime'),
      ),
    ).toEqual({
      message: 'Rides must be booked at least 1 hour before pickup',
      fixAt: '/book/dateTimeSelection',
      field: null,
    });
  });

  it('sends route and duration problems back to the route step', () => {
    expect(lookupProblem(refused('Hourly rides must be at least 2 hours', 'duration')).fixAt).toBe(
      '/book/routing',
    );
    expect(
      lookupProblem(refused('latitude must be between -90 and 90', 'route.1.address.coordinates'))
        .fixAt,
    ).toBe('/book/routing');
  });

  it('keeps promo code problems on the vehicle step, at the promo field', () => {
    expect(lookupProblem(refused('Promo code X is not valid', 'promoCode'))).toEqual({
      message: 'Promo code X is not valid',
      fixAt: null,
      field: 'promoCode',
    });
  });

  it('never shows the server’s text for other kinds of failure', () => {
    expect(
      lookupProblem(refused('internal detail', undefined, 'INTERNAL_SERVER_ERROR')).message,
    ).toBe(unknownProblem());
    expect(lookupProblem({ networkError: new Error('x'), graphQLErrors: [] }).message).toBe(
      networkProblem(),
    );
    expect(lookupProblem({ graphQLErrors: [] }).message).toBe(unknownProblem());
  });
});
