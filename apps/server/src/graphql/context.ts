import type { StaffViewer, Viewer } from '../core/actor.ts';
import type { Deps } from '../core/deps.ts';
import type { RequestHeaders, RequestInfo } from '../core/request.ts';
import type { LiveEvents } from '../modules/operator/live/index.ts';

/** Long-lived services the process builds once at start-up. */
export interface AppServices extends Deps {
  /** The companies' live dispatch events (subscriptions); absent where nothing listens. */
  live?: LiveEvents;
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
