import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { clearRateLimits } from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import { buildStaff, DEMO_DRIVER, statusHistory } from './driver.test-helpers.ts';
import { TYPESCRIPT_COMMAND } from '../../../../../scripts/lib/node-commands.ts';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** `npm run simulate -- <args>` as a new user runs it, against the test server, without pauses. */
function simulate(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [...TYPESCRIPT_COMMAND, 'scripts/simulate/index.ts', ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', SIMULATE_INTERVAL_MS: '0', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run simulate', () => {
  const api = useTestApi('pglite');
  beforeEach(() => clearRateLimits(api));
  const url = () => ['--url', api.baseUrl];

  const demoDriverId = async () =>
    (
      await api.db
        .selectFrom('staff_user')
        .select('id')
        .where('company_id', '=', 'demo')
        .where('email', '=', DEMO_DRIVER.email)
        .executeTakeFirstOrThrow()
    ).id;

  it('drives the demo driver’s seeded ride through every state to COMPLETED', async () => {
    const seeded = await api.db
      .selectFrom('reservation')
      .select(['id', 'confirmation_number', 'route'])
      .where('driver_id', '=', await demoDriverId())
      .where('status', '=', 'BOOKED')
      .executeTakeFirstOrThrow();

    const run = await simulate([seeded.confirmation_number, ...url()]);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Ride #${seeded.confirmation_number} completed.`);
    expect(run.stdout).toMatch(/DRIVER_IS_ON_THE_WAY +40\.\d{5},-7[34]\.\d{5} +heading \d+°/);
    const history = await statusHistory(api, seeded.id);
    expect(history.map((h) => h.to_status)).toEqual(
      expect.arrayContaining([
        'DRIVER_IS_ON_THE_WAY',
        'DRIVER_IS_AT_PICKUP',
        'DRIVER_IS_WAITING_AT_PICKUP',
        'DRIVER_IS_WAITING_FOR_PASSENGER',
        'DRIVING_PASSENGER',
        'COMPLETING',
        'COMPLETED',
      ]),
    );
    const ride = await api.db
      .selectFrom('reservation')
      .select('status')
      .where('id', '=', seeded.id)
      .executeTakeFirstOrThrow();
    expect(ride.status).toBe('COMPLETED');
    const position = await api.db
      .selectFrom('driver_position')
      .selectAll()
      .where('reservation_id', '=', seeded.id)
      .executeTakeFirstOrThrow();
    // The last position is at the drop-off.
    const dropOff = seeded.route.at(-1)!;
    expect(position.latitude).toBeCloseTo(dropOff.latitude, 4);
    expect(position.longitude).toBeCloseTo(dropOff.longitude, 4);
  });

  it('takes an open ride first, picks a free vehicle of its type, then drives it through its stops', async () => {
    const stop = (line1: string, latitude: number, longitude: number) => ({
      type: 'ADDRESS',
      name: '',
      line1,
      line2: '',
      city: 'New York',
      stateCode: 'NY',
      postalCode: '10001',
      countryCode: 'US',
      airportCode: null,
      latitude,
      longitude,
    });
    const open = await buildReservation(api, {
      inMinutes: 60,
      route: JSON.stringify([
        stop('89 E 42nd St', 40.7527, -73.9772),
        stop('350 5th Ave', 40.7484, -73.9857),
        stop('1 Wall St', 40.7074, -74.0113),
      ]),
    });

    const run = await simulate([open.confirmation_number, ...url()]);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const history = await statusHistory(api, open.id);
    expect(history.map((h) => h.to_status)).toContain('DRIVER_IS_WAITING_AT_STOP');
    const ride = await api.db
      .selectFrom('reservation as r')
      .innerJoin('fleet_vehicle as v', 'v.id', 'r.fleet_vehicle_id')
      .select([
        'r.status',
        'r.driver_id',
        'r.vehicle_type_id',
        'v.vehicle_type_id as fleet_type_id',
      ])
      .select(['v.license_plate', 'v.company_id'])
      .where('r.id', '=', open.id)
      .executeTakeFirstOrThrow();
    expect(ride).toMatchObject({ status: 'COMPLETED', driver_id: await demoDriverId() });
    // Dispatch gave the ride no vehicle: the simulated driver took one of the company's, of its type.
    expect(ride.company_id).toBe('demo');
    expect(ride.fleet_type_id).toBe(ride.vehicle_type_id);
    expect(run.stdout).toContain(`Taking vehicle ${ride.license_plate}`);
  });

  it('says so and fails for an unknown number, another driver’s ride and a server that is down', async () => {
    const unknown = await simulate(['987654321', ...url()]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no ride #987654321 at company demo.');

    const colleague = await buildStaff(api);
    const theirs = await buildReservation(api, { driver_id: colleague.id });
    const taken = await simulate([theirs.confirmation_number, ...url()]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('is assigned to another driver');

    const down = await simulate(['123456', '--url', 'http://127.0.0.1:9']);
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('Cannot reach the server at http://127.0.0.1:9');

    const usage = await simulate([]);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run simulate');
  });
});
