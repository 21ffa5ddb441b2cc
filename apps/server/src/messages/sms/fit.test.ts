import { describe, expect, it } from 'vitest';
import { fitSms } from './fit.ts';
import { smsSegments } from './segments.ts';

const LINK = 'https://demo.rides.example/r/AB12CD?x=1&y=2';
const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');

describe('fitSms', () => {
  it('leaves a message that fits as it is, the link after a space', () => {
    expect(fitSms('Your ride is booked.')).toBe('Your ride is booked.');
    expect(fitSms({ body: ' Your ride is booked. ', link: LINK })).toBe(
      `Your ride is booked. ${LINK}`,
    );
    expect(fitSms({ body: '', link: LINK })).toBe(LINK);
    const full = 'a'.repeat(306);
    expect(fitSms(full)).toBe(full);
  });

  it('cuts a GSM-7 body after a word and ends it with "...", keeping the link whole', () => {
    const body = `Demo Limousine: ${words(80)}`;
    const message = fitSms({ body, link: LINK });
    expect(message).toMatch(
      /^Demo Limousine: (word )+word\.\.\. https:\/\/demo\.rides\.example\/r\/AB12CD\?x=1&y=2$/,
    );
    expect(smsSegments(message)).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    // The longest such message: one more word would not fit.
    const kept = message.slice(0, message.indexOf('...'));
    expect(smsSegments(`${kept} word... ${LINK}`).segments).toBe(3);
  });

  it('honours maxSegments', () => {
    const message = fitSms({ body: words(80), link: LINK }, 1);
    expect(smsSegments(message)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(message.length).toBeGreaterThan(150);
    expect(message.endsWith(`... ${LINK}`)).toBe(true);
    expect(() => fitSms('text', 0)).toThrow(RangeError);
    expect(() => fitSms('text', 1.5)).toThrow(RangeError);
  });

  it('drops punctuation before the ellipsis', () => {
    const message = fitSms(`${'a'.repeat(155)}, b; c`, 1);
    expect(message).toBe(`${'a'.repeat(155)}...`);
  });

  it('ends a UCS-2 message with "…", one character, as it is UCS-2 anyway', () => {
    const body = `Водитель уже в пути: ${words(40, 'машина')}`;
    const message = fitSms({ body, link: LINK });
    expect(message).toMatch(/машина… https:/);
    expect(message.endsWith(` ${LINK}`)).toBe(true);
    expect(smsSegments(message)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
  });

  it('keeps GSM-7 when the character that needed UCS-2 is cut off', () => {
    const message = fitSms(`${words(70)} 😀`, 2);
    expect(message).not.toContain('😀');
    expect(smsSegments(message)).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(message.endsWith('word...')).toBe(true);
  });

  it('cuts a first word too long for any message between its characters, emoji whole', () => {
    const message = fitSms('😀'.repeat(100), 1);
    expect(message).toBe(`${'😀'.repeat(34)}…`);
    expect(smsSegments(message)).toMatchObject({ segments: 1, length: 69 });
  });

  it('never cuts a web address in the body: the ellipsis goes after a space', () => {
    const address = `https://example.com/${'p'.repeat(135)}`;
    const message = fitSms(`${address} ${words(20)}`, 1);
    expect(message).toBe(`${address} ...`);
    const tooLong = `https://example.com/${'p'.repeat(200)}`;
    expect(fitSms(`${tooLong} and more`, 1)).toBe(tooLong);
  });

  it('sends the link alone when not one word of the body fits beside it', () => {
    const link = `https://example.com/${'p'.repeat(150)}`;
    expect(fitSms({ body: 'Your driver is here', link }, 1)).toBe(link);
  });
});
