import { describe, expect, it } from 'vitest';
import { validateAcceptRide } from './accept-ride-form.ts';

describe('validateAcceptRide', () => {
  it('takes the digits of a confirmation number, spaces around them aside', () => {
    expect(validateAcceptRide({ confirmationNumber: '100234' })).toEqual({});
    expect(validateAcceptRide({ confirmationNumber: ' 100234 ' })).toEqual({});
  });

  it('asks for a number, and for digits only', () => {
    expect(validateAcceptRide({ confirmationNumber: '  ' })).toEqual({
      confirmationNumber: 'Required',
    });
    expect(validateAcceptRide({ confirmationNumber: '#100234' })).toEqual({
      confirmationNumber: 'A confirmation number has digits only',
    });
    expect(validateAcceptRide({ confirmationNumber: '1'.repeat(21) }).confirmationNumber).toBe(
      'A confirmation number has digits only',
    );
  });
});
