import { eachDay } from '@ride/domain';
import type { Db } from '../../../db/database.ts';
import { sumRange, type RangeTotalsRow } from './money-range.repository.ts';
import { moneyRangeOf } from './money-range.ts';

const daySums = (row: RangeTotalsRow | undefined) => ({
  rides: Number(row?.rides ?? 0),
  revenueMinor: Number(row?.revenue ?? 0),
  tipsMinor: Number(row?.tips ?? 0),
  refundsMinor: Number(row?.refunds ?? 0),
});

/** A vehicle type's or driver's share: rides charged and revenue, most revenue first. */
function groups(rows: RangeTotalsRow[], kind: 'vehicle' | 'driver', none: string) {
  return rows
    .filter((row) => row.kind === kind)
    .map((row) => ({
      id: row.group_id,
      name: row.group_id === null ? none : (row.group_name ?? none),
      rides: Number(row.rides),
      revenueMinor: Number(row.revenue),
    }))
    .sort((a, b) => b.revenueMinor - a.revenueMinor || a.name.localeCompare(b.name));
}

/**
 * moneySummary: the company's days [from, to] (its time zone): rides charged, revenue, tips and
 * refunds in all and per day (every day of the range, empty ones as zeros), and rides and revenue
 * by vehicle type and by driver. Only what was captured counts, as on the day summary.
 */
export async function moneySummary(db: Db, companyId: string, from: string, to: string) {
  const range = await moneyRangeOf(db, companyId, from, to);
  const rows = await sumRange(db, range);
  const all = rows.find((row) => row.kind === 'all');
  const byDay = new Map(rows.filter((row) => row.kind === 'day').map((row) => [row.day, row]));
  const days = eachDay(from, to).map((date) => ({ date, ...daySums(byDay.get(date)) }));
  const sum = (key: 'tipsMinor' | 'refundsMinor') => days.reduce((n, day) => n + day[key], 0);
  const revenueMinor = Number(all?.revenue ?? 0);
  return {
    from,
    to,
    currency: range.currency,
    rides: Number(all?.rides ?? 0),
    revenueMinor,
    tipsMinor: sum('tipsMinor'),
    refundsMinor: sum('refundsMinor'),
    netMinor: revenueMinor - sum('refundsMinor'),
    days,
    byVehicleType: groups(rows, 'vehicle', 'No vehicle type'),
    byDriver: groups(rows, 'driver', 'No driver'),
  };
}
