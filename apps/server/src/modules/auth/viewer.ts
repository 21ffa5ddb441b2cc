import type { AppServices, GraphQLContext, Viewer } from '../../graphql/context.ts';
import { companyDisabled, unauthenticated } from '../../graphql/errors.ts';
import { verifyAccessToken } from './access-token.ts';
import { findActiveSessionViewer } from './session.repository.ts';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

// Requests whose token was good but whose company is disabled: they hear the 403 the app
// understands (spec part 1 §8) instead of a plain 401.
const companyDisabledRequests = new WeakSet<Request>();

/**
 * The rider behind `Authorization: Bearer <access token>`: a token we signed, unexpired, whose
 * session is live, whose account still exists and whose company is enabled. Anything else is
 * no viewer; operations that need one then answer 401.
 */
export async function viewerFromRequest(
  services: Pick<AppServices, 'db' | 'config'>,
  request: Request,
  now: Date = new Date(),
): Promise<Viewer | null> {
  const match = BEARER.exec(request.headers.get('authorization')?.trim() ?? '');
  if (!match?.[1]) return null;
  const claims = await verifyAccessToken(services.config.jwtSecret, match[1], now);
  if (!claims) return null;
  const row = await findActiveSessionViewer(
    services.db,
    { sessionId: claims.sid, companyId: claims.coid, accountId: claims.sub },
    now,
  );
  if (!row) return null;
  if (row.is_disabled) {
    companyDisabledRequests.add(request);
    return null;
  }
  return {
    userId: row.account_id,
    companyId: row.company_id,
    sessionId: claims.sid,
    contact: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
    },
  };
}

/**
 * The signed-in rider, or a 401 ("StatusText: Unauthorized, Status: 401"). With `coid`, the token
 * must belong to that company: a token of one company is no sign-in at another.
 */
export function requireViewer(
  context: Pick<GraphQLContext, 'viewer' | 'request'>,
  coid?: string | null,
): Viewer {
  const { viewer } = context;
  if (!viewer) {
    if (companyDisabledRequests.has(context.request)) throw companyDisabled();
    throw unauthenticated();
  }
  if (coid != null && coid !== viewer.companyId) throw unauthenticated();
  return viewer;
}
