import { cardBrandLabel, maskedCardNumber } from '@ride/domain';

interface ShownCard {
  cardBrand: string;
  lastDigits: string;
  expiryMonth?: number;
  expiryYear?: number;
  nameOnCard?: string;
}

/** "VISA ****1111": how a saved card is named in lists. */
export function cardLabel(card: ShownCard): string {
  return `${cardBrandLabel(card.cardBrand)} ${maskedCardNumber(card.lastDigits)}`;
}

/** "Dana Rider · Expires 12/2029". */
export function cardSubtitle(card: ShownCard): string {
  const expiry =
    card.expiryMonth && card.expiryYear
      ? `Expires ${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`
      : '';
  return [card.nameOnCard ?? '', expiry].filter(Boolean).join(' · ');
}
