import { unauthenticated } from './errors.ts';

/**
 * Who a request acts for, once the GraphQL layer has authenticated it (`modules/auth/viewer.ts`):
 * resolvers hand the actor to services as an argument, so a service never authenticates itself.
 */

/** The signed-in rider behind a request's bearer token: bound to one company and one user. */
export interface Viewer {
  userId: string;
  companyId: string;
  /** The session the access token belongs to. */
  sessionId: string;
  /** The rider's name and how to reach them, as their account says at this request. */
  contact: { firstName: string; lastName: string; email: string; phone: string };
  /** The language the rider chose for their account (decision 93); null until they choose. */
  language?: string | null;
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
 * The rider when the company a request names (`coid`) is theirs: a token of one company is no
 * sign-in at another, so another company is a 401 as no sign-in is.
 */
export function requireSameCompany(viewer: Viewer, coid?: string | null): Viewer {
  if (coid != null && coid !== viewer.companyId) throw unauthenticated();
  return viewer;
}
