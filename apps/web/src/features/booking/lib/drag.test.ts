import { describe, expect, it } from 'vitest';
import { dragShift } from './drag.ts';

describe('dragShift', () => {
  it('moves one row once the drag passes half a row, either way', () => {
    expect(dragShift(20, 56)).toBe(0);
    expect(dragShift(29, 56)).toBe(1);
    expect(dragShift(-120, 56)).toBe(-2);
    expect(dragShift(100, 0)).toBe(0);
  });
});
