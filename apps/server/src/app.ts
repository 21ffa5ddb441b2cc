import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { createMailer } from './adapters/mail/index.ts';
import { mailDelivery } from './adapters/mail/delivery.ts';
import { createPushSender } from './adapters/push/index.ts';
import { createSmsSender } from './adapters/sms/index.ts';
import type { Clock } from './core/clock.ts';
import { closeRedisClients } from './adapters/redis/client.ts';
import type { Config } from './config.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { migrateToLatest, openDatabase, pgliteDirFor, type DatabaseHandle } from './db/database.ts';
import { retryWhileUnavailable } from './db/retry-while-unavailable.ts';
import { seedDemoData } from './db/seed/index.ts';
import type { AppServices } from './graphql/context.ts';
import { createRequestHandler } from './http/app.ts';
import { openStaticFiles } from './http/static-files.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { createLogger, type Logger } from './logger.ts';
import { resetRequestProcessing } from './modules/auth/index.ts';
import { enableCompanyCache } from './modules/company/index.ts';
import { openAdminChannel } from './modules/operator/index.ts';
import { liveRideChanges, openLiveEvents } from './modules/operator/live/index.ts';
import {
  autoCapturing,
  cancellationFeeCapturing,
  paymentInstructing,
} from './modules/operator/money/index.ts';
import { noticeDelivery, noticeFanOut } from './modules/notifications/index.ts';
import { holdReleasing } from './modules/payments/index.ts';
import { isDatabaseReachable, schedulePurge } from './modules/maintenance/index.ts';
import { scheduleFlightWatch } from './modules/flights/index.ts';
import { createFlightStatusProvider } from './adapters/flights/index.ts';

/** How long a server keeps a company's settings, service types and rate cards (decision 8). */
const COMPANY_CACHE_TTL_MS = 5_000;
/** How long a starting server waits for a company command that has the embedded database open. */
const DATA_DIR_LOCK_WAIT_MS = 60_000;

