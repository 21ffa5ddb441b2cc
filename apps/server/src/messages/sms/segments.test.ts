import { describe, expect, it } from 'vitest';
import { isGsm7, smsSegments } from './segments.ts';

const GSM_ALPHABET =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

describe('smsSegments', () => {
  it('counts no segment for no text', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', segments: 0, length: 0 });
  });

  it('keeps the whole GSM 03.38 alphabet (127 characters) in GSM-7, a septet each', () => {
    expect(smsSegments(GSM_ALPHABET)).toEqual({ encoding: 'GSM-7', segments: 1, length: 127 });
  });

  it('counts the extension table’s characters as two septets each', () => {
    expect(smsSegments('\f^{}\\[~]|€')).toEqual({ encoding: 'GSM-7', segments: 1, length: 20 });
    expect(smsSegments('Fare: 20 €')).toMatchObject({ encoding: 'GSM-7', length: 11 });
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', segments: 1, length: 160 });
    expect(smsSegments(`{${'a'.repeat(159)}`)).toEqual({
      encoding: 'GSM-7',
      segments: 2,
      length: 161,
    });
  });

  it.each([
    [160, 1],
    [161, 2],
    [306, 2],
    [307, 3],
    [459, 3],
    [460, 4],
  ])('fits %i GSM-7 characters in %i segments (160 alone, 153 a part)', (length, segments) => {
    expect(smsSegments('a'.repeat(length))).toEqual({ encoding: 'GSM-7', segments, length });
  });

  it.each([
    [70, 1],
    [71, 2],
    [134, 2],
    [135, 3],
  ])('fits %i UCS-2 characters in %i segments (70 alone, 67 a part)', (length, segments) => {
    expect(smsSegments('ж'.repeat(length))).toEqual({ encoding: 'UCS-2', segments, length });
  });

  it('turns the whole message into UCS-2 for one character outside the GSM alphabet', () => {
    for (const character of ['ç', '’', '…', '—', 'ж', '中', '😀']) {
      expect(isGsm7(`Your driver is here${character}`), character).toBe(false);
    }
    expect(smsSegments(`${'a'.repeat(69)}ç`)).toEqual({
      encoding: 'UCS-2',
      segments: 1,
      length: 70,
    });
    expect(smsSegments(`${'a'.repeat(70)}ç`).segments).toBe(2);
  });

  it('counts an emoji as its two UTF-16 code units', () => {
    expect(smsSegments('😀')).toEqual({ encoding: 'UCS-2', segments: 1, length: 2 });
    expect(smsSegments('😀'.repeat(35))).toEqual({ encoding: 'UCS-2', segments: 1, length: 70 });
    expect(smsSegments(`${'a'.repeat(69)}😀`)).toEqual({
      encoding: 'UCS-2',
      segments: 2,
      length: 71,
    });
  });

  it('never splits an emoji’s surrogate pair between two parts', () => {
    // 134 code units would fill two parts, but the emoji cannot start on the first's last unit.
    const text = `${'a'.repeat(66)}😀${'a'.repeat(66)}`;
    expect(smsSegments(text)).toEqual({ encoding: 'UCS-2', segments: 3, length: 134 });
    expect(smsSegments(`${'a'.repeat(65)}😀${'a'.repeat(67)}`).segments).toBe(2);
  });

  it('never splits an extension character’s two septets between two parts', () => {
    const text = `${'a'.repeat(152)}€${'a'.repeat(152)}`;
    expect(smsSegments(text)).toEqual({ encoding: 'GSM-7', segments: 3, length: 306 });
    expect(smsSegments(`${'a'.repeat(151)}€${'a'.repeat(153)}`).segments).toBe(2);
  });
});
