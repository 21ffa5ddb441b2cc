import { describe, expect, it } from 'vitest';
import { placeTypeOf, saveFailureMessage } from './place-types.ts';

describe('placeTypeOf', () => {
  it('keeps HOME and WORK and reads anything else as OTHER', () => {
    expect(placeTypeOf('HOME')).toBe('HOME');
    expect(placeTypeOf('WORK')).toBe('WORK');
    expect(placeTypeOf('OTHER')).toBe('OTHER');
    expect(placeTypeOf('SCHOOL')).toBe('OTHER');
  });
});

describe('saveFailureMessage', () => {
  it('shows the limit refusal as the server words it', () => {
    const message = 'You can save up to 50 places. Delete one to add another.';
    expect(
      saveFailureMessage({ graphQLErrors: [{ message, extensions: { code: 'CONFLICT' } }] }),
    ).toBe(message);
  });

  it('asks for another place when the chosen one cannot be located', () => {
    expect(
      saveFailureMessage({
        graphQLErrors: [
          { message: 'placeId is not…', extensions: { code: 'BAD_USER_INPUT', field: 'placeId' } },
        ],
      }),
    ).toBe('We could not find where that place is. Please choose another.');
  });

  it('names a lost connection, and falls back for anything else', () => {
    expect(saveFailureMessage({ networkError: new Error('offline'), graphQLErrors: [] })).toBe(
      'The place could not be saved. Check your connection and try again.',
    );
    expect(
      saveFailureMessage({
        graphQLErrors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }],
      }),
    ).toBe('The place could not be saved. Please try again.');
  });
});
