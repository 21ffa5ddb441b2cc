import type { Deps } from '../../core/deps.ts';
import type { GraphQLContext, RequestUser } from '../../graphql/context.ts';
import { requireSameCompany, type StaffViewer, type Viewer } from '../../core/actor.ts';
import { companyDisabled, forbidden, unauthenticated } from '../../core/errors.ts';
import { verifyAccessToken } from './access-token.ts';
import { findActiveSessionStaff, findActiveSessionViewer } from './session.repository.ts';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/**
 * The user behind `Authorization: Bearer <access token>`: a token we signed, unexpired, whose
 * session is live, whose user still exists (and, for staff, is active) and whose company is
 * enabled. A rider's token signs in a viewer, a staff user's token staff; anything else is
 * nobody, and operations that need someone then answer 401.
 */
export async function userFromRequest(
  services: Pick<Deps, 'db' | 'config'>,
  request: Request,
  now: Date = new Date(),
): Promise<RequestUser> {
  const nobody = { viewer: null, staff: null, companyDisabled: false };
  const match = BEARER.exec(request.headers.get('authorization')?.trim() ?? '');
  if (!match?.[1]) return nobody;
  const claims = await verifyAccessToken(services.config.jwtSecret, match[1], now);
  if (!claims) return nobody;
  if (claims.typ === 'COMPANY_USER') {
    const row = await findActiveSessionStaff(
      services.db,
      { sessionId: claims.sid, companyId: claims.coid, staffId: claims.sub },
      now,
    );
    if (!row) return nobody;
    // A good token of a disabled company hears the 403 the app understands (spec part 1 §8).
    if (row.is_disabled) return { ...nobody, companyDisabled: true };
    return {
      companyDisabled: false,
      viewer: null,
      staff: {
        userId: row.id,
        companyId: row.company_id,
        role: row.role,
        sessionId: claims.sid,
        tokenExpiresAt: new Date(claims.exp * 1000),
      },
    };
  }
  const rider = await findActiveSessionViewer(
    services.db,
    { sessionId: claims.sid, companyId: claims.coid, accountId: claims.sub },
    now,
  );
  if (!rider) return nobody;
  if (rider.is_disabled) return { ...nobody, companyDisabled: true };
  return { ...nobody, viewer: viewerOf(rider, claims.sid) };
}

/**
 * Whether a staff user's session is still live and their role still the one the request was
 * signed in with (a long-lived stream asks once more after it starts listening for session ends).
 */
export async function staffSessionStands(
  services: Pick<Deps, 'db'>,
  staff: StaffViewer,
  now: Date,
): Promise<boolean> {
  const row = await findActiveSessionStaff(
    services.db,
    { sessionId: staff.sessionId, companyId: staff.companyId, staffId: staff.userId },
    now,
  );
  return row !== undefined && !row.is_disabled && row.role === staff.role;
}

/** The viewer a rider's live session signs in, with the contact details its account has now. */
function viewerOf(
  row: NonNullable<Awaited<ReturnType<typeof findActiveSessionViewer>>>,
  sessionId: string,
): Viewer {
  return {
    userId: row.account_id,
    companyId: row.company_id,
    sessionId,
    contact: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
    },
    language: row.language,
  };
}

/**
 * The signed-in rider, or a 401 ("StatusText: Unauthorized, Status: 401"). With `coid`, the token
 * must belong to that company: a token of one company is no sign-in at another.
 */
export function requireViewer(
  context: Pick<GraphQLContext, 'viewer' | 'companyDisabled'>,
  coid?: string | null,
): Viewer {
  const { viewer } = context;
  if (!viewer) {
    if (context.companyDisabled) throw companyDisabled();
    throw unauthenticated();
  }
  return requireSameCompany(viewer, coid);
}

/**
 * The signed-in staff user when their role is one of `roles`: 401 without a staff sign-in, 403
 * for another role. A rider's token is no staff sign-in.
 */
export function requireStaff(
  context: Pick<GraphQLContext, 'staff' | 'companyDisabled'>,
  roles: readonly StaffViewer['role'][],
): StaffViewer {
  const { staff } = context;
  if (!staff) {
    if (context.companyDisabled) throw companyDisabled();
    throw unauthenticated();
  }
  if (!roles.includes(staff.role)) throw forbidden('This needs another role.');
  return staff;
}
