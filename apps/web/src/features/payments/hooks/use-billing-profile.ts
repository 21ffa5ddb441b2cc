import type { BillingAddressValues } from '@ride/domain';
import { useQuery } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { BillingProfileQuery } from '../api/billing-address.ts';

const profileDocument = asDocument(BillingProfileQuery);

/** The signed-in rider's id and address on file (never from the cache); paused for guests. */
export function useBillingProfile(signedIn: boolean) {
  const [result, refetch] = useQuery({
    query: profileDocument,
    pause: !signedIn,
    requestPolicy: 'network-only',
  });
  const profile = result.data?.getUserProfile;
  const address: BillingAddressValues | null = profile ? { ...profile.address } : null;
  return {
    passengerId: profile?.id ?? null,
    address,
    ready: !signedIn || Boolean(profile) || Boolean(result.error),
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}
