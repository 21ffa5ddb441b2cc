import { percentOf } from '@ride/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { clearRateLimits } from '../auth/auth.test-helpers.ts';
import { moneyCast, type MoneyCast } from '../operator/money/money-cast.test-helpers.ts';
import { ledgerMismatches } from '../operator/money/money.test-helpers.ts';
import {
  PREVIEW_PRICE,
  VEHICLE_TYPES,
  type CatalogVehicle,
} from '../operator/catalog/catalog.test-helpers.ts';
import { serviceTypeIds, stops } from '../rates/rates.test-helpers.ts';
import { DEMO_ADMIN, DEMO_DISPATCHER } from '../staff/staff.test-helpers.ts';
import { ACME_DRIVER, signInAsStaff, UPDATE_RIDE_STATUS } from './driver.test-helpers.ts';
import {
  driverMoves,
  rideAtPickup,
  setWaitingRules,
  storedPrice,
  type WaitTimes,
} from './waiting.test-helpers.ts';

const RATE = 125;
const FREE = 5;
const MINUTE = 60;

const TRIP = /* GraphQL */ `
  query ($id: ID!) {
    getTripDetails(id: $id) {
      rates {
        totalPriceInMinorUnits
        edges {
          name
          totalValueInMinorUnits
        }
      }
      charges {
        heldInMinorUnits
        capturedInMinorUnits
        chargedInMinorUnits
      }
    }
  }
`;
const RIDE_PAGE = `query ($id: ID!) { dispatchRide(id: $id) { priceLines { name amountMinor } money { capturedMinor heldMinor } } }`;
const CAPTURE = `mutation ($id: ID!) { captureRide(reservationId: $id) { capturedMinor heldMinor } }`;
const SET_STATUS = `mutation ($id: ID!, $status: String!) { setRideStatus(reservationId: $id, status: $status) { ride { status } } }`;
const CSV = `query ($from: String!, $to: String!) { moneyCsv(from: $from, to: $to) }`;

interface TripAnswer {
  getTripDetails: {
    rates: {
      totalPriceInMinorUnits: number;
      edges: { name: string; totalValueInMinorUnits: number }[];
    };
    charges: {
      heldInMinorUnits: number;
      capturedInMinorUnits: number;
      chargedInMinorUnits: number;
    };
  };
}

