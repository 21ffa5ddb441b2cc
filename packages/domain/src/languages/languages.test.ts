import { describe, expect, it } from 'vitest';
import {
  acceptLanguageTags,
  chooseLanguage,
  languageSettingsError,
  textDirection,
} from './languages.ts';

const company = { offered: ['en', 'es', 'ar'], companyDefault: 'es' };

describe('chooseLanguage', () => {
  it('takes the rider’s own choice first', () => {
    expect(chooseLanguage({ ...company, own: 'ar', browser: ['en-US'] })).toBe('ar');
  });

  it('passes over an own choice the company does not offer', () => {
    expect(chooseLanguage({ ...company, own: 'de', browser: ['fr', 'en-GB'] })).toBe('en');
  });

  it('takes the first browser language the company offers, by its primary subtag', () => {
    expect(chooseLanguage({ ...company, own: null, browser: ['fr-CA', 'es-MX', 'en'] })).toBe('es');
  });

  it('falls back to the company default', () => {
    expect(chooseLanguage({ ...company, own: undefined, browser: ['de-DE', 'zh'] })).toBe('es');
    expect(chooseLanguage({ ...company, own: 'xx', browser: [] })).toBe('es');
  });
});

describe('acceptLanguageTags', () => {
  it('orders by weight, then by position, and drops q=0 and *', () => {
    expect(acceptLanguageTags('fr;q=0.5, ar-EG, de;q=0, *;q=0.1, es;q=0.9')).toEqual([
      'ar-EG',
      'es',
      'fr',
    ]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(acceptLanguageTags('')).toEqual([]);
  });
});

describe('textDirection', () => {
  it('is right to left for Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
  });
});

describe('languageSettingsError', () => {
  it('accepts a default among known offered languages', () => {
    expect(languageSettingsError('fr', ['en', 'fr'])).toBeNull();
  });

  it('names the field of each problem', () => {
    expect(languageSettingsError('en', ['en', 'pt'])?.field).toBe('offeredLanguages');
    expect(languageSettingsError('en', [])?.field).toBe('offeredLanguages');
    expect(languageSettingsError('en', ['en', 'en'])?.field).toBe('offeredLanguages');
    expect(languageSettingsError('pt', ['en'])?.field).toBe('defaultLanguage');
    expect(languageSettingsError('de', ['en', 'fr'])?.message).toBe(
      'The default language must be one of those offered.',
    );
  });
});
