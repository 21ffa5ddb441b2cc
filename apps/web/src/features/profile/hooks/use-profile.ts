import { useQuery } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { ProfileDetailsQuery } from '../api/profile.ts';

const profileDocument = asDocument(ProfileDetailsQuery);

/** The signed-in rider's profile, always from the server (spec part 2 §7: not cached). */
export function useProfile() {
  const [result, refetch] = useQuery({ query: profileDocument, requestPolicy: 'network-only' });
  return {
    profile: result.data?.getUserProfile ?? null,
    fetching: result.fetching,
    error: result.error,
    retry: () => refetch({ requestPolicy: 'network-only' }),
  };
}

export type Profile = NonNullable<ReturnType<typeof useProfile>['profile']>;
