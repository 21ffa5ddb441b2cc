import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { SAVED_PLACE_COLUMNS } from './maps.tables.ts';

const knownPlaceColumns = [
  'id',
  'name',
  'category',
  'line1',
  'city',
  'state_code',
  'postal_code',
  'country_code',
  'latitude',
  'longitude',
] as const;

/** Known places inside a box around a point; the caller measures the exact distance. */
export function knownPlacesInBox(
  db: Db,
  companyId: string,
  box: { south: number; north: number; west: number; east: number },
) {
  return db
    .selectFrom('known_place')
    .select(knownPlaceColumns)
    .where('company_id', '=', companyId)
    .where('latitude', '>=', box.south)
    .where('latitude', '<=', box.north)
    .where('longitude', '>=', box.west)
    .where('longitude', '<=', box.east)
    .execute();
}

export function findKnownPlace(db: Db, companyId: string, id: number) {
  return db
    .selectFrom('known_place')
    .select(knownPlaceColumns)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

const savedPlaceColumns = [...SAVED_PLACE_COLUMNS, 'user_id'] as const;

/** Every well-known place of a company (a few dozen: searched in memory, cached with the company). */
export function listKnownPlaces(db: Db, companyId: string) {
  return db
    .selectFrom('known_place')
    .select(knownPlaceColumns)
    .where('company_id', '=', companyId)
    .orderBy('name')
    .execute();
}

/** The company's own places and, for a signed-in rider, theirs: never another rider's. */
export function listSavedPlaces(db: Db, companyId: string, userId: string | null) {
  return (
    db
      .selectFrom('saved_place')
      .select(savedPlaceColumns)
      .where('company_id', '=', companyId)
      .where((eb) =>
        userId
          ? eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)])
          : eb('user_id', 'is', null),
      )
      .orderBy('user_id', (ob) => ob.asc().nullsLast())
      // As My Places lists them: Home, Work, then Other, by name within each.
      .orderBy(sql`case type when 'HOME' then 0 when 'WORK' then 1 else 2 end`)
      .orderBy('name')
      .limit(100)
      .execute()
  );
}

export function findSavedPlace(db: Db, companyId: string, userId: string | null, id: string) {
  return db
    .selectFrom('saved_place')
    .select(savedPlaceColumns)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where((eb) =>
      userId
        ? eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)])
        : eb('user_id', 'is', null),
    )
    .executeTakeFirst();
}

/** The stops a rider's reservations were booked with, the newest reservation first. */
export function listRecentRoutes(db: Db, companyId: string, userId: string, limit: number) {
  // The reservation table belongs to the reservations module; this reads only its routes.
  return db
    .selectFrom('reservation')
    .select(['id', 'route'])
    .where('company_id', '=', companyId)
    .where('account_user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One reservation's route, when it is this rider's in this company. */
export function findRecentRoute(db: Db, companyId: string, userId: string, reservationId: string) {
  return db
    .selectFrom('reservation')
    .select(['id', 'route'])
    .where('company_id', '=', companyId)
    .where('account_user_id', '=', userId)
    .where('id', '=', reservationId)
    .executeTakeFirst();
}

export interface CacheKey {
  companyId: string;
  provider: string;
  operation: string;
  requestKey: string;
}

export async function readCache(
  db: Db,
  key: CacheKey,
  now: Date,
): Promise<{ response: unknown } | undefined> {
  return db
    .selectFrom('maps_cache')
    .select('response')
    .where('company_id', '=', key.companyId)
    .where('provider', '=', key.provider)
    .where('operation', '=', key.operation)
    .where('request_key', '=', key.requestKey)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function writeCache(
  db: Db,
  key: CacheKey,
  response: unknown,
  expiresAt: Date,
): Promise<void> {
  const json = JSON.stringify(response);
  await db
    .insertInto('maps_cache')
    .values({
      company_id: key.companyId,
      provider: key.provider,
      operation: key.operation,
      request_key: key.requestKey,
      response: json,
      expires_at: expiresAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'provider', 'operation', 'request_key'])
        .doUpdateSet({ response: json, created_at: sql`now()`, expires_at: expiresAt }),
    )
    .execute();
}

export async function purgeExpiredCache(db: Db, companyId: string, now: Date): Promise<void> {
  await db
    .deleteFrom('maps_cache')
    .where('company_id', '=', companyId)
    .where('expires_at', '<=', now)
    .execute();
}
