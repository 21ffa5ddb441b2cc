import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textFieldError, textFlawOf } from './text.ts';

describe('textFlawOf', () => {
  it('finds NUL and unpaired surrogates, first one first', () => {
    expect(textFlawOf('Gate\u0000code')).toEqual({ index: 4, codeUnit: 'U+0000', kind: 'nul' });
    expect(textFlawOf('x\ud83d')).toEqual({
      index: 1,
      codeUnit: 'U+D83D',
      kind: 'unpaired-surrogate',
    });
    expect(textFlawOf('\ude00x')).toEqual({
      index: 0,
      codeUnit: 'U+DE00',
      kind: 'unpaired-surrogate',
    });
    expect(textFlawOf('\ud83d\ud83d\ude00')?.index).toBe(0);
    expect(textFlawOf('😀\u0000')?.index).toBe(2);
  });

  it('accepts every well-formed text without NUL: emoji, accents, other controls', () => {
    for (const text of ['', 'Zoë 😀 O’Brien', 'Line\nbreak\ttab', '\u0001\u001f\u007f', '中文']) {
      expect(textFlawOf(text)).toBeNull();
    }
  });

  it('agrees with the platform’s own well-formedness check', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCodeUnit }), (text) => {
        const wellFormed = encodeURIComponentSafe(text) && !text.includes('\u0000');
        expect(textFlawOf(text) === null).toBe(wellFormed);
      }),
    );
  });
});

/** Single UTF-16 code units (halves of pairs included, often), and whole characters. */
const anyCodeUnit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\ud83d'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

/** Whether the text is well-formed UTF-16 (encodeURIComponent throws on a lone surrogate). */
function encodeURIComponentSafe(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

describe('textFieldError', () => {
  it('names the field and what is wrong', () => {
    expect(textFieldError('notes', 'a\u0000b')).toBe(
      'notes must not contain the NUL character (U+0000): remove it and try again',
    );
    expect(textFieldError('name', '\udc00')).toBe(
      'name must not contain an unpaired surrogate (U+DC00), which is not a character: remove it and try again',
    );
    expect(textFieldError('name', 'Sedan')).toBeUndefined();
  });
});
