import { sql, type Kysely } from 'kysely';

/**
 * Operator-set booking rules and gateway credentials (decision 57):
 * - the service area: a circle around its own centre (none: the company's base), or a polygon
 *   of [latitude, longitude] points, which then replaces the circle;
 * - the cancellation fee rule (JSON, validated by the API; none: cancelling is free);
 * - lead times at most 30 days;
 * - a gateway's credentials, each value sealed with SECRETS_KEY (AES-256-GCM): never plaintext.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('service_area_latitude', 'double precision')
    .addColumn('service_area_longitude', 'double precision')
    .addColumn('service_area_polygon', 'jsonb')
    .addColumn('cancellation_fee_rule', 'jsonb')
    .execute();
  await db.schema
    .alterTable('company')
    .addCheckConstraint(
      'company_service_area_centre',
      sql`(service_area_latitude is null) = (service_area_longitude is null)
        and coalesce(service_area_latitude between -90 and 90, true)
        and coalesce(service_area_longitude between -180 and 180, true)`,
    )
    .execute();
  await db.schema
    .alterTable('company')
    .addCheckConstraint(
      'company_lead_times_at_most_30_days',
      sql`coalesce(reservation_creation_lead_time_minutes, 0) <= 43200
        and coalesce(reservation_modification_lead_time_minutes, 0) <= 43200
        and coalesce(reservation_cancellation_lead_time_minutes, 0) <= 43200`,
    )
    .execute();
  await db.schema
    .alterTable('payment_gateway')
    .addColumn('credentials', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // Sealed values only ("v1.<key id>.<nonce>.<ciphertext>"): a plaintext key cannot be stored.
  await db.schema
    .alterTable('payment_gateway')
    .addCheckConstraint(
      'payment_gateway_credentials_sealed',
      sql`jsonb_typeof(credentials) = 'object' and not jsonb_path_exists(
        credentials,
        '$.* ? (@.type() != "string" || !(@ like_regex "^v1[.][0-9a-f]{8}[.]"))'
      )`,
    )
    .execute();
}
