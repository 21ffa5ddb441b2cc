import { isValidCoid } from '@ride/domain';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { brandIconPng, logoSvg } from '../../db/seed/png.ts';
import { badUserInput, conflict, notFound } from '../../core/errors.ts';
import { vehicleSvg } from '../rates/index.ts';
import { recordAudit, touchCompany, type AuditActor } from './audit.ts';
import { parseNewCompany, type CompanyDraft } from './company-setup-input.ts';
import { inviteStaff } from './invitations.ts';

type Executor = Kysely<Database>;

const COLOUR = '#000000';
/** The service types every company starts with, as the spec's demo company has them. */
export const STARTER_SERVICE_TYPES = [
  { name: 'Point To Point', code: 'PTP' },
  { name: 'Airport Arrival', code: 'AA' },
  { name: 'Airport Departure', code: 'AD' },
  { name: 'Hourly', code: 'HRL' },
];
/** One vehicle type to start with; amounts in minor units of the company's currency. */
export const STARTER_VEHICLE = {
  name: 'Sedan',
  shape: 'sedan' as const,
  passengers: 3,
  luggage: 3,
  childSeats: 2,
  rates: {
    base_fare: 2500,
    per_mile: 350,
    per_minute: 60,
    hourly_rate: 7500,
    hourly_minimum_hours: 2,
    airport_pickup_fee: 1500,
    airport_dropoff_fee: 1000,
    stop_fee: 1500,
    child_seat_fee: 1500,
    gratuity_millipercent: 20_000,
    tax_millipercent: 0,
  },
};
const LEAD_TIMES = { creation: 60, modification: 120, cancellation: 240 };

export interface CreatedCompany {
  coid: string;
  name: string;
  currencyCode: string;
  timeZone: string;
  countryCode: string;
  city: string;
  latitude: number;
  longitude: number;
  serviceRadiusKm: number;
  adminEmail: string;
  invitationExpiresAt: string;
}

