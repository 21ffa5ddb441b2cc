import { describe, expect, it } from 'vitest';
import { resolveHeaderButtons } from './header-buttons.ts';

describe('resolveHeaderButtons', () => {
  it('refuses a header with both back and close buttons', () => {
    expect(() => resolveHeaderButtons({ back: true, close: true })).toThrow(
      /both a back button and a close button/,
    );
    expect(() => resolveHeaderButtons({ back: true, close: true, menu: true })).toThrow(Error);
  });

  it('fills in the buttons not asked for as hidden', () => {
    expect(resolveHeaderButtons({ back: true, menu: true })).toEqual({
      back: true,
      close: false,
      menu: true,
    });
    expect(resolveHeaderButtons({ close: true })).toEqual({
      back: false,
      close: true,
      menu: false,
    });
    expect(resolveHeaderButtons({})).toEqual({ back: false, close: false, menu: false });
  });
});
