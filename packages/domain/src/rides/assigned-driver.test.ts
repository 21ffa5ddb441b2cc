import { describe, expect, it } from 'vitest';
import { personInitials, vehicleDescription } from './assigned-driver.ts';

describe('vehicleDescription', () => {
  it('names the car by colour, make and model', () => {
    expect(vehicleDescription({ color: 'Black', make: 'Cadillac', model: 'Escalade' })).toBe(
      'Black Cadillac Escalade',
    );
  });

  it('leaves out what is blank, and is null when nothing is named', () => {
    expect(vehicleDescription({ color: ' ', make: 'Lincoln', model: 'Navigator' })).toBe(
      'Lincoln Navigator',
    );
    expect(vehicleDescription({ color: '', make: ' ', model: '' })).toBeNull();
  });
});

describe('personInitials', () => {
  it('takes the first letter of each name, upper case', () => {
    expect(personInitials('dora', 'Wheeler')).toBe('DW');
  });

  it('keeps the one there is', () => {
    expect(personInitials('Marco', ' ')).toBe('M');
    expect(personInitials('', '')).toBe('');
  });
});
