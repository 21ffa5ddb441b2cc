import { useLingui } from '@lingui/react/macro';
import { englishPickup, pickupPartsInLanguage, priceInLanguage } from '@ride/domain';
import { useLanguage } from './language.ts';

/** A price in the language's form (see useFormats), outside a component. */
export const priceIn = priceInLanguage;

export function useFormats() {
  const { language } = useLanguage();
  const { t } = useLingui();
  /**
   * Numbers as the rider's language writes them (issue 34 §4): English keeps the spec's own price
   * form ($1,234.56); other languages place the symbol and separators their way.
   */
  return {
    price(amount: number, currencySymbol: string, currencyCode: string): string {
      return priceIn(language, amount, currencySymbol, currencyCode);
    },
    /**
     * A pickup on the company's clock: English as the spec writes it (Tue, Dec 1 at 3:00 PM),
     * other languages with their own names, order and 12- or 24-hour clock.
     */
    pickup(instant: Date, timeZone: string): string {
      if (language === 'en') return englishPickup(instant, timeZone);
      const { date, time } = pickupPartsInLanguage(language, instant, timeZone);
      return t`${date} at ${time}`;
    },
  };
}
