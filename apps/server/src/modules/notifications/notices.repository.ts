import type { NoticeChannel, RideNoticeKind } from '@ride/domain';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NoticeDeliveryTable, NoticeFacts, RideNoticeTable } from './notifications.tables.ts';

/** A notice as a ride's write raises it. */
export interface RideNotice {
  companyId: string;
  reservationId: string;
  kind: RideNoticeKind;
  /**
   * What makes this change this one: the same key raised again (a retried request, a second tap)
   * is the same notice, kept once. Kinds that happen once per ride use their kind.
   */
  changeKey?: string;
  facts?: NoticeFacts;
}

/** The notice's row, for a write that keeps it in a statement of its own (a WITH query). */
export function noticeRow(notice: RideNotice): Insertable<RideNoticeTable> {
  return {
    company_id: notice.companyId,
    reservation_id: notice.reservationId,
    kind: notice.kind,
    change_key: notice.changeKey ?? notice.kind,
    facts: JSON.stringify(notice.facts ?? {}),
  };
}

/**
 * Raises a notice: call it with the transaction of the write that causes it, so both are kept or
 * neither (the durable outbox). The same change raised twice is kept once (`ride_notice_once`).
 */
export async function raiseRideNotice(db: Db, notice: RideNotice): Promise<void> {
  await db
    .insertInto('ride_notice')
    .values(noticeRow(notice))
    .onConflict((oc) => oc.constraint('ride_notice_once').doNothing())
    .execute();
}

/** Everything a notice's messages say about its ride, read when it goes out. */
export function findNoticeRide(db: Db, companyId: string, reservationId: string) {
  return (
    db
      .selectFrom('reservation as r')
      .leftJoin('staff_user as d', (j) =>
        j.onRef('d.id', '=', 'r.driver_id').onRef('d.company_id', '=', 'r.company_id'),
      )
      .leftJoin('fleet_vehicle as v', (j) =>
        j.onRef('v.id', '=', 'r.fleet_vehicle_id').onRef('v.company_id', '=', 'r.company_id'),
      )
      .leftJoin('vehicle_type as vt', (j) =>
        j.onRef('vt.id', '=', 'r.vehicle_type_id').onRef('vt.company_id', '=', 'r.company_id'),
      )
      .leftJoin('account_user as u', (j) =>
        j.onRef('u.id', '=', 'r.account_user_id').onRef('u.company_id', '=', 'r.company_id'),
      )
      .select([
        'r.language',
        'u.language as account_language',
        'vt.name as vehicle_type_name',
        'r.id',
        'r.company_id',
        'r.account_user_id',
        'r.confirmation_number',
        'r.status',
        'r.scheduled_pickup_at',
        'r.route',
        'r.total_minor',
        'r.rate_lines',
        'r.tip_minor',
        'r.currency_code',
        'r.currency_symbol',
        'r.card_brand',
        'r.card_last_digits',
        'r.payment_type',
        'r.passenger_first_name',
        'r.passenger_email',
        'r.passenger_phone',
        'r.share_hash',
        'r.notice_channels',
        'd.first_name as driver_first_name',
        'd.profile_pic as driver_profile_pic',
        'v.color as vehicle_color',
        'v.make as vehicle_make',
        'v.model as vehicle_model',
        'v.license_plate as vehicle_plate',
      ])
      // The ride's money as the gateway holds it: still held, and captured less refunded.
      .select((eb) => [
        eb
          .selectFrom('payment_hold as h')
          .select(sql<number>`coalesce(sum(h.amount_minor), 0)::int`.as('held'))
          .whereRef('h.reservation_id', '=', 'r.id')
          .where('h.status', 'in', ['held', 'capturing'])
          .as('held_minor'),
        eb
          .selectFrom('payment_ledger as l')
          .select(
            sql<number>`coalesce(sum(case l.kind when 'captured' then l.amount_minor when 'refunded' then -l.amount_minor else 0 end), 0)::int`.as(
              'charged',
            ),
          )
          .whereRef('l.reservation_id', '=', 'r.id')
          .as('charged_minor'),
      ])
      .where('r.company_id', '=', companyId)
      .where('r.id', '=', reservationId)
      .executeTakeFirst()
  );
}

export type NoticeRide = NonNullable<Awaited<ReturnType<typeof findNoticeRide>>>;

/**
 * Keeps a notice's deliveries and marks the notice done, together: the notice is turned into its
 * messages once, however often its turn is retried.
 */
export async function insertDeliveries(
  db: Db,
  noticeId: string,
  deliveries: Insertable<NoticeDeliveryTable>[],
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('ride_notice')
      // A guest's cancel secret is in its mail now: the notice does not keep it (decision 79).
      .set({
        status: 'done',
        done_at: now,
        locked_until: null,
        facts: sql<string>`facts - 'guestCancelSecret'`,
      })
      .where('id', '=', noticeId)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!claimed || deliveries.length === 0) return;
    await trx
      .insertInto('notice_delivery')
      .values(deliveries)
      .onConflict((oc) => oc.constraint('notice_delivery_once').doNothing())
      .execute();
  });
}

/** Marks a delivery failed for good (the provider refused it; retrying cannot help). */
export async function markDeliveryRefused(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('notice_delivery')
    .set({ status: 'failed', locked_until: null, last_error: error })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Keeps the provider's id of a delivered message (the runner marks it done). */
export async function recordProviderId(db: Db, id: string, providerId: string): Promise<void> {
  await db
    .updateTable('notice_delivery')
    .set({ provider_id: providerId })
    .where('id', '=', id)
    .execute();
}

/** A delivery with its notice's kind, newest first: what the ride page and outbox page list. */
function deliveriesWithKind(db: Db, companyId: string) {
  return db
    .selectFrom('notice_delivery as d')
    .innerJoin('ride_notice as n', 'n.id', 'd.notice_id')
    .select([
      'd.id',
      'n.kind',
      'd.channel',
      'd.recipient',
      'd.from_address',
      'd.subject',
      'd.body',
      'd.status',
      'd.attempts',
      'd.last_error',
      'd.created_at',
      'd.done_at',
    ])
    .where('d.company_id', '=', companyId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id');
}

/** What was sent to a ride's rider, newest first: for the dispatcher's ride page. */
export function listRideDeliveries(db: Db, companyId: string, reservationId: string) {
  return deliveriesWithKind(db, companyId)
    .where('d.reservation_id', '=', reservationId)
    .limit(200)
    .execute();
}

/** The newest notices' messages of one company: the development outbox page. */
export function listOutboxDeliveries(
  db: Db,
  options: { companyId: string; channels: NoticeChannel[]; limit: number },
) {
  return deliveriesWithKind(db, options.companyId)
    .where('d.channel', 'in', options.channels)
    .limit(options.limit)
    .execute();
}
