import { describe, expect, it } from 'vitest';
import { appPath, parsePushNotice, windowFor } from './push-notice.ts';

const origin = 'https://rides.example.com';

describe('parsePushNotice', () => {
  it('reads the notice the server sends', () => {
    const message = {
      title: 'Your chauffeur has arrived 🚘',
      body: 'Zoë is waiting — 5 min free',
      url: '/tracking?id=1&td=abc&coid=demo',
      tag: 'ride-1001',
      icon: '/demo/brand/icon-192?v=3',
    };
    expect(parsePushNotice(JSON.stringify(message), origin)).toEqual(message);
  });

  it('leaves out an empty tag and an icon elsewhere', () => {
    const message = {
      title: 'Ride booked',
      body: 'See you',
      url: '/',
      tag: '',
      icon: 'https://evil.example/i.png',
    };
    expect(parsePushNotice(JSON.stringify(message), origin)).toEqual({
      title: 'Ride booked',
      body: 'See you',
      url: '/',
    });
  });

  it('opens the app at its start for a url that is not one of its paths', () => {
    for (const url of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example/phish',
      'javascript:alert(1)',
      'tracking?id=1',
      42,
      undefined,
    ]) {
      expect(
        parsePushNotice(JSON.stringify({ title: 'T', body: 'B', url }), origin)?.url,
        String(url),
      ).toBe('/');
    }
  });

  it('drops a message that is not a notice', () => {
    for (const data of [
      null,
      undefined,
      '',
      'plain text',
      '[]',
      'null',
      '{"body":"no title"}',
      '{"title":"  "}',
    ]) {
      expect(parsePushNotice(data, origin), String(data)).toBeNull();
    }
  });
});

describe('appPath', () => {
  it('keeps a path with its query and fragment, on this origin only', () => {
    expect(appPath('/tracking?id=1&td=a#map', origin)).toBe('/tracking?id=1&td=a#map');
    expect(appPath('/../book', origin)).toBe('/book');
    expect(appPath(`${origin}/tracking`, origin)).toBe('/');
  });
});

describe('windowFor', () => {
  const at = (path: string) => ({ url: `${origin}${path}` });

  it('prefers a window already at the page, else the one used last', () => {
    const book = at('/book');
    const tracking = at('/tracking?id=1');
    expect(windowFor([book, tracking], '/tracking?id=1', origin)).toBe(tracking);
    expect(windowFor([book, tracking], '/tracking?id=2', origin)).toBe(book);
  });

  it('never takes over the operator console, and opens a new window when no app window is open', () => {
    const consoleWindow = at('/console/dispatch');
    expect(windowFor([consoleWindow, at('/book')], '/tracking', origin)).toEqual(at('/book'));
    expect(windowFor([consoleWindow], '/tracking', origin)).toBeUndefined();
    expect(windowFor([], '/tracking', origin)).toBeUndefined();
  });
});
