import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppPath, redirectAfterSignIn } from './redirect-target.ts';

const ORIGIN = 'https://rides.example.com';

afterEach(() => vi.restoreAllMocks());

describe('isAppPath', () => {
  it('knows the screens of the route table, with their patterns', () => {
    for (const path of ['/book', '/my-rides', '/my-rides/details', '/profile', '/terms/limo']) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it('does not send the rider back to the accounts screens or to unknown paths', () => {
    for (const path of ['/login', '/sign-up', '/forgot-password', '/reset-password', '/logout']) {
      expect(isAppPath(path), path).toBe(false);
    }
    expect(isAppPath('/graphql')).toBe(false);
    expect(isAppPath('/no/such/page')).toBe(false);
  });
});

describe('redirectAfterSignIn', () => {
  it('goes to /book when nothing was requested', () => {
    expect(redirectAfterSignIn(undefined, null, ORIGIN)).toBe('/book');
  });

  it('prefers the page first requested (router state) to the stored URL', () => {
    const from = { pathname: '/my-rides/details', search: '?id=7', hash: '' };
    expect(redirectAfterSignIn(from, '/profile', ORIGIN)).toBe('/my-rides/details?id=7');
  });

  it('uses the stored redirect URL otherwise', () => {
    expect(redirectAfterSignIn(undefined, '/my-payments', ORIGIN)).toBe('/my-payments');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores %s and logs "Invalid redirect URL"',
    (hostile) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(redirectAfterSignIn(undefined, hostile, ORIGIN)).toBe('/book');
      expect(warn).toHaveBeenCalledWith('Invalid redirect URL', hostile);
    },
  );

  it('falls back to the stored URL when the requested page is not acceptable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(redirectAfterSignIn({ pathname: '/login' }, '/profile', ORIGIN)).toBe('/profile');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
