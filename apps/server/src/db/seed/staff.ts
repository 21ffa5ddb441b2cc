import { hashPassword } from '../../modules/auth/index.ts';
import type { Db } from '../database.ts';
import { DEMO_RIDER } from './riders.ts';

/** The demo driver: signs in on the driver page and is the one `npm run simulate` drives as. */
export const DEMO_DRIVER = {
  companyId: 'demo',
  email: 'driver@demo.test',
  password: 'Demo!Driver2026',
  firstName: 'Marco',
  lastName: 'Driver',
  phone: '+1 212 555 0199',
} as const;

/** A driver of the other company, for tenancy. */
const ACME_DRIVER = {
  companyId: 'acme',
  email: 'driver@acme.test',
  password: 'Acme!Driver2026',
  firstName: 'Alfie',
  lastName: 'Driver',
  phone: '+44 20 7946 0199',
} as const;

/** The companies' office staff, who sign in to the operator console at /console/. */
export const DEMO_ADMIN = {
  companyId: 'demo',
  email: 'admin@demo.test',
  password: 'Demo!Admin2026',
  firstName: 'Olivia',
  lastName: 'Admin',
  phone: '+1 212 555 0100',
} as const;

const OFFICE = [
  { ...DEMO_ADMIN, role: 'admin' },
  {
    companyId: 'demo',
    email: 'dispatcher@demo.test',
    password: 'Demo!Dispatch2026',
    firstName: 'Dean',
    lastName: 'Dispatcher',
    phone: '+1 212 555 0101',
    role: 'dispatcher',
  },
  {
    companyId: 'acme',
    email: 'admin@acme.test',
    password: 'Acme!Admin2026',
    firstName: 'Amelia',
    lastName: 'Admin',
    phone: '+44 20 7946 0100',
    role: 'admin',
  },
] as const;

const FLEET = [
  {
    companyId: 'demo',
    type: 'SUV',
    plate: 'DEMO 101',
    make: 'Cadillac',
    model: 'Escalade',
    color: 'Black',
    seats: 6,
  },
  {
    companyId: 'demo',
    type: 'Sedan',
    plate: 'DEMO 102',
    make: 'Mercedes-Benz',
    model: 'S 580',
    color: 'Obsidian Black',
    seats: 3,
  },
  // A second car of the types riders book most, and one of each other type: every demo ride can
  // be given a vehicle, and a driver setting off without one picks it (decision 83).
  {
    companyId: 'demo',
    type: 'Sedan',
    plate: 'DEMO 103',
    make: 'Lincoln',
    model: 'Continental',
    color: 'Silver',
    seats: 3,
  },
  {
    companyId: 'demo',
    type: 'SUV',
    plate: 'DEMO 104',
    make: 'Chevrolet',
    model: 'Suburban',
    color: 'White',
    seats: 6,
  },
  {
    companyId: 'demo',
    type: 'Sprinter',
    plate: 'DEMO 201',
    make: 'Mercedes-Benz',
    model: 'Sprinter',
    color: 'Black',
    seats: 14,
  },
  {
    companyId: 'demo',
    type: 'Stretch',
    plate: 'DEMO 301',
    make: 'Lincoln',
    model: 'Stretch Limousine',
    color: 'White',
    seats: 10,
  },
  {
    companyId: 'acme',
    type: 'Sedan',
    plate: 'AC24 ME1',
    make: 'Jaguar',
    model: 'XJ',
    color: 'Silver',
    seats: 3,
  },
] as const;

/**
 * Staff and fleet of the demo companies: a driver and an admin each (demo also a dispatcher), a
 * few vehicles, and the demo rider's
 * earliest upcoming ride assigned to the demo driver. Demo's drivers may take open rides
 * themselves, so a ride the visitor books can be driven by `npm run simulate`.
 */
export async function seedStaff(db: Db): Promise<void> {
  const driverIds = new Map<string, string>();
  const drivers = [DEMO_DRIVER, ACME_DRIVER].map((driver) => ({
    ...driver,
    role: 'driver' as const,
  }));
  for (const member of [...drivers, ...OFFICE] as const) {
    const row = await db
      .insertInto('staff_user')
      .values({
        company_id: member.companyId,
        role: member.role,
        email: member.email,
        password_hash: await hashPassword(member.password),
        first_name: member.firstName,
        last_name: member.lastName,
        phone: member.phone,
        profile_pic: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (member.role === 'driver') driverIds.set(member.companyId, row.id);
  }

  const vehicleIds = new Map<string, string>();
  for (const vehicle of FLEET) {
    const type = await db
      .selectFrom('vehicle_type')
      .select('id')
      .where('company_id', '=', vehicle.companyId)
      .where('name', '=', vehicle.type)
      .executeTakeFirst();
    if (!type) continue;
    const row = await db
      .insertInto('fleet_vehicle')
      .values({
        company_id: vehicle.companyId,
        vehicle_type_id: type.id,
        license_plate: vehicle.plate,
        make: vehicle.make,
        model: vehicle.model,
        color: vehicle.color,
        passenger_capacity: vehicle.seats,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!vehicleIds.has(vehicle.companyId)) vehicleIds.set(vehicle.companyId, row.id);
  }

  await db
    .updateTable('company')
    .set({ drivers_may_accept_rides: true })
    .where('id', '=', DEMO_DRIVER.companyId)
    .execute();

  const rider = await db
    .selectFrom('account_user')
    .select('id')
    .where('company_id', '=', DEMO_RIDER.companyId)
    .where('email', '=', DEMO_RIDER.email)
    .executeTakeFirstOrThrow();
  const firstUpcoming = await db
    .selectFrom('reservation')
    .select('id')
    .where('company_id', '=', DEMO_RIDER.companyId)
    .where('account_user_id', '=', rider.id)
    .where('status', '=', 'BOOKED')
    .where('scheduled_pickup_at', '>', new Date())
    .orderBy('scheduled_pickup_at')
    .limit(1)
    .executeTakeFirst();
  if (firstUpcoming) {
    await db
      .updateTable('reservation')
      .set({
        driver_id: driverIds.get(DEMO_DRIVER.companyId)!,
        fleet_vehicle_id: vehicleIds.get(DEMO_DRIVER.companyId) ?? null,
      })
      .where('company_id', '=', DEMO_RIDER.companyId)
      .where('id', '=', firstUpcoming.id)
      .execute();
  }
}
