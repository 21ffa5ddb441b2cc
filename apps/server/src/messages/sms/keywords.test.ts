import { describe, expect, it } from 'vitest';
import { isOptInKeyword, isOptOutKeyword } from './keywords.ts';

describe('isOptOutKeyword', () => {
  it.each(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'])(
    'knows %s, in any case and with spaces around it',
    (keyword) => {
      expect(isOptOutKeyword(keyword)).toBe(true);
      expect(isOptOutKeyword(keyword.toLowerCase())).toBe(true);
      expect(isOptOutKeyword(` ${keyword[0]}${keyword.slice(1).toLowerCase()}\n`)).toBe(true);
    },
  );

  it('takes only the whole message as a keyword', () => {
    for (const text of ['STOP PLEASE', 'please stop', 'STOP.', 'stöp', 'ſtop', '', 'START']) {
      expect(isOptOutKeyword(text), text).toBe(false);
    }
  });
});

describe('isOptInKeyword', () => {
  it.each(['START', 'YES', 'UNSTOP'])('knows %s, in any case', (keyword) => {
    expect(isOptInKeyword(keyword)).toBe(true);
    expect(isOptInKeyword(` ${keyword.toLowerCase()} `)).toBe(true);
  });

  it('takes nothing else', () => {
    for (const text of ['YES PLEASE', 'yes!', 'STOP', 'Y', '']) {
      expect(isOptInKeyword(text), text).toBe(false);
    }
  });
});
