import { t } from '@lingui/core/macro';
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

const expires = (date: string) => t`Expires ${date}`;

/** "Dana Rider · Expires 12/2029", in the rider's language. */
export function cardSubtitle(card: ShownCard): string {
  const expiry =
    card.expiryMonth && card.expiryYear
      ? expires(`${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`)
      : '';
  return [card.nameOnCard ?? '', expiry].filter(Boolean).join(' · ');
}
