import type { NoticeChannel, OperatorTexts, RideNoticeKind } from '@ride/domain';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PushSubscriptionTable } from './notifications.tables.ts';

/** The operator's settings for one kind of notice; undefined: the defaults. */
export function findCompanyNoticeSetting(db: Db, companyId: string, kind: RideNoticeKind) {
  return db
    .selectFrom('company_notice_setting')
    .select(['email', 'sms', 'push', 'short_text'])
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Every kind's settings the operator changed. */
export function listCompanyNoticeSettings(db: Db, companyId: string) {
  return db
    .selectFrom('company_notice_setting')
    .select(['kind', 'email', 'sms', 'push', 'short_text'])
    .where('company_id', '=', companyId)
    .execute();
}

/** Keeps the operator's settings for one kind of notice. */
export async function saveCompanyNoticeSetting(
  db: Db,
  setting: {
    companyId: string;
    kind: RideNoticeKind;
    channels: Record<NoticeChannel, boolean>;
    /** By language (decision 100). */
    shortTexts: OperatorTexts;
    now: Date;
  },
): Promise<void> {
  const values = {
    ...setting.channels,
    short_text: JSON.stringify(setting.shortTexts),
    updated_at: setting.now,
  };
  await db
    .insertInto('company_notice_setting')
    .values({ company_id: setting.companyId, kind: setting.kind, ...values })
    .onConflict((oc) => oc.columns(['company_id', 'kind']).doUpdateSet(values))
    .execute();
}

/** A rider's chosen channels per topic (the topics they never chose are absent). */
export function listRiderPreferences(db: Db, companyId: string, accountUserId: string) {
  return db
    .selectFrom('rider_notice_preference')
    .select(['topic', 'email', 'sms', 'push'])
    .where('company_id', '=', companyId)
    .where('account_user_id', '=', accountUserId)
    .execute();
}

/** Keeps a rider's channels for one topic. */
export async function saveRiderPreference(
  db: Db,
  choice: {
    companyId: string;
    accountUserId: string;
    topic: 'trip' | 'receipt';
    channels: Record<NoticeChannel, boolean>;
  },
): Promise<void> {
  await db
    .insertInto('rider_notice_preference')
    .values({
      company_id: choice.companyId,
      account_user_id: choice.accountUserId,
      topic: choice.topic,
      ...choice.channels,
    })
    .onConflict((oc) =>
      oc.columns(['company_id', 'account_user_id', 'topic']).doUpdateSet(choice.channels),
    )
    .execute();
}

/** The push subscriptions a ride's notices reach: its rider's devices, or its guest's. */
export function listRidePushSubscriptions(
  db: Db,
  ride: { companyId: string; reservationId: string; accountUserId: string | null },
) {
  return db
    .selectFrom('push_subscription')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('company_id', '=', ride.companyId)
    .where((eb) =>
      ride.accountUserId
        ? eb('account_user_id', '=', ride.accountUserId)
        : eb('reservation_id', '=', ride.reservationId),
    )
    .execute();
}

/** Keeps a browser's push subscription for its owner; the same device again is kept once. */
export async function savePushSubscription(
  db: Db,
  subscription: Insertable<PushSubscriptionTable>,
): Promise<string> {
  const found = await db
    .selectFrom('push_subscription')
    .select('id')
    .where('company_id', '=', subscription.company_id)
    .where('endpoint', '=', subscription.endpoint)
    .where(
      sql<boolean>`coalesce(account_user_id, reservation_id) = ${subscription.account_user_id ?? subscription.reservation_id}`,
    )
    .executeTakeFirst();
  if (found) {
    await db
      .updateTable('push_subscription')
      .set({ p256dh: subscription.p256dh, auth: subscription.auth })
      .where('id', '=', found.id)
      .execute();
    return found.id;
  }
  const { id } = await db
    .insertInto('push_subscription')
    .values(subscription)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Removes a push subscription by its endpoint, for its owner only. */
export async function deletePushSubscription(
  db: Db,
  owner: { companyId: string; accountUserId: string | null; reservationId: string | null },
  endpoint: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscription')
    .where('company_id', '=', owner.companyId)
    .where('endpoint', '=', endpoint)
    .where((eb) =>
      owner.accountUserId
        ? eb('account_user_id', '=', owner.accountUserId)
        : eb('reservation_id', '=', owner.reservationId),
    )
    .execute();
}

/** One push subscription of the company, with its keys. */
export function findPushSubscription(db: Db, companyId: string, id: string) {
  return db
    .selectFrom('push_subscription')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Removes a subscription the push service said is gone (404, 410). */
export async function deleteGoneSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscription').where('id', '=', id).execute();
}

/** Whether the number asked not to be texted by the company. */
export async function isOptedOut(db: Db, companyId: string, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('sms_opt_out')
    .select('phone')
    .where('company_id', '=', companyId)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records that a number asked not to be texted (STOP), or that the provider says so. */
export async function recordOptOut(db: Db, companyId: string, phone: string): Promise<void> {
  await db
    .insertInto('sms_opt_out')
    .values({ company_id: companyId, phone })
    .onConflict((oc) => oc.columns(['company_id', 'phone']).doNothing())
    .execute();
}

/** Forgets an opt-out (START). */
export async function clearOptOut(db: Db, companyId: string, phone: string): Promise<void> {
  await db
    .deleteFrom('sms_opt_out')
    .where('company_id', '=', companyId)
    .where('phone', '=', phone)
    .execute();
}

/** A ride's shared link's hash, to check a guest's link against. */
export function findRideShareHash(db: Db, reservationId: string) {
  return db
    .selectFrom('reservation')
    .select(['id', 'company_id', 'share_hash'])
    .where('id', '=', reservationId)
    .executeTakeFirst();
}
