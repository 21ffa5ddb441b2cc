import { describe, expect, it } from 'vitest';
import {
  operatorTextIn,
  operatorTextLanguageError,
  textLanguages,
  withOperatorText,
  writtenTextIn,
} from './operator-texts.ts';

describe('operatorTextIn', () => {
  const texts = { en: 'Terms', es: 'Términos' };

  it('reads the language asked for when it is written', () => {
    expect(operatorTextIn(texts, 'es', 'en')).toBe('Términos');
  });

  it('falls back to the default language when the language is not written', () => {
    expect(operatorTextIn(texts, 'fr', 'en')).toBe('Terms');
    expect(operatorTextIn({ ...texts, fr: '' }, 'fr', 'es')).toBe('Términos');
  });

  it('falls back to a written text when the default has none (the default changed)', () => {
    expect(operatorTextIn({ es: 'Términos', de: 'Bedingungen' }, 'ar', 'fr')).toBe('Términos');
  });

  it('is empty when nothing is written', () => {
    expect(operatorTextIn({}, 'de', 'en')).toBe('');
  });
});

describe('writtenTextIn', () => {
  it('reads the language, else the default, and never another language', () => {
    const texts = { en: 'Booked.', es: 'Reservado.' };
    expect(writtenTextIn(texts, 'es', 'en')).toBe('Reservado.');
    expect(writtenTextIn(texts, 'fr', 'en')).toBe('Booked.');
    expect(writtenTextIn({ es: 'Reservado.' }, 'fr', 'en')).toBe('');
    expect(writtenTextIn({ es: 'Reservado.' }, 'en', 'en')).toBe('');
  });
});

describe('withOperatorText', () => {
  it('replaces one language and keeps the others', () => {
    expect(withOperatorText({ en: 'A', es: 'B' }, 'es', 'C')).toEqual({ en: 'A', es: 'C' });
  });

  it('removes a language whose text is emptied', () => {
    expect(withOperatorText({ en: 'A', es: 'B' }, 'es', '')).toEqual({ en: 'A' });
  });
});

describe('operatorTextLanguageError', () => {
  it('accepts an offered language', () => {
    expect(operatorTextLanguageError('es', ['en', 'es'])).toBeNull();
  });

  it('refuses an unknown code and a language not offered', () => {
    expect(operatorTextLanguageError('xx', ['en'])).toMatch(/not a language/);
    expect(operatorTextLanguageError('de', ['en', 'es'])).toBe(
      'Write texts in one of the languages riders are offered.',
    );
  });
});

describe('textLanguages', () => {
  it('puts the default first, then the others offered in their order', () => {
    expect(textLanguages('es', ['en', 'ar', 'es'])).toEqual(['es', 'en', 'ar']);
  });

  it('reads an unknown default as English and drops unknown codes', () => {
    expect(textLanguages('xx', ['fr', 'pt'])).toEqual(['en', 'fr']);
  });
});
