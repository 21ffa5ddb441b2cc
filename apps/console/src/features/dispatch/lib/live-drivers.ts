import type { ConsoleLiveDriverFragment } from '../../../gql/graphql.ts';

export type LiveDriver = ConsoleLiveDriverFragment;

/** A position older than this is out of date (the server's rule for `isStale`). */
export const STALE_AFTER_SECONDS = 120;

/** A driver's position with the client time it was answered, so its age can run on. */
export interface TrackedDriver extends LiveDriver {
  receivedAt: number;
}

/** The position's age now: its age when answered plus the time since. */
export const ageNow = (driver: TrackedDriver, now: number) =>
  Math.max(0, driver.ageSeconds + Math.floor((now - driver.receivedAt) / 1000));

export const isStaleNow = (driver: TrackedDriver, now: number) =>
  ageNow(driver, now) > STALE_AFTER_SECONDS;

/** The drivers with one moved driver put in (a driver appears once), freshest first. */
export function upsertDriver(
  drivers: readonly TrackedDriver[],
  moved: TrackedDriver,
  now: number,
): TrackedDriver[] {
  const others = drivers.filter((d) => d.driver.id !== moved.driver.id);
  return [...others, moved].sort((a, b) => ageNow(a, now) - ageNow(b, now));
}
