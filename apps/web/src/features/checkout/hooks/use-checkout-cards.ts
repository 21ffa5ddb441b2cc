import { useQuery } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { CheckoutSavedCardsQuery } from '../api/saved-cards.ts';

const savedCardsDocument = asDocument(CheckoutSavedCardsQuery);

export interface CheckoutCard {
  id: string;
  cardBrand: string;
  lastDigits: string;
}

/** The signed-in rider's saved cards, fresh from the server (another rider may have used the tab). */
export function useCheckoutCards(pause: boolean) {
  const [result] = useQuery({
    query: savedCardsDocument,
    pause,
    requestPolicy: 'network-only',
  });
  const cards: CheckoutCard[] = result.data?.getSavedPaymentOptions.nodes ?? [];
  return { cards, loading: !pause && result.fetching && !result.data, error: result.error ?? null };
}
