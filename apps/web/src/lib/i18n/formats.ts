import { useLingui } from '@lingui/react/macro';
import { formatClockTime, formatPickupDate, formatPrice, isLanguage } from '@ride/domain';
import { useLanguage } from './language.ts';

/**
 * Numbers as the rider's language writes them (issue 34 §4). English keeps the spec's own price
 * form ($1,234.56, the company's symbol first); other languages place the symbol and separators
 * their way, in the company's currency.
 */
/** A price in the language's form (see useFormats), outside a component. */
export function priceIn(
  language: string,
  amount: number,
  currencySymbol: string,
  currencyCode: string,
): string {
  if (language === 'en' || !isLanguage(language) || !currencyCode) {
    return formatPrice(amount, currencySymbol, currencyCode);
  }
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
  }).format(amount);
}

export function useFormats() {
  const { language } = useLanguage();
  const { t } = useLingui();
  return {
    price(amount: number, currencySymbol: string, currencyCode: string): string {
      return priceIn(language, amount, currencySymbol, currencyCode);
    },
    /**
     * A pickup on the company's clock: English as the spec writes it (Tue, Dec 1 at 3:00 PM),
     * other languages with their own names, order and 12- or 24-hour clock.
     */
    pickup(instant: Date, timeZone: string): string {
      if (language === 'en') {
        return `${formatPickupDate(instant, timeZone)} at ${formatClockTime(instant, timeZone)}`;
      }
      const date = new Intl.DateTimeFormat(language, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone,
      }).format(instant);
      const time = new Intl.DateTimeFormat(language, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }).format(instant);
      return t`${date} at ${time}`;
    },
  };
}