describe.each(databaseKinds())('waiting time on %s', (kind) => {
  const api = useTestApi(kind);
  let cast: MoneyCast;
  let rider: { headers: Record<string, string>; cardId: string };
  let admin: Record<string, string>;
  let dispatcher: Record<string, string>;
  let vehicleTypeId: number;
  beforeAll(async () => {
    cast = await moneyCast(api);
    rider = { headers: cast.riderHeaders, cardId: cast.cardId };
    admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
    dispatcher = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
  });
  beforeEach(async () => {
    await clearRateLimits(api);
  });

  /** A ride waited as `times` say, driven off with the rider, under the given waiting rules. */
  async function drivenOff(
    times: WaitTimes,
    rules: { freeMinutes: number | null; perMinuteMinor: number } = {
      freeMinutes: FREE,
      perMinuteMinor: RATE,
    },
  ) {
    const ride = await rideAtPickup(api, rider, times);
    vehicleTypeId = ride.vehicleTypeId;
    await setWaitingRules(api, { ...rules, vehicleTypeId });
    await driverMoves(api, ride, 'DRIVING_PASSENGER');
    return ride;
  }

  describe('recording what the ride waited', () => {
    it('counts from the pickup time when the driver was there before it', async () => {
      // There 30 minutes ago for a pickup 12½ minutes ago: 12½ minutes waited.
      const ride = await drivenOff({ pickupAgo: 12 * MINUTE + 30, arrivedAgo: 30 * MINUTE });
      const { waiting_seconds } = await storedPrice(api, ride.id);
      expect(waiting_seconds).toBeGreaterThanOrEqual(750);
      expect(waiting_seconds).toBeLessThan(780);
    });

    it('counts from the driver’s arrival when they came after the pickup time', async () => {
      const ride = await drivenOff({ pickupAgo: 30 * MINUTE, arrivedAgo: 9 * MINUTE + 30 });
      const { waiting_seconds } = await storedPrice(api, ride.id);
      expect(waiting_seconds).toBeGreaterThanOrEqual(570);
      expect(waiting_seconds).toBeLessThan(600);
    });

    it('records 0 for a ride the rider was ready for: set off before the pickup time', async () => {
      const ride = await drivenOff({ pickupAgo: -20 * MINUTE, arrivedAgo: 5 * MINUTE });
      expect((await storedPrice(api, ride.id)).waiting_seconds).toBe(0);
    });

    it('keeps the first record when the status is repeated or the ride drives on after a stop', async () => {
      const ride = await drivenOff({ pickupAgo: 12 * MINUTE + 30, arrivedAgo: 30 * MINUTE });
      const first = (await storedPrice(api, ride.id)).waiting_seconds;
      await driverMoves(api, ride, 'DRIVING_PASSENGER');
      await driverMoves(api, ride, 'DRIVER_IS_WAITING_AT_STOP');
      await api.db
        .updateTable('reservation')
        .set({ scheduled_pickup_at: new Date(Date.now() - 60 * MINUTE * 1000) })
        .where('id', '=', ride.id)
        .execute();
      await driverMoves(api, ride, 'DRIVING_PASSENGER');
      expect((await storedPrice(api, ride.id)).waiting_seconds).toBe(first);
      const history = await api.db
        .selectFrom('reservation_status_change')
        .select('to_status')
        .where('reservation_id', '=', ride.id)
        .where('to_status', '=', 'DRIVING_PASSENGER')
        .execute();
      expect(history).toHaveLength(2);
    });

    it('leaves nothing recorded when another company’s driver tries to move the ride', async () => {
      const ride = await rideAtPickup(api, rider, {
        pickupAgo: 20 * MINUTE,
        arrivedAgo: 20 * MINUTE,
      });
      const acme = await signInAsStaff(api, ACME_DRIVER.email, ACME_DRIVER.password, 'acme');
      const res = await api.gql(
        UPDATE_RIDE_STATUS,
        { input: { reservationId: ride.id, status: 'DRIVING_PASSENGER' } },
        acme,
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const stored = await storedPrice(api, ride.id);
      expect(stored).toMatchObject({ status: 'DRIVER_IS_AT_PICKUP', waiting_seconds: null });
    });
  });

  describe('billing it on completion', () => {
    it('bills the minutes beyond the free wait, shown alike to the rider, the console and the CSV, captured once to the cent', async () => {
      // 12½ minutes waited, 5 free: 7½ minutes, billed as 8.
      const ride = await drivenOff({ pickupAgo: 12 * MINUTE + 30, arrivedAgo: 30 * MINUTE });
      const booked = await storedPrice(api, ride.id);
      await driverMoves(api, ride, 'COMPLETED');

      const final = await storedPrice(api, ride.id);
      const card = await api.db
        .selectFrom('vehicle_rate')
        .select(['gratuity_millipercent', 'tax_millipercent'])
        .where('company_id', '=', 'demo')
        .where('vehicle_type_id', '=', vehicleTypeId)
        .executeTakeFirstOrThrow();
      const waited = 8 * RATE;
      const names = final.rate_lines.map((line) => line.name);
      expect(names).toContain('Waiting Time (8 min)');
      expect(final.rate_lines.find((line) => line.name === 'Waiting Time (8 min)')).toEqual({
        name: 'Waiting Time (8 min)',
        valueInMinorUnits: waited,
      });
      // Gratuity and tax follow the waiting: each is its percentage of the fare with it.
      const beforeTipAndTax = booked.total_minor - gratuityOf(booked) - taxOf(booked) + waited;
      expect(gratuityOf(final)).toBe(percentOf(beforeTipAndTax, card.gratuity_millipercent));
      expect(taxOf(final)).toBe(percentOf(beforeTipAndTax, card.tax_millipercent));
      expect(final.total_minor).toBe(
        final.rate_lines.reduce((n, line) => n + line.valueInMinorUnits, 0),
      );
      expect(final.total_minor).toBe(beforeTipAndTax + gratuityOf(final) + taxOf(final));
      // The other lines are the booking's.
      const others = (lines: typeof booked.rate_lines) =>
        lines.filter((line) => !/^(Gratuity|Tax|Waiting Time)/.test(line.name));
      expect(others(final.rate_lines)).toEqual(others(booked.rate_lines));

      const trip = await api.gql<TripAnswer>(TRIP, { id: ride.id }, rider.headers);
      expect(trip.errors).toBeUndefined();
      const lines = final.rate_lines.map((line) => ({
        name: line.name,
        totalValueInMinorUnits: line.valueInMinorUnits,
      }));
      expect(trip.data!.getTripDetails.rates).toEqual({
        totalPriceInMinorUnits: final.total_minor,
        edges: lines,
      });
      const page = await api.gql<{
        dispatchRide: { priceLines: { name: string; amountMinor: number }[] };
      }>(RIDE_PAGE, { id: ride.id }, admin);
      expect(page.data!.dispatchRide.priceLines).toEqual(
        final.rate_lines.map((line) => ({ name: line.name, amountMinor: line.valueInMinorUnits })),
      );

      // The console's preview of the saved card, with the minutes billed, prices it to the cent.
      const cars = await api.gql<{ catalogVehicleTypes: CatalogVehicle[] }>(
        VEHICLE_TYPES,
        {},
        admin,
      );
      const car = cars.data!.catalogVehicleTypes.find((vehicle) => vehicle.id === vehicleTypeId)!;
      const { scheduled_pickup_at } = await api.db
        .selectFrom('reservation')
        .select('scheduled_pickup_at')
        .where('id', '=', ride.id)
        .executeTakeFirstOrThrow();
      const preview = await api.gql<{
        previewPrice: {
          amountInMinorUnits: number;
          rates: { name: string; valueInMinorUnits: number }[];
        };
      }>(
        PREVIEW_PRICE,
        {
          input: {
            vehicleTypeId,
            rates: car.rates,
            serviceTypeId: (await serviceTypeIds(api, 'demo')).PTP,
            route: {
              pickup: { ...stops.grandCentral.address.coordinates, kind: 'ADDRESS' },
              dropoff: { ...stops.plaza.address.coordinates, kind: 'ADDRESS' },
            },
            pickupAt: new Date(scheduled_pickup_at).toISOString(),
            waitingMinutes: 8,
          },
        },
        admin,
      );
      expect(preview.errors).toBeUndefined();
      expect(preview.data!.previewPrice).toMatchObject({
        amountInMinorUnits: final.total_minor,
        rates: final.rate_lines,
      });

      const captured = await api.gql<{ captureRide: { capturedMinor: number; heldMinor: number } }>(
        CAPTURE,
        { id: ride.id },
        admin,
      );
      expect(captured.errors).toBeUndefined();
      expect(captured.data!.captureRide).toEqual({
        capturedMinor: final.total_minor,
        heldMinor: 0,
      });
      await api.drainJobs();
      expect(
        await ledgerMismatches(api.db, { companyId: 'demo', reservationIds: [ride.id] }),
      ).toEqual([]);
      const receipt = await api.gql<TripAnswer>(TRIP, { id: ride.id }, rider.headers);
      expect(receipt.data!.getTripDetails.charges).toEqual({
        heldInMinorUnits: 0,
        capturedInMinorUnits: final.total_minor,
        chargedInMinorUnits: final.total_minor,
      });
      // Capturing again takes nothing more.
      const again = await api.gql<{ captureRide: { capturedMinor: number } }>(
        CAPTURE,
        { id: ride.id },
        admin,
      );
      expect(again.data!.captureRide.capturedMinor).toBe(final.total_minor);

      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
        new Date(),
      );
      const csv = await api.gql<{ moneyCsv: string }>(CSV, { from: today, to: today }, admin);
      const [header, ...rows] = csv.data!.moneyCsv.trim().split('\n');
      const column = header!.split(',').indexOf('Waiting Time (8 min)');
      expect(column).toBeGreaterThan(-1);
      const { confirmation_number } = await api.db
        .selectFrom('reservation')
        .select('confirmation_number')
        .where('id', '=', ride.id)
        .executeTakeFirstOrThrow();
      const row = rows.find((line) => line.split(',').includes(confirmation_number));
      expect(row?.split(',')[column]).toBe((waited / 100).toFixed(2));
    });

    it('refuses a preview’s waiting minutes out of range, clearly', async () => {
      const cars = await api.gql<{ catalogVehicleTypes: CatalogVehicle[] }>(
        VEHICLE_TYPES,
        {},
        admin,
      );
      const car = cars.data!.catalogVehicleTypes[0]!;
      for (const waitingMinutes of [-1, 241]) {
        const res = await api.gql(
          PREVIEW_PRICE,
          {
            input: {
              vehicleTypeId: car.id,
              rates: car.rates,
              serviceTypeId: (await serviceTypeIds(api, 'demo')).PTP,
              route: {
                pickup: { ...stops.grandCentral.address.coordinates, kind: 'ADDRESS' },
                dropoff: { ...stops.plaza.address.coordinates, kind: 'ADDRESS' },
              },
              waitingMinutes,
            },
          },
          admin,
        );
        expect(res.errors?.[0]?.message).toBe('waitingMinutes must be from 0 to 240');
        expect(res.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'waitingMinutes',
        });
      }
    });

    it('bills nothing for waiting within the free wait', async () => {
      const ride = await drivenOff({ pickupAgo: 4 * MINUTE + 30, arrivedAgo: 20 * MINUTE });
      const booked = await storedPrice(api, ride.id);
      await driverMoves(api, ride, 'COMPLETED');
      const final = await storedPrice(api, ride.id);
      expect(final.waiting_seconds).toBeGreaterThan(4 * MINUTE);
      expect(final.total_minor).toBe(booked.total_minor);
      expect(final.rate_lines).toEqual(booked.rate_lines);
    });

    it('bills nothing when the vehicle’s waiting rate is 0', async () => {
      const ride = await drivenOff(
        { pickupAgo: 40 * MINUTE, arrivedAgo: 45 * MINUTE },
        { freeMinutes: FREE, perMinuteMinor: 0 },
      );
      const booked = await storedPrice(api, ride.id);
      await driverMoves(api, ride, 'COMPLETED');
      const final = await storedPrice(api, ride.id);
      expect(final.total_minor).toBe(booked.total_minor);
      expect(final.rate_lines).toEqual(booked.rate_lines);
    });

    it('bills it when the dispatcher completes the ride, and once through a later completing status', async () => {
      // 20½ minutes waited, none free: 21 minutes.
      const ride = await drivenOff(
        { pickupAgo: 20 * MINUTE + 30, arrivedAgo: 25 * MINUTE },
        { freeMinutes: null, perMinuteMinor: RATE },
      );
      const booked = await storedPrice(api, ride.id);
      await driverMoves(api, ride, 'COMPLETING');
      const completing = await storedPrice(api, ride.id);
      expect(completing.rate_lines).toContainEqual({
        name: 'Waiting Time (21 min)',
        valueInMinorUnits: 21 * RATE,
      });
      const res = await api.gql(SET_STATUS, { id: ride.id, status: 'COMPLETED' }, dispatcher);
      expect(res.errors).toBeUndefined();
      const final = await storedPrice(api, ride.id);
      expect(final.status).toBe('COMPLETED');
      expect(final.total_minor).toBe(completing.total_minor);
      expect(final.total_minor).toBeGreaterThan(booked.total_minor + 21 * RATE - 1);

      const other = await drivenOff(
        { pickupAgo: 10 * MINUTE + 30, arrivedAgo: 25 * MINUTE },
        { freeMinutes: null, perMinuteMinor: RATE },
      );
      const asDispatcher = await api.gql(
        SET_STATUS,
        { id: other.id, status: 'COMPLETED' },
        dispatcher,
      );
      expect(asDispatcher.errors).toBeUndefined();
      expect((await storedPrice(api, other.id)).rate_lines).toContainEqual({
        name: 'Waiting Time (11 min)',
        valueInMinorUnits: 11 * RATE,
      });
    });
  });

  const gratuityOf = (price: { rate_lines: { name: string; valueInMinorUnits: number }[] }) =>
    price.rate_lines.find((line) => line.name.startsWith('Gratuity'))?.valueInMinorUnits ?? 0;
  const taxOf = (price: { rate_lines: { name: string; valueInMinorUnits: number }[] }) =>
    price.rate_lines.find((line) => line.name.startsWith('Tax'))?.valueInMinorUnits ?? 0;
});
