import { describe, expect, it } from 'vitest';
import { backAction } from './back-target.ts';

describe('backAction (header back button, spec part 1 §2)', () => {
  it('goes from ride details to the rides list', () => {
    expect(backAction('/my-rides/details', 'PUSH', 3)).toEqual({
      kind: 'navigate',
      to: '/my-rides',
      resetBooking: false,
    });
  });

  it('goes from the rides list to the route entry and clears the booking form', () => {
    expect(backAction('/my-rides', 'PUSH', 3)).toEqual({
      kind: 'navigate',
      to: '/book/routing',
      resetBooking: true,
    });
    expect(backAction('/my-rides/', 'PUSH', 3)).toEqual({
      kind: 'navigate',
      to: '/book/routing',
      resetBooking: true,
    });
  });

  it('goes from payments to the route entry without clearing the form', () => {
    expect(backAction('/my-payments', 'PUSH', 2)).toEqual({
      kind: 'navigate',
      to: '/book/routing',
      resetBooking: false,
    });
  });

  it('steps back in history after an in-app navigation', () => {
    expect(backAction('/help', 'PUSH', 2)).toEqual({ kind: 'history' });
    expect(backAction('/my-payments/addNew', 'REPLACE', 1)).toEqual({ kind: 'history' });
  });

  it('goes to the route entry after a pop or with no history of ours', () => {
    const toRouting = { kind: 'navigate', to: '/book/routing', resetBooking: false };
    expect(backAction('/help', 'POP', 4)).toEqual(toRouting);
    expect(backAction('/help', 'PUSH', 0)).toEqual(toRouting);
    expect(backAction('/help', 'PUSH', null)).toEqual(toRouting);
  });
});
