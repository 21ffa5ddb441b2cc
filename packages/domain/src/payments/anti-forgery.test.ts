import { describe, expect, it } from 'vitest';
import { newAntiForgeryToken } from './anti-forgery.ts';

describe('newAntiForgeryToken', () => {
  it('is 20 base-36 characters, different each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newAntiForgeryToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-z]{20}$/);
  });

  it('draws bytes of 252 and above again, so no character is favoured', () => {
    let call = 0;
    const token = newAntiForgeryToken((bytes) => {
      bytes.fill(call++ === 0 ? 255 : 35);
      return bytes;
    });
    expect(token).toBe('z'.repeat(20));
    expect(call).toBe(2);
  });
});
