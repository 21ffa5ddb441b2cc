import { describe, expect, it } from 'vitest';
import { pullDistance, pullRefreshes } from './pull-to-refresh.ts';

describe('pull-to-refresh and infinite scroll (spec part 2 §9)', () => {
  it('follows a downward pull up to 200', () => {
    expect(pullDistance(100, 90)).toBe(0);
    expect(pullDistance(100, 150)).toBe(50);
    expect(pullDistance(0, 500)).toBe(200);
  });

  it('refreshes beyond the threshold of 7', () => {
    expect(pullRefreshes(7)).toBe(false);
    expect(pullRefreshes(8)).toBe(true);
  });
});
