import { describe, expect, it } from 'vitest';
import { clientAddressKey, subjectKey, tooManyRequests } from './rate-limits.ts';

describe('rate-limit subjects', () => {
  it('counts an IPv4 client, mapped or not, as its address', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64 prefix', () => {
    expect(clientAddressKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3::/64');
    expect(clientAddressKey('2001:0db8:0000:0001::1')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keys emails by a digest, never in clear', () => {
    const key = subjectKey('rider@demo.test');
    expect(key).not.toContain('rider');
    expect(key).toBe(subjectKey('rider@demo.test'));
    expect(key).not.toBe(subjectKey('rider2@demo.test'));
  });

  it('words the limit in whole minutes and carries the wait in seconds', () => {
    expect(tooManyRequests(30).message).toBe('Too many attempts. Please try again in 1 minute.');
    const hour = tooManyRequests(3000);
    expect(hour.message).toBe('Too many attempts. Please try again in 50 minutes.');
    expect(hour.extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 3000,
      http: { status: 429 },
    });
  });
});
