import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startApp } from './app.ts';
import { runPrimary, workerIndex } from './cluster.ts';

const NO_MAP_TILES_WARNING =
  'No map tiles configured: maps show routes and markers without streets, with a notice. Set MAP_TILE_URL (and MAP_TILE_ATTRIBUTION) to a tile server of your choice.';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const announce = (port: number) => {
    logger.info(`Ride booking server listening on http://localhost:${port}`, {
      database: config.databaseUrl ? 'postgres' : 'pglite',
      workers: config.workers,
      defaultCoid: config.defaultCoid,
      mapsProvider: config.mapsProvider,
      mapTiles: config.mapTiles?.url ?? 'none',
    });
    if (config.isProduction && !config.mapTiles) logger.warn(NO_MAP_TILES_WARNING);
  };

  if (cluster.isPrimary && config.workers > 1) {
    await runPrimary(config, logger, announce);
    return;
  }

  const index = workerIndex();
  const app = await startApp(config, {
    logger,
    prepareDatabase: index === null,
    purge: index === null || index === 0,
  });
  const { port } = app.server.address() as AddressInfo;
  if (index === null) announce(port);
  else logger.debug(`Worker ${index} listening`, { pid: process.pid });

  const shutdown = (signal: string) => {
    logger.info(`${signal} received, shutting down`);
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error('Shutdown failed', { error: String(error) });
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // A database that refuses DATABASE_URL is found only on connecting: still configuration.
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78); // EX_CONFIG
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
