import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { brandIconPng } from './png.ts';

describe('brandIconPng', () => {
  it('draws a square PNG of the brand colour with a ring of the second colour', () => {
    const png = PNG.sync.read(brandIconPng(192, '#102030', '#ffffff'));
    expect([png.width, png.height]).toEqual([192, 192]);
    const pixel = (x: number, y: number) => [
      ...png.data.subarray((y * 192 + x) * 4, (y * 192 + x) * 4 + 4),
    ];
    expect(pixel(0, 0)).toEqual([0x10, 0x20, 0x30, 255]);
    expect(pixel(96, 96)).toEqual([0x10, 0x20, 0x30, 255]);
    // On the ring: 29 % of the size from the centre.
    expect(pixel(96 + 56, 96)).toEqual([255, 255, 255, 255]);
  });
});