async function insertCompany(trx: Executor, draft: CompanyDraft): Promise<void> {
  const shortName = draft.name.length <= 12 ? draft.name : draft.name.slice(0, 12).trim();
  await trx
    .insertInto('company')
    .values({
      id: draft.coid,
      name: draft.name,
      short_name: shortName,
      title: `${draft.name} - Book a Ride`,
      description: `Book rides with ${draft.name}.`,
      domain_name: null,
      primary_color: COLOUR,
      secondary_text_color: '#595959',
      background_color: '#ffffff',
      main_font_color: '#1a1a1a',
      heading_font_color: '#000000',
      tertiary_color: '#f2f2f2',
      background_image: '',
      call_to_action_text: 'Where can we take you?',
      tag_manager_code: '',
      support_phone: '',
      support_email: draft.adminEmail,
      general_email: draft.adminEmail,
      phone1: '',
      website_url: '',
      website_booking_url: '',
      currency_code: draft.currencyCode,
      currency_symbol: draft.currencySymbol,
      time_zone: draft.timeZone,
      country_code: draft.countryCode,
      city: draft.city,
      latitude: draft.latitude,
      longitude: draft.longitude,
      service_radius_km: draft.serviceRadiusKm,
      privacy_policy: `${draft.name} uses the details you give when booking (name, contact details, pickup and drop-off addresses) only to provide your ride.`,
      terms_and_conditions: `Rides are provided by ${draft.name}.`,
      rental_agreement: 'The passenger agrees to the rates quoted at booking.',
      is_create_account_allowed: true,
      reservation_creation_lead_time_minutes: LEAD_TIMES.creation,
      reservation_modification_lead_time_minutes: LEAD_TIMES.modification,
      reservation_cancellation_lead_time_minutes: LEAD_TIMES.cancellation,
    })
    .execute();
  await addServiceTypes(trx, draft.coid, STARTER_SERVICE_TYPES);
  await addSandboxGateway(trx, draft.coid);
  await addBrandAssets(trx, draft.coid, draft.name, COLOUR);
  const vehicle = STARTER_VEHICLE;
  const vehicleAsset = `vehicle-${vehicle.shape}`;
  await trx
    .insertInto('company_asset')
    .values({
      company_id: draft.coid,
      name: vehicleAsset,
      content_type: 'image/svg+xml',
      body: Buffer.from(vehicleSvg(vehicle.shape, vehicle.name, COLOUR)),
    })
    .execute();
  const { id } = await trx
    .insertInto('vehicle_type')
    .values({
      company_id: draft.coid,
      name: vehicle.name,
      passenger_capacity: vehicle.passengers,
      luggage_capacity: vehicle.luggage,
      child_seat_capacity: vehicle.childSeats,
      image_asset: vehicleAsset,
      sort_order: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('vehicle_rate')
    .values({ company_id: draft.coid, vehicle_type_id: id, ...vehicle.rates })
    .execute();
}

/** A new company's service types, in the given order. */
export async function addServiceTypes(
  db: Executor,
  companyId: string,
  types: readonly { name: string; code: string; rental_agreement?: string }[],
): Promise<void> {
  await db
    .insertInto('service_type')
    .values(types.map((type, index) => ({ ...type, company_id: companyId, sort_order: index })))
    .execute();
}

/** The offline sandbox gateway (hosted card fields), the company's default. */
export async function addSandboxGateway(db: Executor, companyId: string): Promise<void> {
  await db
    .insertInto('payment_gateway')
    .values({
      company_id: companyId,
      name: 'Sandbox Gateway',
      gateway: 'FullsteamPay',
      parameter1: `sandbox-${companyId}`,
      parameter4: JSON.stringify({ IsStreetChecked: 'true', IsZipChecked: 'true' }),
      is_default: true,
    })
    .execute();
}

/** A logo with the company's name and the app icons, in its colour, until it uploads its own. */
export async function addBrandAssets(
  db: Executor,
  companyId: string,
  name: string,
  colour: string,
): Promise<void> {
  await db
    .insertInto('company_asset')
    .values([
      {
        company_id: companyId,
        name: 'logo',
        content_type: 'image/svg+xml',
        body: logoSvg(name, colour),
      },
      ...[192, 512].map((size) => ({
        company_id: companyId,
        name: `icon-${size}`,
        content_type: 'image/png',
        body: brandIconPng(size, colour, '#ffffff'),
      })),
    ])
    .execute();
}

/**
 * Creates a company that can take bookings at once (service types, a vehicle type with rates,
 * lead times, the sandbox gateway, a service area around its base) and invites its first admin,
 * all in one transaction: a refusal or failure leaves nothing behind. Company ids are unique
 * regardless of case, since they appear in addresses riders type.
 */
export async function createCompany(
  db: Executor,
  config: Pick<Config, 'publicUrl' | 'mailFrom'>,
  raw: unknown,
  actor: AuditActor = { commandLine: 'company:create' },
): Promise<CreatedCompany> {
  const draft = parseNewCompany(raw);
  return db.transaction().execute(async (trx) => {
    // Two creations of one id at once: the second waits here, then sees the first.
    await sql`select pg_advisory_xact_lock(hashtext(${`company:${draft.coid.toLowerCase()}`}))`.execute(
      trx,
    );
    const existing = await trx
      .selectFrom('company')
      .select('id')
      .where(sql<string>`lower(id)`, '=', draft.coid.toLowerCase())
      .executeTakeFirst();
    if (existing) throw conflict(`A company with the id "${existing.id}" already exists.`);
    await insertCompany(trx, draft);
    const { expiresAt } = await inviteStaff(trx, config, actor, draft.coid, {
      email: draft.adminEmail,
      role: 'admin',
    });
    const created: CreatedCompany = {
      coid: draft.coid,
      name: draft.name,
      currencyCode: draft.currencyCode,
      timeZone: draft.timeZone,
      countryCode: draft.countryCode,
      city: draft.city,
      latitude: draft.latitude,
      longitude: draft.longitude,
      serviceRadiusKm: draft.serviceRadiusKm,
      adminEmail: draft.adminEmail,
      invitationExpiresAt: expiresAt.toISOString(),
    };
    const { adminEmail: _mailed, invitationExpiresAt: _expires, ...settings } = created;
    await recordAudit(trx, draft.coid, actor, {
      action: 'company.create',
      target: draft.coid,
      after: { ...settings, starterVehicle: STARTER_VEHICLE.name },
    });
    return created;
  });
}

/**
 * Turns a company's rider app off (riders see the disabled-company screen) or back on, with its
 * audit row and a new `updated_at` so riders' update check notices at once.
 */
export async function setCompanyDisabled(
  db: Executor,
  raw: unknown,
  disabled: boolean,
  actor: AuditActor = { commandLine: disabled ? 'company:disable' : 'company:enable' },
): Promise<{ coid: string; name: string; changed: boolean }> {
  const coid = parseCoid(raw);
  return db.transaction().execute(async (trx) => {
    const company = await trx
      .selectFrom('company')
      .select(['id', 'name', 'is_disabled'])
      .where('id', '=', coid)
      .forUpdate()
      .executeTakeFirst();
    if (!company) throw notFound(`Company "${coid}"`);
    if (company.is_disabled === disabled) {
      return { coid: company.id, name: company.name, changed: false };
    }
    await trx
      .updateTable('company')
      .set({ is_disabled: disabled })
      .where('id', '=', coid)
      .execute();
    await recordAudit(trx, coid, actor, {
      action: disabled ? 'company.disable' : 'company.enable',
      target: coid,
      before: { isDisabled: company.is_disabled },
      after: { isDisabled: disabled },
    });
    await touchCompany(trx, coid);
    return { coid: company.id, name: company.name, changed: true };
  });
}

export const disableCompany = (db: Executor, raw: unknown) => setCompanyDisabled(db, raw, true);
export const enableCompany = (db: Executor, raw: unknown) => setCompanyDisabled(db, raw, false);

function parseCoid(raw: unknown): string {
  const draft = (typeof raw === 'object' && raw !== null ? raw : {}) as { coid?: unknown };
  const coid = typeof draft.coid === 'string' ? draft.coid.trim() : '';
  if (!coid) throw badUserInput('A company id (coid) is required.', 'coid');
  if (!isValidCoid(coid)) throw badUserInput(`"${coid}" is not a valid company id.`, 'coid');
  return coid;
}
