import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIp, isLoopback } from './app.ts';

function request(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('clientIp', () => {
  it('uses the socket address when no proxy is trusted, whatever the header claims', () => {
    expect(clientIp(request('203.0.113.9', '1.2.3.4'), 0)).toBe('203.0.113.9');
  });

  it('takes the address the trusted proxy saw, ignoring what the client put in front', () => {
    expect(clientIp(request('10.0.0.2', 'spoofed, 198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientIp(request('10.0.0.2', 'spoofed, 198.51.100.7, 10.0.0.9'), 2)).toBe(
      '198.51.100.7',
    );
  });

  it('falls back to the socket address without the header', () => {
    expect(clientIp(request('10.0.0.2'), 1)).toBe('10.0.0.2');
  });
});

describe('isLoopback', () => {
  it('knows this machine’s addresses, IPv4-mapped too, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address)).toBe(true);
    }
    for (const address of ['10.0.0.1', '203.0.113.7', '::ffff:203.0.113.7', '2001:db8::1', 'x']) {
      expect(isLoopback(address)).toBe(false);
    }
  });
});
