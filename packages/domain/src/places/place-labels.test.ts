import { describe, expect, it } from 'vitest';
import { nameWithCode } from './place-labels.ts';

describe('nameWithCode', () => {
  it('adds the code once', () => {
    expect(nameWithCode('John F. Kennedy International Airport', 'JFK')).toBe(
      'John F. Kennedy International Airport (JFK)',
    );
    expect(nameWithCode('John F. Kennedy International Airport (JFK)', 'jfk')).toBe(
      'John F. Kennedy International Airport (JFK)',
    );
    expect(nameWithCode('JFK', 'JFK')).toBe('JFK');
    expect(nameWithCode('', 'JFK')).toBe('JFK');
    expect(nameWithCode('Teterboro', null)).toBe('Teterboro');
  });
});
