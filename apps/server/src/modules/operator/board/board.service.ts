import {
  COMPLETED_STATUSES,
  IN_PROGRESS_STATUSES,
  UPCOMING_STATUSES,
  zonedDateOf,
} from '@ride/domain';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { StaffViewer } from '../../../core/actor.ts';
import { badUserInput } from '../../../core/errors.ts';
import { requireActiveCompany } from '../../company/index.ts';
import { parseOrRefuse } from '../../../core/validation.ts';
import { decodeBoardCursor, encodeBoardCursor } from './board-cursor.ts';
import { loadBoardRides } from './board-rides.ts';
import { countBoardRides, listBoardKeys } from './board.repository.ts';

/** The statuses of each group the board filters by. */
export const BOARD_STATUS_GROUPS = {
  UPCOMING: UPCOMING_STATUSES,
  IN_PROGRESS: IN_PROGRESS_STATUSES,
  COMPLETED: COMPLETED_STATUSES,
  CANCELLED: ['CANCELLED'],
  NO_SHOW: ['NO_SHOW'],
} as const satisfies Record<string, readonly string[]>;

/** The statuses of rides that ended unserved, which the board can set apart. */
const ENDED_STATUSES = [...BOARD_STATUS_GROUPS.CANCELLED, ...BOARD_STATUS_GROUPS.NO_SHOW];

type StatusGroup = keyof typeof BOARD_STATUS_GROUPS;

/** The longest span of days the board shows at once. */
export const BOARD_MAX_DAYS_AFTER = 31;
const DEFAULT_DAYS_AFTER = 6;
const DAY_MS = 86_400_000;

/** A calendar day that exists (2026-02-30 does not). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const day = (field: string) =>
  z.string().refine(isDay, { message: `${field} must be a day as YYYY-MM-DD` });

const boardInput = z.object({
  filter: z
    .object({
      from: day('from').nullish(),
      to: day('to').nullish(),
      statuses: z
        .array(z.enum(Object.keys(BOARD_STATUS_GROUPS) as [StatusGroup, ...StatusGroup[]]))
        .max(10)
        .nullish(),
      driverId: z.uuid('driverId must be a driver id').nullish(),
      vehicleTypeId: z.number().int().positive().nullish(),
      unassignedOnly: z.boolean().nullish(),
      search: z.string().max(100, 'search must be at most 100 characters').nullish(),
    })
    .nullish(),
  first: z.number().int().min(1, 'first must be 1 to 100').max(100, 'first must be 1 to 100'),
  after: z.string().nullish(),
});

const addDays = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

function daysOf(from: string, to: string | null | undefined) {
  const last = to ?? addDays(from, DEFAULT_DAYS_AFTER);
  if (last < from) throw badUserInput('to must not be before from', 'filter.to');
  if (last > addDays(from, BOARD_MAX_DAYS_AFTER)) {
    throw badUserInput(`to must be at most ${BOARD_MAX_DAYS_AFTER} days after from`, 'filter.to');
  }
  return { from, to: last };
}

/**
 * dispatchBoard: a page of the company's rides on the chosen days, unassigned first, then by
 * pickup time and id, with a keyset cursor. A confirmation number (all digits) names one ride and
 * finds it on whatever day it is.
 */
export async function dispatchBoard(
  db: Db,
  staff: Pick<StaffViewer, 'companyId'>,
  raw: { filter?: unknown; first?: number | null; after?: string | null },
  now: Date,
) {
  const input = parseOrRefuse(boardInput, { ...raw, first: raw.first ?? 50 });
  const company = await requireActiveCompany(db, staff.companyId);
  const filter = input.filter ?? {};
  const search = filter.search?.trim() ?? '';
  const confirmationNumber = /^\d+$/.test(search) ? search : null;
  const from = filter.from ?? zonedDateOf(now, company.time_zone);
  const days = daysOf(from, filter.to);
  const groups = filter.statuses?.length
    ? filter.statuses
    : (Object.keys(BOARD_STATUS_GROUPS) as StatusGroup[]);
  const query = {
    companyId: company.id,
    timeZone: company.time_zone,
    days: confirmationNumber ? null : days,
    statuses: groups.flatMap((group) => BOARD_STATUS_GROUPS[group]),
    driverId: filter.driverId ?? null,
    vehicleTypeId: filter.vehicleTypeId ?? null,
    unassignedOnly: filter.unassignedOnly ?? false,
    confirmationNumber,
    name: confirmationNumber || search === '' ? null : search,
  };
  const keys = await listBoardKeys(db, {
    ...query,
    after: input.after ? decodeBoardCursor(input.after) : null,
    limit: input.first,
  });
  const page = keys.slice(0, input.first);
  const last = page.at(-1);
  return {
    rides: await loadBoardRides(
      db,
      company.id,
      page.map((key) => key.id),
    ),
    endCursor: last ? encodeBoardCursor(last) : null,
    hasNextPage: keys.length > input.first,
    timeZone: company.time_zone,
    // Counted only when asked for (graphql calls a field's function).
    endedCount: () => countBoardRides(db, { ...query, statuses: ENDED_STATUSES }),
  };
}
