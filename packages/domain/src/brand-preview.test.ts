import { describe, expect, it } from 'vitest';
import { BRAND_PREVIEW_MESSAGE, readBrandPreview } from './brand-preview.ts';

const brand = {
  primaryColor: '#7a1f5c',
  backgroundColor: '#ffffff',
  mainFontColor: '#1a1a1a',
  headingFontColor: '#000000',
  secondaryTextColor: '#595959',
  tertiaryColor: '#f2f2f2',
  name: 'Demo',
  shortName: 'Demo',
  callToActionText: 'Ride with Demo',
  logo: '/demo/brand/logo?v=1',
};

describe('readBrandPreview', () => {
  it('reads a well-formed preview message', () => {
    expect(readBrandPreview({ type: BRAND_PREVIEW_MESSAGE, brand })).toEqual(brand);
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    expect(readBrandPreview({ type: BRAND_PREVIEW_MESSAGE, brand: { ...brand, logo } })?.logo).toBe(
      logo,
    );
  });

  it('keeps the call to action to its length, and reads a missing one as empty', () => {
    const long = 'x'.repeat(500);
    expect(
      readBrandPreview({ type: BRAND_PREVIEW_MESSAGE, brand: { ...brand, callToActionText: long } })
        ?.callToActionText,
    ).toHaveLength(120);
    const { callToActionText: _, ...without } = brand;
    expect(
      readBrandPreview({ type: BRAND_PREVIEW_MESSAGE, brand: without })?.callToActionText,
    ).toBe('');
  });

  it('reads the scheme to show, and drops one that is neither light nor dark', () => {
    const read = (scheme: unknown) =>
      readBrandPreview({ type: BRAND_PREVIEW_MESSAGE, brand: { ...brand, scheme } })?.scheme;
    expect(read('dark')).toBe('dark');
    expect(read('light')).toBe('light');
    expect(read('sepia')).toBeUndefined();
    expect(read(undefined)).toBeUndefined();
  });

  it('ignores other messages and values that are not colours', () => {
    expect(readBrandPreview({ type: 'other', brand })).toBeNull();
    expect(readBrandPreview('x')).toBeNull();
    const css = 'red;background:url(https://evil.test)';
    expect(
      readBrandPreview({ type: BRAND_PREVIEW_MESSAGE, brand: { ...brand, primaryColor: css } }),
    ).toBeNull();
  });

  it('drops a logo from another site or of another kind', () => {
    for (const logo of [
      'https://evil.test/x.png',
      '//evil.test/x.png',
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      expect(
        readBrandPreview({ type: BRAND_PREVIEW_MESSAGE, brand: { ...brand, logo } })?.logo,
      ).toBe('');
    }
  });
});
