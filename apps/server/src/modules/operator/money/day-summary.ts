import { fromMinorUnits } from '@ride/domain';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../../db/database.ts';
import { badUserInput, notFound } from '../../../core/errors.ts';
import { findCompany } from '../../company/index.ts';
import { capturedTipMinor } from './ledger.ts';
import { listDayMoney } from './money.repository.ts';

/** A cell a spreadsheet would run as a formula is kept as text (OWASP's CSV injection advice). */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The tip among a ride's captures of the day: what its captures up to then tipped, less before. */
function dayTipMinor(row: DayRow): number {
  const ride = { totalMinor: row.total_minor, tipMinor: row.tip_minor ?? 0 };
  const before = Number(row.captured_before);
  return capturedTipMinor(ride, before + Number(row.captured)) - capturedTipMinor(ride, before);
}
type DayRow = Awaited<ReturnType<typeof listDayMoney>>[number];

async function dayRows(db: Db, companyId: string, date: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw badUserInput('date must be a day as YYYY-MM-DD.', 'date');
  }
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('Company');
  const rows = await listDayMoney(db, companyId, date, company.time_zone);
  return { company, rows };
}

/**
 * daySummary: the company's day (in its time zone): rides charged, revenue, tips, refunds. Only
 * what was captured counts: a tip still held (or released) is no revenue and no tip.
 */
export async function daySummary(db: Db, companyId: string, date: string) {
  const { company, rows } = await dayRows(db, companyId, date);
  const charged = rows.filter((row) => Number(row.captured) > 0);
  const revenueMinor = rows.reduce((n, row) => n + Number(row.captured), 0);
  return {
    date,
    currency: company.currency_code,
    rides: charged.length,
    revenueMinor,
    tipsMinor: charged.reduce((n, row) => n + dayTipMinor(row), 0),
    refundsMinor: rows.reduce((n, row) => n + Number(row.refunded), 0),
    netMinor: revenueMinor - rows.reduce((n, row) => n + Number(row.refunded), 0),
  };
}

/** daySummaryCsv: the day's rides, one line each, for a spreadsheet. */
export async function daySummaryCsv(db: Db, companyId: string, date: string) {
  const { rows } = await dayRows(db, companyId, date);
  return stringify(
    rows.map((row) => [
      row.confirmation_number,
      row.status,
      `${row.passenger_first_name} ${row.passenger_last_name}`.trim(),
      row.currency,
      fromMinorUnits(Number(row.captured)).toFixed(2),
      fromMinorUnits(dayTipMinor(row)).toFixed(2),
      fromMinorUnits(Number(row.refunded)).toFixed(2),
    ]),
    {
      header: true,
      columns: ['confirmation', 'status', 'passenger', 'currency', 'charged', 'tip', 'refunded'],
      cast: { string: safeCell },
    },
  );
}
