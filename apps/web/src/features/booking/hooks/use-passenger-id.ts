import { useQuery } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { useAuth } from '../../../stores/auth.ts';
import { useCompany } from '../../../stores/company.ts';
import { BookingPassengerQuery } from '../api/passenger.ts';

const passengerDocument = asDocument(BookingPassengerQuery);

/**
 * The signed-in rider's id for getRates. Asked for fresh each time (never from the cache: another
 * rider may have signed in in this tab since). A rider signed in with another operator, or a
 * failure, prices the trip as for a guest: the server refuses another company's passenger.
 */
export function usePassengerId(pause: boolean): { passengerId: string | null; ready: boolean } {
  const { signedIn, session } = useAuth();
  const { coid } = useCompany();
  const otherCompany = Boolean(session?.companyId) && session?.companyId !== coid;
  const asRider = signedIn && !otherCompany;
  const [result] = useQuery({
    query: passengerDocument,
    pause: pause || !asRider,
    requestPolicy: 'network-only',
  });
  if (!asRider || result.error) return { passengerId: null, ready: true };
  const id = result.data?.getUserProfile.id ?? null;
  return { passengerId: id, ready: id !== null };
}
