import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { Logger } from '../logger.ts';
import type { RideChanges } from './ride-changes.ts';

/**
 * The long-lived dependencies the process builds once at start-up. A service types the ones it
 * uses (`Pick<Deps, 'db' | 'config'>`), so it runs the same from a resolver, a job or a command.
 */
export interface Deps {
  config: Config;
  db: Db;
  logger: Logger;
  /** The background worker of durable queues, woken when new work is written. */
  jobs?: Pick<JobRunner, 'wake'>;
  /** Told after a ride changes (the live boards and maps listen); absent where nothing listens. */
  rideChanges?: RideChanges;
}
