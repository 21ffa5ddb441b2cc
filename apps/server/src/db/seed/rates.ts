import type { Insertable } from 'kysely';
import {
  type PromoCodeTable,
  type VehicleRateTable,
  type VehicleShape,
  vehicleSvg,
} from '../../modules/rates/index.ts';
import type { Db } from '../database.ts';

type RateValues = Omit<
  Insertable<VehicleRateTable>,
  'company_id' | 'vehicle_type_id' | 'updated_at'
>;

interface DemoVehicle {
  name: string;
  shape: VehicleShape;
  passengers: number;
  luggage: number;
  childSeats: number;
  accessible: boolean;
  rates: RateValues;
}

// New York: 20% gratuity and 8.875% sales tax; amounts in cents.
const demoFleet: DemoVehicle[] = [
  {
    name: 'Sedan',
    shape: 'sedan',
    passengers: 3,
    luggage: 3,
    childSeats: 2,
    accessible: false,
    rates: {
      base_fare: 2500,
      per_mile: 350,
      per_minute: 60,
      hourly_rate: 7500,
      hourly_minimum_hours: 2,
    },
  },
  {
    name: 'SUV',
    shape: 'suv',
    passengers: 6,
    luggage: 6,
    childSeats: 3,
    accessible: false,
    rates: {
      base_fare: 3500,
      per_mile: 450,
      per_minute: 75,
      hourly_rate: 9500,
      hourly_minimum_hours: 2,
    },
  },
  {
    name: 'Sprinter',
    shape: 'sprinter',
    passengers: 14,
    luggage: 14,
    childSeats: 4,
    accessible: true,
    rates: {
      base_fare: 9000,
      per_mile: 700,
      per_minute: 110,
      hourly_rate: 16500,
      hourly_minimum_hours: 4,
    },
  },
  {
    name: 'Stretch',
    shape: 'stretch',
    passengers: 10,
    luggage: 4,
    childSeats: 2,
    accessible: false,
    rates: {
      base_fare: 7500,
      per_mile: 600,
      per_minute: 100,
      hourly_rate: 15000,
      hourly_minimum_hours: 3,
    },
  },
];
const demoFees: RateValues = {
  airport_pickup_fee: 1500,
  airport_dropoff_fee: 1000,
  stop_fee: 1500,
  child_seat_fee: 1500,
  gratuity_millipercent: 20_000,
  tax_millipercent: 8_875,
};

// London: 12.5% service charge and 20% VAT; amounts in pence, airport fees like Heathrow's.
const acmeFleet: DemoVehicle[] = [
  {
    ...demoFleet[0]!,
    rates: {
      base_fare: 2000,
      per_mile: 300,
      per_minute: 50,
      hourly_rate: 6000,
      hourly_minimum_hours: 2,
    },
  },
  {
    ...demoFleet[1]!,
    rates: {
      base_fare: 3000,
      per_mile: 400,
      per_minute: 65,
      hourly_rate: 8000,
      hourly_minimum_hours: 3,
    },
  },
  {
    ...demoFleet[2]!,
    rates: {
      base_fare: 8000,
      per_mile: 600,
      per_minute: 95,
      hourly_rate: 14000,
      hourly_minimum_hours: 4,
    },
  },
  {
    ...demoFleet[3]!,
    rates: {
      base_fare: 6500,
      per_mile: 550,
      per_minute: 90,
      hourly_rate: 13000,
      hourly_minimum_hours: 3,
    },
  },
];
const acmeFees: RateValues = {
  airport_pickup_fee: 700,
  airport_dropoff_fee: 500,
  stop_fee: 1000,
  child_seat_fee: 1000,
  gratuity_millipercent: 12_500,
  tax_millipercent: 20_000,
};

const SINCE = '2024-01-01T00:00:00Z';

const demoPromotions: Omit<Insertable<PromoCodeTable>, 'company_id'>[] = [
  {
    code: 'WELCOME10',
    description: '10% off your ride',
    kind: 'percent',
    percent_millipercent: 10_000,
    valid_from: SINCE,
  },
  {
    code: 'SAVE20',
    description: '$20 off your ride',
    kind: 'fixed',
    amount: 2000,
    valid_from: SINCE,
  },
  {
    code: 'SUMMER2020',
    description: 'Summer 2020: 15% off',
    kind: 'percent',
    percent_millipercent: 15_000,
    valid_from: '2020-06-01T04:00:00Z',
    valid_until: '2020-09-01T04:00:00Z',
  },
  {
    code: 'NEWYEAR2100',
    description: 'A new century: 21% off',
    kind: 'percent',
    percent_millipercent: 21_000,
    valid_from: '2100-01-01T05:00:00Z',
  },
];
const acmePromotions: Omit<Insertable<PromoCodeTable>, 'company_id'>[] = [
  {
    code: 'LONDON5',
    description: '£5 off your journey',
    kind: 'fixed',
    amount: 500,
    valid_from: SINCE,
  },
];

async function seedFleet(
  db: Db,
  companyId: string,
  fleet: DemoVehicle[],
  fees: RateValues,
): Promise<void> {
  const company = await db
    .selectFrom('company')
    .select('primary_color')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  for (const [index, vehicle] of fleet.entries()) {
    const asset = `vehicle-${vehicle.shape}`;
    await db
      .insertInto('company_asset')
      .values({
        company_id: companyId,
        name: asset,
        content_type: 'image/svg+xml',
        body: Buffer.from(vehicleSvg(vehicle.shape, vehicle.name, company.primary_color)),
      })
      .execute();
    const { id } = await db
      .insertInto('vehicle_type')
      .values({
        company_id: companyId,
        name: vehicle.name,
        passenger_capacity: vehicle.passengers,
        luggage_capacity: vehicle.luggage,
        child_seat_capacity: vehicle.childSeats,
        is_accessible: vehicle.accessible,
        image_asset: asset,
        sort_order: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vehicle_rate')
      .values({ company_id: companyId, vehicle_type_id: id, ...fees, ...vehicle.rates })
      .execute();
  }
}

/** Four vehicle types with rates for demo (USD) and acme (GBP), and a few promo codes. */
export async function seedRates(db: Db): Promise<void> {
  await seedFleet(db, 'demo', demoFleet, demoFees);
  await seedFleet(db, 'acme', acmeFleet, acmeFees);
  await db
    .insertInto('promo_code')
    .values(demoPromotions.map((p) => ({ ...p, company_id: 'demo' })))
    .execute();
  await db
    .insertInto('promo_code')
    .values(acmePromotions.map((p) => ({ ...p, company_id: 'acme' })))
    .execute();
}
