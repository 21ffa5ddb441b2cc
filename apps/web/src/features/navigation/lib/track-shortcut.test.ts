import { describe, expect, it } from 'vitest';
import { trackShortcutPath } from './track-shortcut.ts';

describe('trackShortcutPath', () => {
  it('tracks the one ride under way, lists several, and is absent with none', () => {
    expect(trackShortcutPath(['42'])).toBe('/tracking?id=42');
    expect(trackShortcutPath(['42', '43'])).toBe('/my-rides');
    expect(trackShortcutPath([])).toBeNull();
  });

  it('keeps an id with odd characters inside its query parameter', () => {
    expect(trackShortcutPath(['a&b=c'])).toBe('/tracking?id=a%26b%3Dc');
  });
});
