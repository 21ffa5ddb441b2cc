import { fromMinorUnits } from '@ride/domain';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../../db/database.ts';
import type { BookedRateLine } from '../../reservations/index.ts';
import { capturedTipMinor } from './ledger.ts';
import { listRangeRides, type RangeRideRow } from './money-range.repository.ts';
import { moneyRangeOf } from './money-range.ts';

/** A cell a spreadsheet would run as a formula is kept as text (OWASP's CSV injection advice). */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const amount = (minor: number) => fromMinorUnits(minor).toFixed(2);
/** The quote's tax line is named by its rate ("Tax (8.875%)"): one column whatever the rate. */
const isTax = (line: BookedRateLine) => /^tax\b/i.test(line.name);

const linesOf = (row: RangeRideRow): BookedRateLine[] =>
  typeof row.rate_lines === 'string'
    ? (JSON.parse(row.rate_lines) as BookedRateLine[])
    : row.rate_lines;

/** The tip among a ride's captures in the range: what its captures up to then tipped, less before. */
export function rangeTipMinor(row: RangeRideRow): number {
  const ride = { totalMinor: row.total_minor, tipMinor: row.tip_minor ?? 0 };
  const before = Number(row.captured_before);
  return capturedTipMinor(ride, before + Number(row.captured)) - capturedTipMinor(ride, before);
}

const FIRST = ['date', 'pickup time', 'confirmation', 'status', 'rider', 'driver', 'vehicle'];
const LAST = [
  'tax',
  'tip',
  'charged',
  'refunded',
  'card brand',
  'card last 4',
  'gateway transaction id',
];

/**
 * moneyCsv: the rides with money moved in the range (by ledger time, in the company's time zone),
 * one line each, by pickup: a column per price line any of them has (blank where a ride has none),
 * the tax lines together, and what was captured and refunded in the range, so that the charged
 * and refunded columns add up to the money screen's revenue and refunds for the same range.
 */
export async function moneyCsv(db: Db, companyId: string, from: string, to: string) {
  const range = await moneyRangeOf(db, companyId, from, to);
  const rows = await listRangeRides(db, range);
  const lineNames: string[] = [];
  for (const row of rows) {
    for (const line of linesOf(row)) {
      if (!isTax(line) && !lineNames.includes(line.name)) lineNames.push(line.name);
    }
  }
  const records = rows.map((row) => {
    const lines = linesOf(row);
    const valueOf = (name: string) => {
      const matching = lines.filter((line) => line.name === name);
      return matching.length === 0
        ? ''
        : amount(matching.reduce((n, line) => n + line.valueInMinorUnits, 0));
    };
    const driver = `${row.driver_first_name ?? ''} ${row.driver_last_name ?? ''}`.trim();
    const vehicle = [row.vehicle_type, row.license_plate].filter(Boolean).join(' ');
    return [
      row.pickup_date,
      row.pickup_time,
      row.confirmation_number,
      row.status,
      `${row.passenger_first_name} ${row.passenger_last_name}`.trim(),
      driver,
      vehicle,
      ...lineNames.map(valueOf),
      amount(lines.filter(isTax).reduce((n, line) => n + line.valueInMinorUnits, 0)),
      amount(rangeTipMinor(row)),
      amount(Number(row.captured)),
      amount(Number(row.refunded)),
      row.card_brand,
      row.card_last_digits,
      row.references ?? '',
    ];
  });
  return stringify(records, {
    header: true,
    columns: [...FIRST, ...lineNames, ...LAST],
    cast: { string: safeCell },
  });
}
