import { describe, expect, it } from 'vitest';
import { offlineLanguage, offlinePage } from './offline-page.ts';

describe('the offline page', () => {
  it('speaks the first of the browser’s languages the app has, else English', () => {
    expect(offlineLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(offlineLanguage('pt-BR, de-AT;q=0.8, fr;q=0.5')).toBe('de');
    expect(offlineLanguage('AR')).toBe('ar');
    expect(offlineLanguage('pt-BR')).toBe('en');
    expect(offlineLanguage(null)).toBe('en');
  });

  it('keeps the spec’s English words, and marks the language and direction', async () => {
    const english = await offlinePage(null).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<h1>You Are Offline</h1>');
    const arabic = offlinePage('ar-EG');
    expect(arabic.status).toBe(503);
    const text = await arabic.text();
    expect(text).toContain('<html lang="ar" dir="rtl">');
    expect(text).not.toContain('You Are Offline');
  });
});
