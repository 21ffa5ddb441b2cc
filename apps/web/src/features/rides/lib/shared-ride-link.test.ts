import { describe, expect, it } from 'vitest';
import { sharedRideUrl } from './shared-ride-link.ts';

describe('sharedRideUrl', () => {
  it('opens the read-only view by the ride’s id and hash, for the company', () => {
    const url = new URL(
      sharedRideUrl('https://rides.example', { id: 'ab-1', shareHash: 'x+y/z=' }, 'demo'),
    );
    expect(url.origin + url.pathname).toBe('https://rides.example/shared-ride');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: 'ab-1',
      td: 'x+y/z=',
      coid: 'demo',
    });
  });
});
