import { describe, expect, it } from 'vitest';
import { initialHistory, loadFailed, loadStarted, pageLoaded } from './history-state.ts';

const page = (trips: string[], hasNextPage = false) => ({ trips, hasNextPage });

describe('rides list paging (spec part 2 §4)', () => {
  it('appends the next page to what is loaded', () => {
    let state = pageLoaded(
      initialHistory<string>('upcoming'),
      'upcoming',
      0,
      page(['a', 'b'], true),
    );
    state = loadStarted(state, 'upcoming', 2);
    expect(state.trips).toEqual(['a', 'b']);
    state = pageLoaded(state, 'upcoming', 2, page(['c']));
    expect(state).toMatchObject({ trips: ['a', 'b', 'c'], hasNextPage: false, loading: false });
  });

  it('empties the list at once when the tab or search changes', () => {
    const upcoming = pageLoaded(initialHistory<string>('upcoming'), 'upcoming', 0, page(['a']));
    const past = loadStarted(upcoming, 'past', 0);
    expect(past).toMatchObject({ key: 'past', trips: [], loading: true });
    expect(pageLoaded(past, 'past', 0, page(['x'])).trips).toEqual(['x']);
  });

  it('starts again from the first page on a refresh', () => {
    const loaded = pageLoaded(initialHistory<string>('k'), 'k', 0, page(['a', 'b']));
    expect(loadStarted(loaded, 'k', 0).trips).toEqual([]);
  });

  it('stops loading on a failure and asks for no more pages', () => {
    const loaded = pageLoaded(initialHistory<string>('k'), 'k', 0, page(['a'], true));
    expect(loadFailed(loadStarted(loaded, 'k', 1))).toMatchObject({
      trips: ['a'],
      hasNextPage: false,
      loading: false,
      failed: true,
    });
  });
});
