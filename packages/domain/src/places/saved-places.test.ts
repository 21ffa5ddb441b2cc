import { describe, expect, it } from 'vitest';
import { newSavedPlaceSchema } from './new-saved-place.ts';
import { cutText, savedPlaceAddress, savedPlaceNameError } from './saved-places.ts';

describe('savedPlaceNameError', () => {
  it('wants a name that is not blank', () => {
    expect(savedPlaceNameError('  ')).toBe('Required');
    expect(savedPlaceNameError('Gym')).toBeUndefined();
  });

  it('says "Too long" past 255 characters and accepts 255', () => {
    expect(savedPlaceNameError('a'.repeat(255))).toBeUndefined();
    expect(savedPlaceNameError('a'.repeat(256))).toBe('Too long');
  });
});

describe('newSavedPlaceSchema', () => {
  it('trims the name and accepts HOME, WORK and OTHER only', () => {
    const parsed = newSavedPlaceSchema.parse({ name: ' Gym ', type: 'OTHER', placeId: 'known:1' });
    expect(parsed).toEqual({ name: 'Gym', type: 'OTHER', placeId: 'known:1' });
    expect(newSavedPlaceSchema.safeParse({ name: 'x', type: 'SCHOOL', placeId: 'a' }).success).toBe(
      false,
    );
  });

  it('names the field of the first problem', () => {
    const result = newSavedPlaceSchema.safeParse({
      name: 'a'.repeat(256),
      type: 'HOME',
      placeId: 'a',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'name must be at most 255 characters',
    });
  });
});

describe('cutText', () => {
  it('cuts to whole characters', () => {
    expect(cutText(' 12345 ', 3)).toBe('123');
    expect(cutText('😀😀😀', 2)).toBe('😀😀');
  });
});

describe('savedPlaceAddress', () => {
  it('joins the parts that are there', () => {
    expect(
      savedPlaceAddress({
        line1: '1 Main St',
        line2: '',
        city: 'New York',
        stateCode: 'NY',
        postalCode: '10001',
      }),
    ).toBe('1 Main St, New York, NY 10001');
    expect(
      savedPlaceAddress({
        line1: 'Tower Hill',
        line2: '',
        city: 'London',
        stateCode: '',
        postalCode: 'EC3N 4AB',
      }),
    ).toBe('Tower Hill, London, EC3N 4AB');
  });
});
