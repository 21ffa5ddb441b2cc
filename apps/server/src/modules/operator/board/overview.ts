import {
  COMPLETED_STATUSES,
  IN_PROGRESS_STATUSES,
  startOfZonedDate,
  UPCOMING_STATUSES,
  zonedDateOf,
} from '@ride/domain';
import type { Db } from '../../../db/database.ts';
import type { StaffViewer } from '../../../core/actor.ts';
import { requireActiveCompany } from '../../company/index.ts';
import { ledgerTotals } from '../money/index.ts';
import { loadBoardRides, type BoardRide } from './board-rides.ts';
import {
  countDay,
  listDayRideLedgers,
  listNeedingDriver,
  sumCapturedDuring,
  type OverviewScope,
} from './overview.repository.ts';

/** How far ahead the to-do list looks for rides without a driver. */
export const NEEDS_DRIVER_WITHIN_MS = 2 * 3600_000;
/** The most rides the to-do list names (the board has the rest). */
const NEEDS_DRIVER_MAX = 50;
const DAY_MS = 86_400_000;

export interface DispatchOverview {
  date: string;
  timeZone: string;
  currency: string;
  unassigned: number;
  assigned: number;
  underWay: number;
  done: number;
  needsDriver: BoardRide[];
  driversOnDuty: number;
  driversDriving: number;
  capturedMinor: number;
  heldMinor: number;
}

/** The day after a YYYY-MM-DD day. */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** What the day's rides still hold on the card, summed (the ledger's formula, per ride). */
function heldOf(rows: Awaited<ReturnType<typeof listDayRideLedgers>>): number {
  const byRide = new Map<string, typeof rows>();
  for (const row of rows) byRide.set(row.id, [...(byRide.get(row.id) ?? []), row]);
  let held = 0;
  for (const ledger of byRide.values()) held += Math.max(0, ledgerTotals(ledger).heldMinor);
  return held;
}

/**
 * dispatchOverview: the company's day at a glance, in its time zone (decision 87): its rides by
 * state, the rides of the next two hours still without a driver (late ones included), the
 * drivers at work, and the money captured and still held.
 */
export async function dispatchOverview(
  db: Db,
  staff: Pick<StaffViewer, 'companyId'>,
  now: Date,
): Promise<DispatchOverview> {
  const company = await requireActiveCompany(db, staff.companyId);
  const date = zonedDateOf(now, company.time_zone);
  const scope: OverviewScope = {
    companyId: company.id,
    dayStart: startOfZonedDate(date, company.time_zone),
    dayEnd: startOfZonedDate(nextDay(date), company.time_zone),
    upcoming: UPCOMING_STATUSES,
    underWay: IN_PROGRESS_STATUSES,
    done: COMPLETED_STATUSES,
    ended: ['CANCELLED', 'NO_SHOW', 'DELETED'],
  };
  const counts = await countDay(db, scope);
  const until = new Date(now.getTime() + NEEDS_DRIVER_WITHIN_MS);
  const needsDriverIds = await listNeedingDriver(db, scope, until, NEEDS_DRIVER_MAX);
  return {
    date,
    timeZone: company.time_zone,
    currency: company.currency_code,
    unassigned: Number(counts.unassigned),
    assigned: Number(counts.assigned),
    underWay: Number(counts.under_way),
    done: Number(counts.done),
    needsDriver: await loadBoardRides(db, company.id, needsDriverIds),
    driversOnDuty: Number(counts.drivers_on_duty),
    driversDriving: Number(counts.drivers_driving),
    capturedMinor: await sumCapturedDuring(db, scope),
    heldMinor: heldOf(await listDayRideLedgers(db, scope)),
  };
}