export interface App {
  services: AppServices;
  jobs: JobRunner;
  server: Server;
  database: DatabaseHandle;
  /** Stops taking connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the configured database. With `prepare` (the default) it also migrates and seeds; cluster
 * workers skip that, their primary did it once before starting them.
 */
export async function openAppDatabase(
  config: Config,
  logger: Logger,
  { prepare = true }: { prepare?: boolean } = {},
): Promise<DatabaseHandle> {
  const database = await openDatabase(
    config.databaseUrl
      ? {
          databaseUrl: config.databaseUrl,
          preparedStatements: config.databasePreparedStatements,
          logger,
        }
      : { pgliteDir: pgliteDirFor(config.dataDir) },
  );
  try {
    // A process started while PostgreSQL is away waits for it here, however long that is.
    if (!prepare) {
      await retryWhileUnavailable('Starting', () => isDatabaseReachable(database.db), logger);
      return database;
    }
    await retryWhileUnavailable('Migrating', () => migrateToLatest(database.db), logger);
    const seeded = await retryWhileUnavailable(
      'Seeding',
      () => seedDemoData(database.db, { isProduction: config.isProduction }),
      logger,
    );
    if (seeded) logger.info('Seeded demo data into an empty database');
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * The background worker of every durable queue: password reset requests, the mail outbox, holds
 * to release at their gateways, riders' late-cancellation fees to capture, payment instructions,
 * completed rides to capture by themselves (decision 85), and riders' notices with their messages
 * (e-mail, SMS, push; decision 78).
 * Not started here: `startApp` starts it, tests drain it when they choose.
 */
export function createBackgroundWork(
  services: Pick<AppServices, 'config' | 'db' | 'logger'>,
  options: { now?: Clock } = {},
) {
  const mailer = createMailer(services.config);
  const ports = {
    mailer,
    sms: createSmsSender(services.config),
    push: createPushSender(services.config),
  };
  const runner = createJobRunner({
    db: services.db,
    logger: services.logger,
    handlers: [
      resetRequestProcessing(services),
      mailDelivery(mailer),
      holdReleasing(services),
      cancellationFeeCapturing(services),
      paymentInstructing(services),
      // After the instructions: a capture whose answer was lost is finished before one is decided.
      autoCapturing(services),
      // Last: notices raised by the work above go out in the same pass.
      noticeFanOut(services),
      noticeDelivery(services, ports),
    ],
    ...(options.now ? { now: options.now } : {}),
  });
  return { runner, close: () => mailer.close() };
}

export function createAppServer(services: AppServices): Server {
  const files = openStaticFiles(services.config.webDistDir, {
    serveSourceMaps: !services.config.isProduction,
  });
  const consoleFiles = existsSync(join(services.config.consoleDistDir, 'index.html'))
    ? openStaticFiles(services.config.consoleDistDir, {
        serveSourceMaps: !services.config.isProduction,
      })
    : null;
  if (!consoleFiles)
    services.logger.error('The operator console is not built; /console/ answers 503');
  const handler = createRequestHandler(services, files, consoleFiles);
  const server = createServer(
    {
      requestTimeout: 30_000,
      headersTimeout: 15_000,
      keepAliveTimeout: 5_000,
    },
    (req, res) => {
      void handler(req, res);
    },
  );
  return server;
}

export interface StartOptions {
  database?: DatabaseHandle;
  logger?: Logger;
  /** Migrate and seed on start (default); a cluster worker's primary has done it. */
  prepareDatabase?: boolean;
  /** Run the hourly purge (default); in a cluster only one worker does. */
  purge?: boolean;
}

export async function startApp(config: Config, options: StartOptions = {}): Promise<App> {
  const logger = options.logger ?? createLogger(config.logLevel);
  // The embedded database is this process's alone: a company command run meanwhile asks over the
  // admin channel, and one already running finishes before we open the data.
  const ownsDataDir = !options.database && !config.databaseUrl;
  const releaseDataDir = ownsDataDir
    ? await lockDataDir(config.dataDir, DATA_DIR_LOCK_WAIT_MS, (holder) =>
        logger.info('Waiting for another process to close the embedded database', { holder }),
      )
    : () => undefined;
  try {
    return await startOn(config, options, logger, releaseDataDir, ownsDataDir);
  } catch (error) {
    releaseDataDir();
    throw error;
  }
}

async function startOn(
  config: Config,
  options: StartOptions,
  logger: Logger,
  releaseDataDir: () => void,
  ownsDataDir: boolean,
): Promise<App> {
  const database =
    options.database ??
    (await openAppDatabase(config, logger, { prepare: options.prepareDatabase ?? true }));
  const background = createBackgroundWork({ config, db: database.db, logger });
  const live = await retryWhileUnavailable(
    'Opening live events',
    () => openLiveEvents({ config, database, logger }),
    logger,
  );
  await live.ready;
  const services: AppServices = {
    config,
    db: database.db,
    logger,
    jobs: background.runner,
    live,
    rideChanges: liveRideChanges({ db: database.db, logger, live }),
  };
  enableCompanyCache(database.db, COMPANY_CACHE_TTL_MS);
  await background.runner.start({ ownsDatabase: database.kind === 'pglite' });
  const stopPurging =
    options.purge === false ? () => undefined : schedulePurge(database.db, logger);
  // Flights are watched by the process that purges: one per cluster (decision 88).
  const stopWatchingFlights =
    options.purge === false
      ? () => undefined
      : scheduleFlightWatch({ ...services, provider: createFlightStatusProvider(config) });
  const server = createAppServer(services);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, () => resolve());
  });
  const closeAdminChannel = ownsDataDir ? await openAdminChannel(services) : null;
  let closing: Promise<void> | undefined;
  return {
    services,
    jobs: background.runner,
    server,
    database,
    close() {
      closing ??= (async () => {
        stopPurging();
        stopWatchingFlights();
        // Open event streams end first, or the server would wait for them to be cut.
        await live.close();
        await Promise.all([
          closeAdminChannel?.(),
          new Promise<void>((resolve) => {
            // Answers that finish meanwhile (the event streams just ended) leave keep-alive
            // connections idle: they are closed as they come, not after the keep-alive timeout.
            const sweep = setInterval(() => server.closeIdleConnections(), 100);
            server.close(() => {
              clearInterval(sweep);
              resolve();
            });
            server.closeIdleConnections();
            // Requests still running after 10 s are cut so shutdown always finishes.
            setTimeout(() => server.closeAllConnections(), 10_000).unref();
          }),
        ]);
        // Work under way finishes; what is still due waits in its queue for the next start.
        await background.runner.stop();
        await background.close();
        await database.close();
        releaseDataDir();
        await closeRedisClients();
      })();
      return closing;
    },
  };
}
