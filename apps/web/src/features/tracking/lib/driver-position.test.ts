import { describe, expect, it } from 'vitest';
import {
  driverWhereabouts,
  INITIAL_POLL_STATE,
  nextPollState,
  type DriverPosition,
  type PollOutcome,
  type PollState,
} from './driver-position.ts';

const at = (recordedAt: string, latitude = 40.75): DriverPosition => ({
  latitude,
  longitude: -73.98,
  heading: 90,
  recordedAt,
  etaSeconds: 420,
});
const FIRST = at('2026-03-01T15:00:00Z');
const SECOND = at('2026-03-01T15:00:15Z', 40.751);

const run = (...outcomes: PollOutcome[]): PollState =>
  outcomes.reduce(nextPollState, INITIAL_POLL_STATE);
const answered = (position: DriverPosition | null): PollOutcome => ({ kind: 'answered', position });
const failed: PollOutcome = { kind: 'failed' };

describe('the driver position polls', () => {
  it('takes a newer position and counts nothing missed', () => {
    expect(run(answered(FIRST), answered(SECOND))).toEqual({
      position: SECOND,
      missedPolls: 0,
      settled: true,
    });
  });

  it('counts failures, empty answers and the same position again as missed, keeping the last', () => {
    expect(run(answered(FIRST), answered(FIRST))).toMatchObject({
      position: FIRST,
      missedPolls: 1,
    });
    expect(run(answered(FIRST), failed, answered(null))).toMatchObject({
      position: FIRST,
      missedPolls: 2,
    });
    expect(run(answered(SECOND), answered(FIRST))).toMatchObject({
      position: SECOND,
      missedPolls: 1,
    });
    expect(run(answered(FIRST), failed, failed, answered(SECOND))).toMatchObject({
      position: SECOND,
      missedPolls: 0,
    });
  });

  it('is live until two polls in a row bring nothing newer, then stale', () => {
    expect(driverWhereabouts(run(answered(FIRST)), null)).toEqual({
      kind: 'live',
      position: FIRST,
    });
    expect(driverWhereabouts(run(answered(FIRST), failed), null).kind).toBe('live');
    expect(driverWhereabouts(run(answered(FIRST), failed, answered(FIRST)), null).kind).toBe(
      'stale',
    );
  });

  it('falls back to the stored position while the server has none', () => {
    const stored = at('2026-03-01T14:50:00Z');
    expect(driverWhereabouts(run(answered(null)), stored)).toEqual({
      kind: 'stored',
      position: stored,
    });
    expect(driverWhereabouts(INITIAL_POLL_STATE, stored).kind).toBe('stored');
    // The server's own position wins over the stored one.
    expect(driverWhereabouts(run(answered(FIRST)), stored)).toEqual({
      kind: 'live',
      position: FIRST,
    });
  });

  it('is locating before the first poll settles, and unavailable with nothing anywhere', () => {
    expect(driverWhereabouts(INITIAL_POLL_STATE, null)).toEqual({ kind: 'locating' });
    expect(driverWhereabouts(run(failed), null)).toEqual({ kind: 'unavailable' });
    expect(driverWhereabouts(run(answered(null)), null)).toEqual({ kind: 'unavailable' });
  });
});
