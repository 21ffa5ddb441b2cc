/**
 * npm run simulate -- <confirmation number> [--url URL] [--coid COID] [--email E] [--password P]
 *                                           [--interval MS]
 *
 * Signs in as a driver (the demo driver by default), takes the ride if nobody has it, picks a free
 * vehicle of its type when dispatch has assigned none, and drives it through the driver states
 * along its route, posting a position every step, so the rider's tracking screen can be watched
 * end to end. The server must be running.
 */
import { parseArgs } from 'node:util';
import { ApiError, DriverClient, SimulationError } from './driver-client.ts';
import { driveRide } from './drive.ts';

const USAGE = `Usage: npm run simulate -- <confirmation number> [options]

Options (or environment variables):
  --url URL         the server (SIMULATE_URL; default http://localhost:$PORT or :8080)
  --coid COID       the driver's company (SIMULATE_COID; default demo)
  --email EMAIL     the driver's e-mail (SIMULATE_DRIVER_EMAIL; default driver@demo.test)
  --password PASS   the driver's password (SIMULATE_DRIVER_PASSWORD; default the demo driver's)
  --interval MS     milliseconds between steps (SIMULATE_INTERVAL_MS; default 3000)`;

function parsedArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        coid: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        interval: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new SimulationError(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  }
}

function options() {
  const { values, positionals } = parsedArgs();
  const env = process.env;
  const intervalText = values.interval ?? env.SIMULATE_INTERVAL_MS ?? '3000';
  const intervalMs = Number(intervalText);
  if (values.help) return null;
  const [confirmationNumber, ...extra] = positionals;
  if (!confirmationNumber || extra.length > 0) {
    throw new SimulationError(`Name one ride by its confirmation number.\n\n${USAGE}`);
  }
  if (!Number.isInteger(intervalMs) || intervalMs < 0) {
    throw new SimulationError(
      `--interval must be a whole number of milliseconds, not ${intervalText}`,
    );
  }
  return {
    confirmationNumber,
    intervalMs,
    credentials: {
      url: values.url ?? env.SIMULATE_URL ?? `http://localhost:${env.PORT || 8080}`,
      coid: values.coid ?? env.SIMULATE_COID ?? 'demo',
      email: values.email ?? env.SIMULATE_DRIVER_EMAIL ?? 'driver@demo.test',
      password: values.password ?? env.SIMULATE_DRIVER_PASSWORD ?? 'Demo!Driver2026',
    },
  };
}

async function main(): Promise<void> {
  const chosen = options();
  if (!chosen) {
    console.info(USAGE);
    return;
  }
  const client = new DriverClient(chosen.credentials);
  await client.signIn();
  await driveRide(client, {
    confirmationNumber: chosen.confirmationNumber,
    coid: chosen.credentials.coid,
    intervalMs: chosen.intervalMs,
    log: (line) => console.info(line),
  });
}

main().catch((error: unknown) => {
  if (error instanceof SimulationError || error instanceof ApiError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
  process.exitCode = 1;
});
