import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startApp } from './app.ts';

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
  const app = await startApp(config, { logger });
  const { port } = app.server.address() as AddressInfo;
  logger.info(`Ride booking server listening on http://localhost:${port}`, {
    database: app.database.kind,
    defaultCoid: config.defaultCoid,
    mapsProvider: config.mapsProvider,
  });

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
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
