import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { CompanyTable } from '../schema.ts';
import {
  addBrandAssets,
  addSandboxGateway,
  addServiceTypes,
} from '../../modules/operator/index.ts';

const SERVICE_TYPES = [
  { name: 'Point To Point', code: 'PTP' },
  {
    name: 'Airport Arrival',
    code: 'AA',
    // Airport pickups have terms of their own; the other types use the default agreement.
    rentalAgreement: {
      en: [
        '<h2>Airport pickups</h2>',
        '<p>Your chauffeur follows your flight and waits <strong>60 minutes</strong> after landing for international flights and <strong>30 minutes</strong> for domestic ones at no charge.</p>',
        '<ul><li>Waiting beyond that is charged in 15-minute steps at the vehicle’s hourly rate.</li><li>Parking fees at the airport are added to the fare.</li></ul>',
        '<p>Questions? Write to <a href="mailto:support@demo-limousine.test">support@demo-limousine.test</a>.</p>',
      ].join('\n'),
    },
  },
  { name: 'Airport Departure', code: 'AD' },
  { name: 'Hourly', code: 'HRL' },
];

/** A text written in English, the seeded companies' default language (decision 100). */
const english = (text: string) => JSON.stringify({ en: text });

const demo: Insertable<CompanyTable> = {
  id: 'demo',
  name: 'Demo Limousine',
  short_name: 'Demo Limo',
  title: 'Demo Limousine - Book a Ride',
  description:
    'Book chauffeured cars, airport transfers and hourly rides with Demo Limousine in New York.',
  domain_name: null,
  primary_color: '#000000',
  secondary_text_color: '#595959',
  background_color: '#ffffff',
  main_font_color: '#1a1a1a',
  heading_font_color: '#000000',
  tertiary_color: '#f2f2f2',
  background_image: '',
  call_to_action_text: 'Where can we take you?',
  tag_manager_code: '',
  support_phone: '+1 212 555 0100',
  support_email: 'support@demo-limousine.test',
  general_email: 'hello@demo-limousine.test',
  phone1: '+1 212 555 0100',
  website_url: 'https://demo-limousine.test',
  website_booking_url: 'https://demo-limousine.test/book-online',
  currency_code: 'USD',
  currency_symbol: '$',
  time_zone: 'America/New_York',
  country_code: 'US',
  city: 'New York',
  latitude: 40.758,
  longitude: -73.9855,
  privacy_policy: english(
    'Demo Limousine collects the details you give when booking (name, contact details, pickup and drop-off addresses) to provide your ride. We never sell your data. Contact support@demo-limousine.test to see or erase what we hold.',
  ),
  terms_and_conditions: english(
    'Rides are provided by Demo Limousine under its licence. Waiting time beyond 15 minutes at a pickup and 45 minutes at airports is billed at the hourly rate.',
  ),
  rental_agreement: english(
    'The passenger agrees to the rates quoted at booking. Cancellations inside the cancellation lead time are charged in full. Smoking is not permitted in any vehicle.',
  ),
  is_create_account_allowed: true,
  is_billing_address_required: true,
  is_street_address_check: true,
  auto_payment_enabled_message: 'Your card will be charged automatically after the ride.',
  reservation_creation_lead_time_minutes: 60,
  reservation_modification_lead_time_minutes: 120,
  reservation_cancellation_lead_time_minutes: 240,
  max_stops: 5,
};

const acme: Insertable<CompanyTable> = {
  ...demo,
  id: 'acme',
  name: 'Acme Chauffeurs',
  short_name: 'Acme',
  title: 'Acme Chauffeurs London',
  description: 'Executive chauffeur service across London and its airports.',
  primary_color: '#0b3d91',
  secondary_text_color: '#4a4a4a',
  background_color: '#f7f4ec',
  main_font_color: '#1c1c1c',
  heading_font_color: '#0b3d91',
  tertiary_color: '#e9e2cf',
  call_to_action_text: 'Your chauffeur awaits',
  support_phone: '+44 20 7946 0000',
  support_email: 'support@acme-chauffeurs.test',
  general_email: 'bookings@acme-chauffeurs.test',
  phone1: '+44 20 7946 0000',
  website_url: 'https://acme-chauffeurs.test',
  website_booking_url: 'https://acme-chauffeurs.test/reserve',
  currency_code: 'GBP',
  currency_symbol: '£',
  time_zone: 'Europe/London',
  country_code: 'GB',
  city: 'London',
  latitude: 51.5074,
  longitude: -0.1278,
  privacy_policy: english(
    'Acme Chauffeurs processes your personal data under UK GDPR to provide your journey.',
  ),
  terms_and_conditions: english(
    'Journeys are provided by Acme Chauffeurs Ltd, licensed by Transport for London.',
  ),
  rental_agreement: english(
    'Prices include VAT. Waiting time is charged per minute after 15 minutes.',
  ),
  is_create_account_allowed: false,
  is_billing_address_required: false,
  is_street_address_check: false,
  auto_payment_enabled_message: '',
  reservation_creation_lead_time_minutes: 180,
  reservation_modification_lead_time_minutes: 360,
  reservation_cancellation_lead_time_minutes: 1440,
  max_stops: 3,
};

const closed: Insertable<CompanyTable> = {
  ...demo,
  id: 'closed',
  name: 'Closed Cars',
  short_name: 'Closed',
  title: 'Closed Cars',
  description: 'This operator no longer takes bookings.',
  primary_color: '#5a5a5a',
  website_url: 'https://closed-cars.test',
  website_booking_url: 'https://closed-cars.test/book',
  is_disabled: true,
};

export const DEMO_COMPANIES = [demo, acme, closed];

export async function seedCompanies(db: Db): Promise<void> {
  for (const company of DEMO_COMPANIES) {
    await db.insertInto('company').values(company).execute();
    await addServiceTypes(db, company.id, SERVICE_TYPES);
    await addSandboxGateway(db, company.id);
    await addBrandAssets(db, company.id, company.name, company.primary_color ?? '#000000');
  }
}
