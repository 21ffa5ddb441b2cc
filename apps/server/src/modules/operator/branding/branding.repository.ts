import { sql, type Kysely, type Updateable } from 'kysely';
import type { CompanyTable, Database } from '../../../db/schema.ts';

type Executor = Kysely<Database>;

/** The company row's settings columns the console edits. */
function settingsQuery(db: Executor, companyId: string) {
  return db
    .selectFrom('company')
    .select([
      'id',
      'name',
      'short_name',
      'title',
      'description',
      'primary_color',
      'background_color',
      'main_font_color',
      'heading_font_color',
      'secondary_text_color',
      'tertiary_color',
      'domain_name',
      'call_to_action_text',
      'website_booking_url',
      'support_phone',
      'support_email',
      'website_url',
      'terms_and_conditions',
      'rental_agreement',
      'privacy_policy',
      'is_create_account_allowed',
      'default_language',
      'offered_languages',
      'distance_unit',
      'country_code',
      'updated_at',
    ])
    .where('id', '=', companyId);
}

export function readCompanySettings(db: Executor, companyId: string) {
  return settingsQuery(db, companyId).executeTakeFirstOrThrow();
}

/** The settings, locked for the caller's transaction (two saves at once apply one after the other). */
export function lockCompanySettings(db: Executor, companyId: string) {
  return settingsQuery(db, companyId).forUpdate().executeTakeFirstOrThrow();
}

export type CompanySettingsRow = Awaited<ReturnType<typeof readCompanySettings>>;

export async function updateCompanySettings(
  db: Executor,
  companyId: string,
  values: Updateable<CompanyTable>,
): Promise<void> {
  await db.updateTable('company').set(values).where('id', '=', companyId).execute();
}

/** Another company that already uses this host name (compared without case). */
export function findOtherCompanyWithDomain(db: Executor, companyId: string, host: string) {
  return db
    .selectFrom('company')
    .select('id')
    .where(sql<string>`lower(domain_name)`, '=', host)
    .where('id', '<>', companyId)
    .executeTakeFirst();
}

/** Writes (or replaces) one of the company's files served at /{coid}/brand/{name}. */
export async function saveAsset(
  db: Executor,
  companyId: string,
  asset: { name: string; contentType: string; body: Buffer },
): Promise<void> {
  await db
    .insertInto('company_asset')
    .values({
      company_id: companyId,
      name: asset.name,
      content_type: asset.contentType,
      body: asset.body,
      updated_at: sql`now()`,
    })
    .onConflict((oc) =>
      oc.columns(['company_id', 'name']).doUpdateSet({
        content_type: asset.contentType,
        body: asset.body,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export function findAssetInfo(db: Executor, companyId: string, name: string) {
  return db
    .selectFrom('company_asset')
    .select(['content_type', sql<number>`octet_length(body)`.as('size')])
    .where('company_id', '=', companyId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/** One of the company's vehicle types, locked; undefined for another company's or none. */
export function lockVehicleType(db: Executor, companyId: string, id: number) {
  return db
    .selectFrom('vehicle_type')
    .select(['id', 'name', 'image_asset'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setVehicleTypeImage(
  db: Executor,
  companyId: string,
  id: number,
  asset: string,
): Promise<void> {
  await db
    .updateTable('vehicle_type')
    .set({ image_asset: asset })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
