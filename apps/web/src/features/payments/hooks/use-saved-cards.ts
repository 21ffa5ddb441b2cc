import { hasAddress } from '@ride/domain';
import { useQuery } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { SavedPaymentOptionsQuery } from '../api/saved-cards.ts';
import { useBillingProfile } from './use-billing-profile.ts';
import { useDefaultGateway } from './use-default-gateway.ts';

const savedCardsDocument = asDocument(SavedPaymentOptionsQuery);
/** Spec part 2 §9: a page of 20; without an address on file only the first 10 are listed. */
const PAGE_SIZE = 20;
const WITHOUT_ADDRESS = 10;

/**
 * The signed-in rider's saved cards of the company's gateway (spec part 2 §7:
 * getSavedPaymentOptions first 20, after 0, the gateway's id, isTokenized). `pause` for guests.
 */
export function useSavedCards(pause = false) {
  const { gateway, fetching: gatewayLoading } = useDefaultGateway();
  const profile = useBillingProfile(!pause);
  const [result, reexecute] = useQuery({
    query: savedCardsDocument,
    variables: {
      input: {
        first: PAGE_SIZE,
        after: 0,
        ...(gateway ? { paymentGatewayId: gateway.id } : {}),
        isTokenized: gateway ? gateway.shortCode === 'fs' || gateway.shortCode === 'stripe' : true,
      },
    },
    pause: pause || gatewayLoading,
    requestPolicy: 'cache-and-network',
  });
  const nodes = result.data?.getSavedPaymentOptions.nodes ?? [];
  const cards = hasAddress(profile.address) ? nodes : nodes.slice(0, WITHOUT_ADDRESS);
  return {
    cards,
    fetching: gatewayLoading || (result.fetching && !result.data),
    error: result.error,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
