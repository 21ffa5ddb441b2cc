import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { SAVED_PLACE_COLUMNS, type SavedPlaceTable } from '../maps/index.ts';

export interface PlaceOwner {
  companyId: string;
  accountId: string;
}

export type SavedPlaceRow = Awaited<ReturnType<typeof listRiderPlaces>>[number];

/** The rider's own places (never the company's): Home, Work, Other, by name within each. */
export function listRiderPlaces(db: Db, owner: PlaceOwner, first: number) {
  return db
    .selectFrom('saved_place')
    .select(SAVED_PLACE_COLUMNS)
    .where('company_id', '=', owner.companyId)
    .where('user_id', '=', owner.accountId)
    .orderBy(sql`case type when 'HOME' then 0 when 'WORK' then 1 else 2 end`)
    .orderBy('name')
    .orderBy('id')
    .limit(first)
    .execute();
}

export async function countRiderPlaces(db: Db, owner: PlaceOwner): Promise<number> {
  const { count } = await db
    .selectFrom('saved_place')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', owner.companyId)
    .where('user_id', '=', owner.accountId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Holds the rider's account row until the transaction ends, so two adds count one after the other. */
export async function lockRider(db: Db, owner: PlaceOwner): Promise<boolean> {
  const row = await db
    .selectFrom('account_user')
    .select('id')
    .where('company_id', '=', owner.companyId)
    .where('id', '=', owner.accountId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export function insertSavedPlace(db: Db, place: Insertable<SavedPlaceTable>) {
  return db
    .insertInto('saved_place')
    .values(place)
    .returning(SAVED_PLACE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes one of the rider's own places; false when there is no such place of theirs. */
export async function deleteRiderPlace(db: Db, owner: PlaceOwner, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_place')
    .where('company_id', '=', owner.companyId)
    .where('user_id', '=', owner.accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
