import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { Logger } from '../logger.ts';
import type { RideChanges } from '../core/ride-changes.ts';
import type { LiveEvents } from '../modules/operator/live/index.ts';

/** Long-lived services the process builds once at start-up. */
export interface AppServices {
  config: Config;
  db: Db;
  logger: Logger;
  /** The background worker of durable queues, woken when new work is written. */
  jobs?: Pick<JobRunner, 'wake'>;
  /** The companies' live dispatch events (subscriptions); absent where nothing listens. */
  live?: LiveEvents;
  /** Told after a ride changes (the live boards and maps listen); absent where nothing listens. */
  rideChanges?: RideChanges;
}

/** What the HTTP layer knows about a request before GraphQL sees it. */
export interface RequestInfo {
  requestId: string;
  clientIp: string;
}

/** The signed-in rider behind a request's bearer token: bound to one company and one user. */
export interface Viewer {
  userId: string;
  companyId: string;
  /** The session the access token belongs to. */
  sessionId: string;
  /** The rider's name and how to reach them, as their account says at this request. */
  contact: { firstName: string; lastName: string; email: string; phone: string };
}

/** A staff user of a company (admin, dispatcher or driver) behind a request's bearer token. */
export interface StaffViewer {
  userId: string;
  companyId: string;
  role: 'admin' | 'dispatcher' | 'driver';
  sessionId: string;
  /** When the request's access token expires: a long-lived event stream ends then. */
  tokenExpiresAt?: Date;
}

/**
 * What the HTTP layer reads of a request's headers for the services, so that none of them reads a
 * header itself.
 */
export interface RequestHeaders {
  /**
   * The Host header as the request came: only ever compared with a company's configured domain,
   * never used to build a link.
   */
  host: string | null;
  /** The Cookie header: the human check's pass travels in a cookie. */
  cookie: string | null;
}

/** Who a request's bearer token signs in: a rider, a staff user, or nobody. */
export interface RequestUser {
  /** The rider; null when the request carries no valid rider access token. */
  viewer: Viewer | null;
  /** The staff user; null when the request carries no valid staff access token. */
  staff: StaffViewer | null;
  /** The token was good but its company is disabled: the 403 the app understands, not a 401. */
  companyDisabled: boolean;
}

/** What every resolver receives: the services plus what is known about this request. */
export interface GraphQLContext extends AppServices, RequestInfo, RequestHeaders, RequestUser {
  /** The request itself, for the resolvers (the Idempotency-Key); services never read it. */
  request: Request;
}
