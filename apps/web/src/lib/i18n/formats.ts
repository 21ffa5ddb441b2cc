import { formatPrice } from '@ride/domain';
import { useLanguage } from './language.ts';

/**
 * Numbers as the rider's language writes them (issue 34 §4). English keeps the spec's own price
 * form ($1,234.56, the company's symbol first); other languages place the symbol and separators
 * their way, in the company's currency.
 */
export function useFormats() {
  const { language } = useLanguage();
  return {
    price(amount: number, currencySymbol: string, currencyCode: string): string {
      if (language === 'en' || !currencyCode) {
        return formatPrice(amount, currencySymbol, currencyCode);
      }
      return new Intl.NumberFormat(language, {
        style: 'currency',
        currency: currencyCode,
        currencyDisplay: 'narrowSymbol',
      }).format(amount);
    },
  };
}
