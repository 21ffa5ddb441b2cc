import type { TestApi } from '../../../../test/api.ts';
import { bearer } from '../../auth/auth.test-helpers.ts';
import { buildStaff, signInStaff, type BuiltStaff } from '../../staff/staff.test-helpers.ts';

/** The board's subscription, as the console sends it. */
export const DISPATCH_EVENTS = /* GraphQL */ `
  subscription dispatchEvents($after: String) {
    dispatchEvents(after: $after) {
      cursor
      kind
      ride {
        id
        status
        driver {
          id
        }
        paymentState
      }
      driver {
        driver {
          id
        }
        reservationId
        latitude
        longitude
        ageSeconds
        isStale
      }
    }
  }
`;
/** What DISPATCH_EVENTS answers. */
export interface DispatchEvent {
  dispatchEvents: {
    cursor: string;
    kind: 'RIDE_CHANGED' | 'DRIVER_MOVED';
    ride: { id: string; status: string; driver: { id: string } | null; paymentState: string };
    driver: {
      driver: { id: string };
      reservationId: string;
      latitude: number;
      ageSeconds: number;
      isStale: boolean;
    } | null;
  };
}

export const LOGOUT = /* GraphQL */ `
  mutation logout($refreshToken: String!) {
    logout(input: { refreshToken: $refreshToken })
  }
`;

/** A new dispatcher of the company, signed in: their id, bearer header and refresh token. */
export async function signedInDispatcher(api: TestApi, companyId = 'demo') {
  const member = await buildStaff(api, { companyId, role: 'dispatcher' });
  return { ...member, ...(await sessionOf(api, member)) };
}

/** Another session of the staff user: its bearer header and refresh token. */
export async function sessionOf(api: TestApi, member: BuiltStaff) {
  const tokens = await signInStaff(api, member.email, member.password, member.companyId);
  return { headers: bearer(tokens.accessToken), refreshToken: tokens.refreshToken };
}
