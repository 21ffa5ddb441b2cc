/** The API's card brands (spec part 2 §3), spelled as the server's CardBrand enum. */
export type CardBrand =
  'VISA' | 'MASTER_CARD' | 'DISCOVER_CARD' | 'AMERICAN_EXPRESS' | 'DINNER_CLUB' | 'OTHER';

/** What the add-card input names the network: visa, master_card, …; other is the fallback. */
export type CardNetwork =
  'visa' | 'master_card' | 'discover' | 'american_express' | 'dinner_club' | 'other';

export const CARD_BRAND_SHORT_CODES: Record<CardBrand, string> = {
  VISA: 'VI',
  MASTER_CARD: 'MC',
  DISCOVER_CARD: 'DISC',
  AMERICAN_EXPRESS: 'AE',
  DINNER_CLUB: 'DC',
  OTHER: 'OTHER',
};

const BRAND_OF_SHORT_CODE = Object.fromEntries(
  Object.entries(CARD_BRAND_SHORT_CODES).map(([brand, code]) => [code, brand]),
) as Record<string, CardBrand>;

const NETWORK_OF_BRAND: Record<CardBrand, CardNetwork> = {
  VISA: 'visa',
  MASTER_CARD: 'master_card',
  DISCOVER_CARD: 'discover',
  AMERICAN_EXPRESS: 'american_express',
  DINNER_CLUB: 'dinner_club',
  OTHER: 'other',
};

/**
 * Detected card types → brand. Both spellings appear: card-validator's own types
 * ("american-express", "diners-club") and the short ones the hosted gateway and Stripe report
 * ("amex", "diners", "mastercard").
 */
const BRAND_OF_TYPE: Record<string, CardBrand> = {
  visa: 'VISA',
  mastercard: 'MASTER_CARD',
  discover: 'DISCOVER_CARD',
  amex: 'AMERICAN_EXPRESS',
  'american-express': 'AMERICAN_EXPRESS',
  diners: 'DINNER_CLUB',
  'diners-club': 'DINNER_CLUB',
};

export function shortCodeOfBrand(brand: CardBrand): string {
  return CARD_BRAND_SHORT_CODES[brand];
}

/** VI → VISA …; anything unknown is OTHER. */
export function brandOfShortCode(code: string): CardBrand {
  return BRAND_OF_SHORT_CODE[code.trim().toUpperCase()] ?? 'OTHER';
}

export function brandOfCardType(type: string | null | undefined): CardBrand {
  return BRAND_OF_TYPE[(type ?? '').trim().toLowerCase()] ?? 'OTHER';
}

export function cardNetworkOfBrand(brand: CardBrand): CardNetwork {
  return NETWORK_OF_BRAND[brand];
}

export function cardNetworkOfType(type: string | null | undefined): CardNetwork {
  return cardNetworkOfBrand(brandOfCardType(type));
}

/** "MASTER_CARD" → "MASTER CARD": the enum as a label, underscores as spaces. */
export function cardBrandLabel(brand: string): string {
  return brand.replace(/_/g, ' ');
}

/** "****1111": the digits a card is shown by. */
export function maskedCardNumber(lastDigits: string): string {
  return `****${lastDigits}`;
}

/** The last four digits of a number or a masked number ("************1111" → "1111"). */
export function lastDigitsOf(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '').slice(-4);
}
