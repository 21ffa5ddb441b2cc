/** localhost, 127.0.0.1 or [::1], with any port (or none). */
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/**
 * Whether the request's Host header names this machine itself. A page of another site can make a
 * browser on this machine send requests here under that site's own name (DNS rebinding): its
 * Host header then names the other site, so development-only pages refuse anything else.
 */
export function isLocalHostHeader(host: string | undefined): boolean {
  return host !== undefined && LOCAL_HOST.test(host);
}
