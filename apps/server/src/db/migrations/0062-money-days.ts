import { sql, type Kysely } from 'kysely';

/**
 * The money screen's range read from a rollup per company day (decision 90), kept exact by the
 * transactions that write the ledger:
 * - `ride_money_due` (a view): each ride's money per company day (its time zone), straight from the
 *   ledger: captured, refunded, the day's tip (`capturedTipMinor` of ledger.ts: captures take the
 *   price lines first, then the tip), the ride's vehicle type and driver, and the ride's latest
 *   earlier day with a capture. The one place the formula lives.
 * - `ride_money_day`: that view's rows as last written, one per ride and day;
 * - `company_money_day`: their sums per company day, vehicle type and driver.
 * `money_day_refresh(company, ride)` rewrites one ride's rows under the ride's row lock (decision
 * 68) and adds the difference to the company's days in key order; it runs from the triggers on a
 * capture or refund written to the ledger, on a change of a ride's price, tip, vehicle type or
 * driver, and (`money_day_rebuild`) on a change of the company's time zone.
 * And auto-capture rows are queued on a ride's first entry into the COMPLETED group as its status
 * history says, not by the queue row's existence, so that done rows can be purged.
 */
const NIL = '00000000-0000-0000-0000-000000000000';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create view ride_money_due as
    select m.company_id, m.reservation_id, m.day, r.vehicle_type_id, r.driver_id, m.captured,
      m.refunded,
      greatest(0, least(coalesce(r.tip_minor, 0), m.before + m.captured - r.total_minor))
        - greatest(0, least(coalesce(r.tip_minor, 0), m.before - r.total_minor)) as tip,
      case when m.captured > 0 then m.earlier_capture_day end as earlier_capture_day
    from (
      select d.*, coalesce(sum(d.captured) over earlier, 0) as before,
        max(d.day) filter (where d.captured > 0) over earlier as earlier_capture_day
      from (
        select l.company_id, l.reservation_id, (l.created_at at time zone c.time_zone)::date as day,
          coalesce(sum(l.amount_minor) filter (where l.kind = 'captured'), 0)::bigint as captured,
          coalesce(sum(l.amount_minor) filter (where l.kind = 'refunded'), 0)::bigint as refunded
        from payment_ledger l join company c on c.id = l.company_id
        where l.kind in ('captured', 'refunded')
        group by l.company_id, l.reservation_id, 3
      ) d
      window earlier as (partition by d.company_id, d.reservation_id order by d.day
        rows between unbounded preceding and 1 preceding)
    ) m
    join reservation r on r.company_id = m.company_id and r.id = m.reservation_id`.execute(db);

  await sql`
    create table ride_money_day (
      company_id text not null,
      reservation_id uuid not null,
      day date not null,
      vehicle_type_id integer,
      driver_id uuid,
      captured bigint not null,
      refunded bigint not null,
      tip bigint not null,
      earlier_capture_day date,
      primary key (company_id, reservation_id, day)
    )`.execute(db);
  // The few ride days whose ride was captured on an earlier day too: a range counts such a ride once.
  await sql`
    create index ride_money_day_repeat on ride_money_day (company_id, day)
    include (vehicle_type_id, driver_id, earlier_capture_day) where earlier_capture_day is not null`.execute(
    db,
  );
  await sql`
    create table company_money_day (
      company_id text not null references company (id) on delete cascade,
      day date not null,
      vehicle_type_id integer,
      driver_id uuid,
      rides integer not null,
      revenue bigint not null,
      tips bigint not null,
      refunds bigint not null
    )`.execute(db);
  // One row per company day, vehicle type and driver, none meaning none (PostgreSQL 14 has no
  // "nulls not distinct"): 0 is no vehicle type's id, the nil uuid no driver's.
  await sql`
    create unique index company_money_day_key on company_money_day
      (company_id, day, coalesce(vehicle_type_id, 0), coalesce(driver_id, ${sql.lit(NIL)}::uuid))`.execute(
    db,
  );

  await sql`
    create function money_day_refresh(of_company text, of_ride uuid) returns void language plpgsql as $$
    begin
      -- The ride's lock: one refresh of a ride at a time, each reading what committed before it.
      perform 1 from reservation where company_id = of_company and id = of_ride for update;
      insert into company_money_day as c
        (company_id, day, vehicle_type_id, driver_id, rides, revenue, tips, refunds)
      select of_company, d.day, d.vehicle_type_id, d.driver_id, sum(d.rides), sum(d.revenue),
        sum(d.tips), sum(d.refunds)
      from (
        select n.day, n.vehicle_type_id, n.driver_id, (n.captured > 0)::int as rides,
          n.captured as revenue, n.tip as tips, n.refunded as refunds
        from ride_money_due n where n.company_id = of_company and n.reservation_id = of_ride
        union all
        select o.day, o.vehicle_type_id, o.driver_id, -(o.captured > 0)::int, -o.captured, -o.tip,
          -o.refunded
        from ride_money_day o where o.company_id = of_company and o.reservation_id = of_ride
      ) d
      group by d.day, d.vehicle_type_id, d.driver_id
      having sum(d.rides) <> 0 or sum(d.revenue) <> 0 or sum(d.tips) <> 0 or sum(d.refunds) <> 0
      -- Rows locked in one order by every refresh: two rides' refreshes never wait on each other in a circle.
      order by d.day, d.vehicle_type_id, d.driver_id
      on conflict (company_id, day, coalesce(vehicle_type_id, 0),
        coalesce(driver_id, ${sql.lit(NIL)}::uuid)) do update set
        rides = c.rides + excluded.rides, revenue = c.revenue + excluded.revenue,
        tips = c.tips + excluded.tips, refunds = c.refunds + excluded.refunds;
      delete from ride_money_day where company_id = of_company and reservation_id = of_ride;
      insert into ride_money_day
      select n.* from ride_money_due n where n.company_id = of_company and n.reservation_id = of_ride;
    end $$`.execute(db);

  // The whole company again (its time zone moved every day's edge; the migration's own fill).
  await sql`
    create function money_day_rebuild(of_company text) returns void language plpgsql as $$
    begin
      perform 1 from company where id = of_company for update;
      delete from company_money_day where company_id = of_company;
      delete from ride_money_day where company_id = of_company;
      insert into ride_money_day select n.* from ride_money_due n where n.company_id = of_company;
      insert into company_money_day
        (company_id, day, vehicle_type_id, driver_id, rides, revenue, tips, refunds)
      select of_company, day, vehicle_type_id, driver_id, count(*) filter (where captured > 0),
        sum(captured), sum(tip), sum(refunded)
      from ride_money_day where company_id = of_company
      group by day, vehicle_type_id, driver_id;
    end $$`.execute(db);

  await sql`
    create function money_day_on_ledger() returns trigger language plpgsql as $$
    begin
      perform money_day_refresh(new.company_id, new.reservation_id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger money_day_on_ledger after insert on payment_ledger
    for each row when (new.kind in ('captured', 'refunded'))
    execute function money_day_on_ledger()`.execute(db);

  await sql`
    create function money_day_on_ride() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from ride_money_day
          where company_id = new.company_id and reservation_id = new.id) then
        perform money_day_refresh(new.company_id, new.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger money_day_on_ride
    after update of total_minor, tip_minor, vehicle_type_id, driver_id on reservation
    for each row when (old.total_minor is distinct from new.total_minor
      or old.tip_minor is distinct from new.tip_minor
      or old.vehicle_type_id is distinct from new.vehicle_type_id
      or old.driver_id is distinct from new.driver_id)
    execute function money_day_on_ride()`.execute(db);

  await sql`
    create function money_day_on_time_zone() returns trigger language plpgsql as $$
    begin
      perform money_day_rebuild(new.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger money_day_on_time_zone after update of time_zone on company
    for each row when (old.time_zone is distinct from new.time_zone)
    execute function money_day_on_time_zone()`.execute(db);

  await sql`select money_day_rebuild(id) from company`.execute(db);

  // A purged queue row must not let a later completed status queue the ride again. The COMPLETED
  // group is written once (a test compares it with the domain's COMPLETED_STATUSES).
  await sql`
    create or replace function ride_auto_capture_on_completion() returns trigger language plpgsql as $$
    declare
      completed constant text[] := array['COMPLETING', 'COMPLETED', 'DRIVER_IS_CLOSING_JOB', 'CLOSED_BY_DRIVER', 'CLOSED'];
      wait integer;
    begin
      if new.to_status = any(completed) and not new.from_status = any(completed)
        and not exists (select 1 from reservation_status_change s
          where s.company_id = new.company_id and s.reservation_id = new.reservation_id
            and s.id <> new.id and s.to_status = any(completed))
      then
        select auto_capture_minutes into wait from company where id = new.company_id;
        if wait is not null then
          insert into ride_auto_capture (company_id, reservation_id, created_at, next_attempt_at)
          values (new.company_id, new.reservation_id, new.changed_at,
            new.changed_at + make_interval(mins => wait))
          on conflict (company_id, reservation_id) do nothing;
        end if;
      end if;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function ride_auto_capture_on_completion() returns trigger language plpgsql as $$
    declare
      wait integer;
    begin
      if new.to_status in ('COMPLETING', 'COMPLETED', 'DRIVER_IS_CLOSING_JOB', 'CLOSED_BY_DRIVER', 'CLOSED') then
        select auto_capture_minutes into wait from company where id = new.company_id;
        if wait is not null then
          insert into ride_auto_capture (company_id, reservation_id, created_at, next_attempt_at)
          values (new.company_id, new.reservation_id, new.changed_at,
            new.changed_at + make_interval(mins => wait))
          on conflict (company_id, reservation_id) do nothing;
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger money_day_on_time_zone on company`.execute(db);
  await sql`drop function money_day_on_time_zone()`.execute(db);
  await sql`drop trigger money_day_on_ride on reservation`.execute(db);
  await sql`drop function money_day_on_ride()`.execute(db);
  await sql`drop trigger money_day_on_ledger on payment_ledger`.execute(db);
  await sql`drop function money_day_on_ledger()`.execute(db);
  await sql`drop function money_day_rebuild(text)`.execute(db);
  await sql`drop function money_day_refresh(text, uuid)`.execute(db);
  await sql`drop table company_money_day`.execute(db);
  await sql`drop table ride_money_day`.execute(db);
  await sql`drop view ride_money_due`.execute(db);
}
