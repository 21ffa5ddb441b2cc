/**
 * What the HTTP layer read of a request, as plain values: a service that needs one (the caller's
 * address for a rate limit, the human check's pass) takes it, never the request or its headers.
 */

/** What the HTTP layer knows about a request before GraphQL sees it. */
export interface RequestInfo {
  requestId: string;
  clientIp: string;
}

/** What the HTTP layer reads of a request's headers for the services. */
export interface RequestHeaders {
  /**
   * The Host header as the request came: only ever compared with a company's configured domain,
   * never used to build a link.
   */
  host: string | null;
  /** The Cookie header: the human check's pass travels in a cookie. */
  cookie: string | null;
  /** The Accept-Language header: a booking's language when the app names none (decision 97). */
  acceptLanguage: string | null;
}
