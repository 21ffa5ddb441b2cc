/** The rides of one tab and search, as far as they are loaded (spec part 2 §4). */
export interface HistoryState<T> {
  /** The tab and search these trips belong to; another key means they are stale. */
  key: string;
  trips: T[];
  hasNextPage: boolean;
  loading: boolean;
  failed: boolean;
}

export function initialHistory<T>(key: string): HistoryState<T> {
  return { key, trips: [], hasNextPage: false, loading: true, failed: false };
}

/** A load starts: from the first page the list is emptied (a new tab or search resets it). */
export function loadStarted<T>(state: HistoryState<T>, key: string, loaded: number) {
  const trips = loaded === 0 || state.key !== key ? [] : state.trips;
  return { key, trips, hasNextPage: false, loading: true, failed: false };
}

/** A page arrived: appended after what is loaded, or the whole list for the first page. */
export function pageLoaded<T>(
  state: HistoryState<T>,
  key: string,
  loaded: number,
  page: { trips: T[]; hasNextPage: boolean },
): HistoryState<T> {
  const before = loaded === 0 || state.key !== key ? [] : state.trips;
  return { key, trips: [...before, ...page.trips], hasNextPage: page.hasNextPage, ...DONE };
}

/** A page failed: what is loaded stays, nothing more is asked. */
export function loadFailed<T>(state: HistoryState<T>): HistoryState<T> {
  return { ...state, hasNextPage: false, loading: false, failed: true };
}

const DONE = { loading: false, failed: false } as const;
