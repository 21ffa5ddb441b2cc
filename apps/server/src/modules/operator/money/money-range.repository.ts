import { sql } from 'kysely';
import type { BookedRateLine } from '../../reservations/index.ts';
import type { Db } from '../../../db/database.ts';

/** The company's days [from, to], both included, as instants: each day read in its time zone. */
export function rangeBounds(range: MoneyRange) {
  return {
    start: sql<Date>`(${range.from}::date)::timestamp at time zone ${range.timeZone}`,
    end: sql<Date>`(${range.to}::date + 1)::timestamp at time zone ${range.timeZone}`,
  };
}

export interface MoneyRange {
  companyId: string;
  /** YYYY-MM-DD, both included, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
}

export interface RangeRideRow {
  id: string;
  confirmation_number: string;
  status: string;
  pickup_date: string;
  pickup_time: string;
  passenger_first_name: string;
  passenger_last_name: string;
  driver_first_name: string | null;
  driver_last_name: string | null;
  vehicle_type: string | null;
  license_plate: string | null;
  rate_lines: BookedRateLine[] | string;
  total_minor: number;
  tip_minor: number | null;
  card_brand: string;
  card_last_digits: string;
  captured: string | number;
  refunded: string | number;
  captured_before: string | number;
  references: string | null;
}

/**
 * Each ride with money moved in the range (by ledger time): what was captured and refunded in it,
 * what was captured before it (for the tip's share), the gateway references it moved, and the
 * ride's facts a spreadsheet wants; by pickup time.
 */
export async function listRangeRides(db: Db, range: MoneyRange): Promise<RangeRideRow[]> {
  const { start, end } = rangeBounds(range);
  const { rows } = await sql<RangeRideRow>`
    with moved as (
      select l.reservation_id,
        coalesce(sum(l.amount_minor) filter (where l.kind = 'captured'), 0) as captured,
        coalesce(sum(l.amount_minor) filter (where l.kind = 'refunded'), 0) as refunded,
        string_agg(distinct l.reference, ' ') as "references"
      from payment_ledger l
      where l.company_id = ${range.companyId} and l.kind in ('captured', 'refunded')
        and l.created_at >= ${start} and l.created_at < ${end}
      group by l.reservation_id
    )
    select r.id, r.confirmation_number, r.status,
      to_char(r.scheduled_pickup_at at time zone ${range.timeZone}, 'YYYY-MM-DD') as pickup_date,
      to_char(r.scheduled_pickup_at at time zone ${range.timeZone}, 'HH24:MI') as pickup_time,
      r.passenger_first_name, r.passenger_last_name,
      d.first_name as driver_first_name, d.last_name as driver_last_name,
      v.name as vehicle_type, f.license_plate,
      r.rate_lines, r.total_minor, r.tip_minor, r.card_brand, r.card_last_digits,
      m.captured, m.refunded, m."references",
      (select coalesce(sum(b.amount_minor), 0) from payment_ledger b
        where b.company_id = r.company_id and b.reservation_id = r.id and b.kind = 'captured'
          and b.created_at < ${start}) as captured_before
    from moved m
    join reservation r on r.company_id = ${range.companyId} and r.id = m.reservation_id
    left join staff_user d on d.company_id = r.company_id and d.id = r.driver_id
    left join vehicle_type v on v.company_id = r.company_id and v.id = r.vehicle_type_id
    left join fleet_vehicle f on f.company_id = r.company_id and f.id = r.fleet_vehicle_id
    order by r.scheduled_pickup_at, r.confirmation_number`.execute(db);
  return rows;
}

export interface RangeTotalsRow {
  /** Which grouping the row is: 'all', 'day', 'vehicle' or 'driver'. */
  kind: 'all' | 'day' | 'vehicle' | 'driver';
  day: string | null;
  group_id: string | null;
  group_name: string | null;
  rides: string | number;
  revenue: string | number;
  /** Day rows only (the days partition the range: their sums are the range's). */
  tips: string | number | null;
  refunds: string | number | null;
}

/**
 * The range's money in one statement (decision 90), from the company's days kept by the ledger's
 * own transactions (migration 0062, `money_day_refresh`): per company day (rides with a capture
 * that day, revenue, tips, refunds by ledger time), and in all, per vehicle type and per driver
 * (grouping sets). A ride counts once however many days it was captured on: the days of the range
 * whose ride was captured earlier in the range too are taken off (`ride_money_day_repeat`, a few).
 */
export async function sumRange(db: Db, range: MoneyRange): Promise<RangeTotalsRow[]> {
  const { companyId, from, to } = range;
  const { rows } = await sql<RangeTotalsRow>`
    with days as (
      select day, vehicle_type_id, driver_id, rides, revenue, tips, refunds
      from company_money_day
      where company_id = ${companyId} and day between ${from}::date and ${to}::date
        and (rides, revenue, tips, refunds) <> (0, 0, 0, 0)
    ),
    repeats as (
      select vehicle_type_id, driver_id, count(*) as rides
      from ride_money_day
      where company_id = ${companyId} and day between ${from}::date and ${to}::date
        and earlier_capture_day is not null and earlier_capture_day >= ${from}::date
      group by 1, 2
    ),
    totals as (
      select 'day' as kind, to_char(d.day, 'YYYY-MM-DD') as day, null as group_id,
        sum(d.rides) as rides, sum(d.revenue) as revenue, sum(d.tips) as tips,
        sum(d.refunds) as refunds
      from days d
      group by d.day
      union all
      select
        case when grouping(g.vehicle_type_id) = 0 then 'vehicle'
          when grouping(g.driver_id) = 0 then 'driver' else 'all' end,
        null,
        case when grouping(g.vehicle_type_id) = 0 then g.vehicle_type_id::text
          else g.driver_id::text end,
        sum(g.rides), sum(g.revenue), null, null
      from (
        select vehicle_type_id, driver_id, rides, revenue from days
        union all
        select vehicle_type_id, driver_id, -rides, 0 from repeats
      ) g
      group by grouping sets ((), (g.vehicle_type_id), (g.driver_id))
    )
    select t.*, case t.kind when 'vehicle' then v.name
        when 'driver' then d.first_name || ' ' || d.last_name end as group_name
    from totals t
    left join vehicle_type v on t.kind = 'vehicle' and v.company_id = ${companyId}
      and v.id::text = t.group_id
    left join staff_user d on t.kind = 'driver' and d.company_id = ${companyId}
      and d.id::text = t.group_id`.execute(db);
  return rows;
}
