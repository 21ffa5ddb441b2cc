import { timingSafeEqual } from 'node:crypto';
import { DEFAULT_RIDER_CHOICE, type RiderNoticeChoice } from '@ride/domain';
import { z } from 'zod';
import type { Viewer } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badUserInput, notFound } from '../../core/errors.ts';
import { parsePushSubscription, subscriptionRules } from '../../adapters/push/index.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import {
  deletePushSubscription,
  findRideShareHash,
  listRiderPreferences,
  savePushSubscription,
  saveRiderPreference,
} from './preferences.repository.ts';

type NoticeDeps = Pick<Deps, 'db' | 'config'>;

const channelsSchema = z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() });

export const preferencesSchema = z.object({
  coid: z.string().nullish(),
  trip: channelsSchema,
  receipt: channelsSchema,
});

/** noticePreferences: the signed-in rider's channels per topic (the defaults where never chosen). */
export async function noticePreferences(
  deps: Pick<NoticeDeps, 'db'>,
  viewer: Pick<Viewer, 'companyId' | 'userId'>,
): Promise<RiderNoticeChoice> {
  const rows = await listRiderPreferences(deps.db, viewer.companyId, viewer.userId);
  const choice = { ...DEFAULT_RIDER_CHOICE };
  for (const row of rows) choice[row.topic] = { email: row.email, sms: row.sms, push: row.push };
  return choice;
}

/** updateNoticePreferences: keeps the rider's channels for both topics. */
export async function updateNoticePreferences(
  deps: NoticeDeps,
  viewer: Viewer,
  input: z.infer<typeof preferencesSchema>,
): Promise<RiderNoticeChoice> {
  await deps.db.transaction().execute(async (trx) => {
    for (const topic of ['trip', 'receipt'] as const) {
      await saveRiderPreference(trx, {
        companyId: viewer.companyId,
        accountUserId: viewer.userId,
        topic,
        channels: input[topic],
      });
    }
  });
  return noticePreferences(deps, viewer);
}

export const subscriptionSchema = z.object({
  coid: z.string().nullish(),
  endpoint: z.string().max(2000),
  p256dh: z.string().max(200),
  auth: z.string().max(100),
  /** A guest's ride, with its shared link's hash: the subscription is that ride's. */
  reservationId: z.uuid('reservationId must be a ride id').nullish(),
  hash: z.string().max(200).nullish(),
});

type SubscriptionInput = z.infer<typeof subscriptionSchema>;

const unsubscribeSchema = subscriptionSchema.pick({
  coid: true,
  endpoint: true,
  reservationId: true,
  hash: true,
});

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Who a subscription belongs to: the signed-in rider's device, or (a guest, with the ride's link)
 * that one ride. A ride the link does not open is NOT_FOUND, like an unknown one.
 */
async function ownerOf(
  deps: NoticeDeps,
  viewer: Viewer | null,
  input: Pick<SubscriptionInput, 'coid' | 'reservationId' | 'hash'>,
) {
  if (viewer) {
    return { companyId: viewer.companyId, accountUserId: viewer.userId, reservationId: null };
  }
  if (!input.reservationId || !input.hash) throw notFound('Ride');
  const ride = await findRideShareHash(deps.db, input.reservationId);
  const sameCompany = !input.coid || ride?.company_id === input.coid;
  if (!ride || !sameCompany || !sameText(ride.share_hash, input.hash)) throw notFound('Ride');
  return { companyId: ride.company_id, accountUserId: null, reservationId: ride.id };
}

/** subscribeToPush: keeps a browser's push subscription for its rider (or guest's ride). */
export async function subscribeToPush(
  deps: NoticeDeps,
  viewer: Viewer | null,
  rawInput: unknown,
): Promise<boolean> {
  const input = parseOrRefuse(subscriptionSchema, rawInput);
  const parsed = parsePushSubscription(input, subscriptionRules(deps.config));
  if (!parsed.ok) {
    const [problem] = parsed.problems;
    throw badUserInput(problem?.message ?? 'The subscription is not valid.', problem?.field ?? '');
  }
  const keys = parsed.subscription;
  const owner = await ownerOf(deps, viewer, input);
  await savePushSubscription(deps.db, {
    company_id: owner.companyId,
    account_user_id: owner.accountUserId,
    reservation_id: owner.reservationId,
    endpoint: keys.endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
  });
  return true;
}

/** unsubscribeFromPush: forgets the browser's subscription for its owner. */
export async function unsubscribeFromPush(
  deps: NoticeDeps,
  viewer: Viewer | null,
  rawInput: unknown,
): Promise<boolean> {
  const input = parseOrRefuse(unsubscribeSchema, rawInput);
  const owner = await ownerOf(deps, viewer, input);
  await deletePushSubscription(deps.db, owner, input.endpoint);
  return true;
}
