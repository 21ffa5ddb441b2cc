import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

const APP_PATHS = new Set(['/book', '/my-rides', '/my-rides/details', '/profile']);
const options = {
  origin: 'https://rides.example.com',
  isAppPath: (pathname: string) => APP_PATHS.has(pathname),
};
const check = (candidate: unknown) => safeRedirectPath(candidate, options);

describe('safeRedirectPath', () => {
  it('accepts a path of the app, keeping its query and fragment', () => {
    expect(check('/my-rides')).toBe('/my-rides');
    expect(check('/my-rides/details?id=42&td=1#map')).toBe('/my-rides/details?id=42&td=1#map');
  });

  it('accepts an absolute URL of the app itself and returns its path', () => {
    expect(check('https://rides.example.com/profile?tab=2')).toBe('/profile?tab=2');
  });

  it.each([
    'https://evil.example/',
    'https://evil.example/my-rides',
    'http://rides.example.com/my-rides',
    'https://rides.example.com.evil.example/my-rides',
    'https://rides.example.com@evil.example/my-rides',
  ])('refuses another origin: %s', (candidate) => {
    expect(check(candidate)).toBeNull();
  });

  it.each(['//evil.example', '//evil.example/my-rides', '///evil.example/my-rides'])(
    'refuses a protocol-relative URL: %s',
    (candidate) => {
      expect(check(candidate)).toBeNull();
    },
  );

  it.each(['/\\evil.example', '\\\\evil.example', '/my-rides\\..\\x', '\\/evil.example'])(
    'refuses backslashes: %s',
    (candidate) => {
      expect(check(candidate)).toBeNull();
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:rider@demo.test',
  ])('refuses other schemes: %s', (candidate) => {
    expect(check(candidate)).toBeNull();
  });

  it.each(['/\t/evil.example', '/\n/evil.example', '/my-rides\u0000', ' /my-rides', '/my rides'])(
    'refuses control characters and spaces the URL parser would drop or rewrite: %j',
    (candidate) => {
      expect(check(candidate)).toBeNull();
    },
  );

  it.each([
    '/graphql',
    '/dev/outbox',
    '/demo/manifest.json',
    '/%2F%2Fevil.example',
    '/my-rides/../graphql',
    '/no-such-screen',
  ])('refuses paths that are not screens of the app: %s', (candidate) => {
    expect(check(candidate)).toBeNull();
  });

  it('refuses relative paths, empty and non-string values, and very long values', () => {
    expect(check('my-rides')).toBeNull();
    expect(check('')).toBeNull();
    expect(check(null)).toBeNull();
    expect(check(42)).toBeNull();
    expect(check(`/my-rides?${'x'.repeat(2100)}`)).toBeNull();
  });

  it('resolves dot segments before deciding', () => {
    expect(check('/book/../my-rides')).toBe('/my-rides');
  });
});
