import { SAVED_PLACES_LIMIT } from '@ride/domain';
import { useQuery } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { SavedAddressesQuery } from '../api/saved-places.ts';

const savedAddressesDocument = asDocument(SavedAddressesQuery);

/** The signed-in rider's saved places, the first 50 (spec part 2 §9). */
export function useSavedPlaces() {
  const [result, reexecute] = useQuery({
    query: savedAddressesDocument,
    variables: { first: SAVED_PLACES_LIMIT },
    requestPolicy: 'cache-and-network',
  });
  return {
    places: result.data?.getSavedAddresses.nodes ?? [],
    full: (result.data?.getSavedAddresses.totalCount ?? 0) >= SAVED_PLACES_LIMIT,
    loaded: result.data !== undefined,
    fetching: result.fetching && !result.data,
    error: result.error,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
