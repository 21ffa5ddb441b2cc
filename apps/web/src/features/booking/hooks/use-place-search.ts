import { useDebounce } from 'use-debounce';
import { useQuery } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { useCompany } from '../../../stores/company.ts';
import { AutocompletePlacesQuery } from '../api/places.ts';

const autocompleteDocument = asDocument(AutocompletePlacesQuery);

/** Typing settles for this long before the server is asked (every keystroke would be a call). */
export const SEARCH_DEBOUNCE_MS = 250;
/** The API's limit on a query's length. */
export const SEARCH_MAX_LENGTH = 200;

/**
 * Place suggestions for what the rider typed: with nothing typed, the saved places (the rider's
 * when signed in, and the company's); otherwise saved places that match first, then the maps
 * provider's suggestions (the server orders them).
 */
export function usePlaceSearch(text: string) {
  const { coid } = useCompany();
  const [settled] = useDebounce(text.trim().slice(0, SEARCH_MAX_LENGTH), SEARCH_DEBOUNCE_MS);
  const [result, reexecute] = useQuery({
    query: autocompleteDocument,
    variables: { input: { coid, input: settled } },
    // Answers hold the rider's saved places: never serve one from the cache to whoever comes next.
    requestPolicy: 'network-only',
  });
  return {
    suggestions: result.data?.autocompletePlaces ?? [],
    query: settled,
    typing: settled !== text.trim().slice(0, SEARCH_MAX_LENGTH),
    fetching: result.fetching,
    error: result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
