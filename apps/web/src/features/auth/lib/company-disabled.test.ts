import { describe, expect, it } from 'vitest';
import { baseAddressToReload } from './company-disabled.ts';

const at = (href: string) => new URL(href);

describe('baseAddressToReload', () => {
  it('reloads at the root of the company domain when the app runs on it', () => {
    expect(baseAddressToReload('rides.example.com', at('https://rides.example.com/my-rides'))).toBe(
      'https://rides.example.com/',
    );
    expect(baseAddressToReload('localhost:8080', at('http://localhost:8080/help'))).toBe(
      'http://localhost:8080/',
    );
  });

  it('never leaves the host the app runs on', () => {
    expect(baseAddressToReload('rides.example.com', at('https://app.example.net/book'))).toBeNull();
    expect(baseAddressToReload('evil.example', at('https://rides.example.com/book'))).toBeNull();
  });

  it('refuses a domain that is really a URL or carries credentials', () => {
    const here = at('https://rides.example.com/book');
    for (const domain of [
      'evil.example/rides.example.com',
      'rides.example.com@evil.example',
      'evil.example\\rides.example.com',
      'rides.example.com?x',
    ]) {
      expect(baseAddressToReload(domain, here), domain).toBeNull();
    }
  });

  it('has no base address without a company domain', () => {
    expect(baseAddressToReload('', at('https://rides.example.com/book'))).toBeNull();
    expect(baseAddressToReload('   ', at('https://rides.example.com/book'))).toBeNull();
  });
});
