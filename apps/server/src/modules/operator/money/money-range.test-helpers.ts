import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { rangeBounds, type MoneyRange, type RangeTotalsRow } from './money-range.repository.ts';

/**
 * The range's money summed straight from the ledger (decision 85's statement, before the company
 * days of decision 90): what the rollup must always equal.
 */
export async function sumRangeFromLedger(db: Db, range: MoneyRange): Promise<RangeTotalsRow[]> {
  const { start, end } = rangeBounds(range);
  const { companyId, timeZone } = range;
  const { rows } = await sql<RangeTotalsRow>`
    with moved as (
      select l.reservation_id,
        (l.created_at at time zone ${timeZone})::date as day,
        coalesce(sum(l.amount_minor) filter (where l.kind = 'captured'), 0) as captured,
        coalesce(sum(l.amount_minor) filter (where l.kind = 'refunded'), 0) as refunded
      from payment_ledger l
      where l.company_id = ${companyId} and l.kind in ('captured', 'refunded')
        and l.created_at >= ${start} and l.created_at < ${end}
      group by 1, 2
    ),
    per_day as (
      select m.*, r.total_minor, coalesce(r.tip_minor, 0) as tip, r.vehicle_type_id, r.driver_id,
        case when coalesce(r.tip_minor, 0) > 0 and m.captured < r.total_minor + r.tip_minor then
          (select coalesce(sum(b.amount_minor), 0) from payment_ledger b
            where b.company_id = ${companyId} and b.reservation_id = m.reservation_id
              and b.kind = 'captured' and b.created_at < m.day::timestamp at time zone ${timeZone})
        else 0 end as before
      from moved m
      join reservation r on r.company_id = ${companyId} and r.id = m.reservation_id
    ),
    per_ride as (
      select reservation_id, vehicle_type_id, driver_id, sum(captured) as captured
      from per_day group by 1, 2, 3
    ),
    totals as (
      select 'day' as kind, to_char(p.day, 'YYYY-MM-DD') as day, null as group_id,
        count(*) filter (where p.captured > 0) as rides, sum(p.captured) as revenue,
        sum(greatest(0, least(p.tip, p.before + p.captured - p.total_minor))
          - greatest(0, least(p.tip, p.before - p.total_minor))) as tips,
        sum(p.refunded) as refunds
      from per_day p
      group by p.day
      union all
      select
        case when grouping(r.vehicle_type_id) = 0 then 'vehicle'
          when grouping(r.driver_id) = 0 then 'driver' else 'all' end,
        null,
        case when grouping(r.vehicle_type_id) = 0 then r.vehicle_type_id::text
          else r.driver_id::text end,
        count(*) filter (where r.captured > 0), sum(r.captured), null, null
      from per_ride r
      group by grouping sets ((), (r.vehicle_type_id), (r.driver_id))
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
