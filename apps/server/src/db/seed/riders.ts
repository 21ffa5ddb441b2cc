import { hashPassword } from '../../modules/auth/index.ts';
import type { Db } from '../database.ts';

/** The demo rider of DESIGN.md; later seeders (rides, cards, places) find them by this email. */
export const DEMO_RIDER = {
  companyId: 'demo',
  email: 'rider@demo.test',
  password: 'Demo!Rider2026',
  firstName: 'Dana',
  lastName: 'Rider',
  phone: '+1 212 555 0142',
} as const;

export async function seedRiders(db: Db): Promise<void> {
  await db
    .insertInto('account_user')
    .values({
      company_id: DEMO_RIDER.companyId,
      email: DEMO_RIDER.email,
      // One argon2 hash: seeding runs once per database, so this costs well under a second.
      password_hash: await hashPassword(DEMO_RIDER.password),
      first_name: DEMO_RIDER.firstName,
      last_name: DEMO_RIDER.lastName,
      phone: DEMO_RIDER.phone,
      address_line1: '350 5th Avenue',
      address_line2: 'Suite 4200',
      address_city: 'New York',
      address_state_code: 'NY',
      address_postal_code: '10118',
      address_country_code: 'US',
      default_credit_card_id: null,
      default_payment_type_id: null,
    })
    .execute();
}
