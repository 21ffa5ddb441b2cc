import { sql, type Kysely } from 'kysely';
import type { OperatorTexts } from '@ride/domain';
import type { Database } from '../../db/schema.ts';
import { brandIconPng, logoSvg } from '../../db/seed/png.ts';
import { vehicleSvg } from '../rates/index.ts';
import type { CompanyDraft } from './company-setup-input.ts';

type Executor = Kysely<Database>;

const COLOUR = '#000000';

/** The service types every company starts with, as the spec's demo company has them. */
const STARTER_SERVICE_TYPES = [
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
    gratuity_millipercent: 20000,
    tax_millipercent: 0,
  },
};

const LEAD_TIMES = { creation: 60, modification: 120, cancellation: 240 };

export async function insertCompany(trx: Executor, draft: CompanyDraft): Promise<void> {
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
      // In English, the new company's default language (decision 100: texts by language).
      privacy_policy: JSON.stringify({
        en: `${draft.name} uses the details you give when booking (name, contact details, pickup and drop-off addresses) only to provide your ride.`,
      }),
      terms_and_conditions: JSON.stringify({ en: `Rides are provided by ${draft.name}.` }),
      rental_agreement: JSON.stringify({
        en: 'The passenger agrees to the rates quoted at booking.',
      }),
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
  types: readonly { name: string; code: string; rentalAgreement?: OperatorTexts }[],
): Promise<void> {
  await db
    .insertInto('service_type')
    .values(
      types.map(({ rentalAgreement, ...type }, index) => ({
        ...type,
        company_id: companyId,
        sort_order: index,
        rental_agreement: JSON.stringify(rentalAgreement ?? {}),
      })),
    )
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
 * Holds the company id (any case) for the transaction: two creations of one id at once, the
 * second waits here, then sees the first.
 */
export async function lockCompanyId(db: Executor, coid: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`company:${coid.toLowerCase()}`}))`.execute(db);
}

/** The id of the company whose id is this one in any case, if there is one. */
export async function findCompanyIdAnyCase(
  db: Executor,
  coid: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('company')
    .select('id')
    .where(sql<string>`lower(id)`, '=', coid.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/** The company and whether it is disabled, locked for the transaction. */
export function lockCompanyStatus(db: Executor, coid: string) {
  return db
    .selectFrom('company')
    .select(['id', 'name', 'is_disabled'])
    .where('id', '=', coid)
    .forUpdate()
    .executeTakeFirst();
}

export async function saveCompanyDisabled(
  db: Executor,
  coid: string,
  disabled: boolean,
): Promise<void> {
  await db.updateTable('company').set({ is_disabled: disabled }).where('id', '=', coid).execute();
}
