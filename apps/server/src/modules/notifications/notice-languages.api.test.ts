import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { buildRider, clearRateLimits } from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import { DEMO_DISPATCHER } from '../staff/staff.test-helpers.ts';
import {
  buildStaff,
  signInAsStaff,
  type BuiltStaff,
  UPDATE_RIDE_STATUS,
} from '../tracking/driver.test-helpers.ts';
import { buildFleetVehicle } from '../tracking/tracking.test-helpers.ts';
import { ASSIGN_RIDE, sentToRider } from './notices.test-helpers.ts';

/** The pickup as a Spanish reader sees it on the company's clock (New York). */
const spanishWhen = (instant: Date) => {
  const zone = { timeZone: 'America/New_York' };
  const date = new Intl.DateTimeFormat('es', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...zone,
  }).format(instant);
  const time = new Intl.DateTimeFormat('es', { hour: 'numeric', minute: '2-digit', ...zone });
  return `${date} a las ${time.format(instant)}`;
};

describe.each(databaseKinds())('the language of a ride’s messages on %s', (kind) => {
  const api = useTestApi(kind);
  let driver: BuiltStaff;
  let driverHeaders: Record<string, string>;
  let dispatcherHeaders: Record<string, string>;
  let slot = 0;

  beforeAll(async () => {
    driver = await buildStaff(api);
    driverHeaders = await signInAsStaff(api, driver.email, driver.password);
    dispatcherHeaders = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
  });
  beforeEach(() => clearRateLimits(api));

  const ride = (overrides: Parameters<typeof buildReservation>[1] = {}) =>
    buildReservation(api, {
      inMinutes: 90 + 300 * slot++,
      passenger_phone: '+1 212 555 0145',
      passenger_email: `lang-${slot}@example.test`,
      ...overrides,
    });

  async function assignAndDrive(rideId: string, ...statuses: string[]) {
    const vehicle = await buildFleetVehicle(api);
    const assigned = await api.gql(
      ASSIGN_RIDE,
      { input: { reservationId: rideId, driverId: driver.id, fleetVehicleId: vehicle.id } },
      dispatcherHeaders,
    );
    expect(assigned.errors).toBeUndefined();
    for (const status of statuses) {
      const res = await api.gql(
        UPDATE_RIDE_STATUS,
        { input: { reservationId: rideId, status } },
        driverHeaders,
      );
      expect(res.errors, status).toBeUndefined();
    }
  }

  it('writes to a guest in the language they booked in: words, dates and prices', async () => {
    const booked = await ride({ language: 'es' });
    await assignAndDrive(
      booked.id,
      'DRIVER_IS_ON_THE_WAY',
      'DRIVER_IS_AT_PICKUP',
      'DRIVER_IS_WAITING_AT_PICKUP',
      'DRIVING_PASSENGER',
      'COMPLETED',
    );
    const sent = await sentToRider(api, booked.id);
    const when = spanishWhen(new Date(booked.scheduled_pickup_at));
    const assignedMail = sent.find((m) => m.kind === 'driver_assigned' && m.channel === 'email')!;
    expect(assignedMail.subject).toBe(
      `Tu conductor para el viaje n.º ${booked.confirmation_number}`,
    );
    expect(assignedMail.body).toContain(`Recogida: ${when}`);
    expect(assignedMail.html_body).toMatch(/<html[^>]* lang="es"/);
    // Spanish is not GSM-7: up to four UCS-2 segments carry the facts and the whole link.
    const assignedSms = sent.find((m) => m.kind === 'driver_assigned' && m.channel === 'sms')!;
    expect(assignedSms.body).toContain(`Tu chófer está asignado. Viaje n.º`);
    expect(assignedSms.body).toContain(when);
    expect(assignedSms.body).toContain(`/tracking?id=${booked.id}`);
    const arrived = sent.find((m) => m.kind === 'arrived' && m.channel === 'sms')!;
    expect(arrived.body).toMatch(/^Demo Limousine: Tu chófer ha llegado/);
    const receipt = sent.find((m) => m.kind === 'completed' && m.channel === 'email')!;
    expect(receipt.subject).toBe(`Tu recibo del viaje n.º ${booked.confirmation_number}`);
    const total = new Intl.NumberFormat('es', {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    }).format(booked.total_minor / 100);
    expect(receipt.body).toContain(total);
  });

  it('writes to a signed-in rider in their account’s language, whatever the ride was booked in', async () => {
    const rider = await buildRider(api);
    await api.db
      .updateTable('account_user')
      .set({ language: 'es' })
      .where('id', '=', rider.id)
      .execute();
    const booked = await ride({ account_user_id: rider.id, is_guest: false, language: 'en' });
    await assignAndDrive(booked.id, 'DRIVER_IS_ON_THE_WAY');
    const sent = await sentToRider(api, booked.id);
    const mail = sent.find((m) => m.kind === 'driver_assigned' && m.channel === 'email')!;
    expect(mail.subject).toBe(`Tu conductor para el viaje n.º ${booked.confirmation_number}`);
    expect(mail.body).toMatch(/^Hola, /);
    expect(mail.body).toContain(`Recogida: ${spanishWhen(new Date(booked.scheduled_pickup_at))}`);
  });

  it('keeps English riders’ messages as they were, and falls back to the company’s default', async () => {
    const english = await ride();
    // Booked in German, which the company no longer offers: its default (English) is used.
    const german = await ride({ language: 'de' });
    await api.db
      .updateTable('company')
      .set({ offered_languages: ['en', 'es', 'fr', 'ar'] })
      .where('id', '=', 'demo')
      .execute();
    try {
      await assignAndDrive(english.id);
      await assignAndDrive(german.id);
      await api.drainJobs();
    } finally {
      await api.db
        .updateTable('company')
        .set({ offered_languages: ['en', 'es', 'fr', 'de', 'ar'] })
        .where('id', '=', 'demo')
        .execute();
    }
    for (const booked of [english, german]) {
      const sent = await sentToRider(api, booked.id);
      const mail = sent.find((m) => m.kind === 'driver_assigned' && m.channel === 'email')!;
      expect(mail.subject).toBe(`Your driver for ride #${booked.confirmation_number}`);
      expect(mail.body).toMatch(/^Hi /);
      const sms = sent.find((m) => m.kind === 'driver_assigned' && m.channel === 'sms')!;
      expect(sms.body).toContain(`Your chauffeur is assigned. Ride #${booked.confirmation_number}`);
    }
  });
});
