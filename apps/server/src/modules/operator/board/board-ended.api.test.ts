import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { buildReservation } from '../../rides/rides.test-helpers.ts';
import { signInOperatorCast } from '../../staff/staff.test-helpers.ts';

const BOARD = /* GraphQL */ `
  query dispatchBoard($filter: BoardFilter) {
    dispatchBoard(filter: $filter) {
      rides {
        id
        status
      }
      endedCount
    }
  }
`;

interface BoardResult {
  dispatchBoard: { rides: { id: string; status: string }[]; endedCount: number };
}

type Headers = Record<string, string>;
const DAY_MS = 86_400_000;

describe.each(databaseKinds())("the board's cancelled and no-show count on %s", (kind) => {
  const api = useTestApi(kind);
  let dispatcher: Headers;
  let acme: Headers;

  beforeAll(async () => {
    ({ dispatcher, acme } = await signInOperatorCast(api));
  });

  /** A day of its own, far ahead: noon UTC is the same date in New York and London. */
  const day = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 400 * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const at = (hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const board = async (filter: Record<string, unknown>, headers = dispatcher) => {
    const res = await api.gql<BoardResult>(BOARD, { filter }, headers);
    expect(res.errors).toBeUndefined();
    return res.data!.dispatchBoard;
  };

  it('counts the days’ cancelled and no-show rides whatever statuses are shown, per company', async () => {
    const live = await buildReservation(api, { scheduled_pickup_at: at(13) });
    const cancelled = await buildReservation(api, {
      scheduled_pickup_at: at(14),
      status: 'CANCELLED',
    });
    await buildReservation(api, { scheduled_pickup_at: at(15), status: 'NO_SHOW' });
    // Another day's, and another company's, are not counted.
    await buildReservation(api, {
      scheduled_pickup_at: new Date(at(14).getTime() + 2 * DAY_MS),
      status: 'CANCELLED',
    });
    await buildReservation(api, {
      company_id: 'acme',
      currency_code: 'GBP',
      scheduled_pickup_at: at(14),
      status: 'CANCELLED',
    });

    const shown = await board({
      from: day,
      to: day,
      statuses: ['UPCOMING', 'IN_PROGRESS', 'COMPLETED'],
    });
    expect(shown.rides.map((ride) => ride.id)).toEqual([live.id]);
    expect(shown.endedCount).toBe(2);
    expect((await board({ from: day, to: day })).endedCount).toBe(2);
    // The other filters narrow the count as they narrow the board.
    expect(
      (await board({ from: day, to: day, search: cancelled.confirmation_number })).endedCount,
    ).toBe(1);
    expect((await board({ from: day, to: day }, acme)).endedCount).toBe(1);
  });
});
