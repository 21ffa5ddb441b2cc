import { formatPrice, type SelectedVehicle } from '@ride/domain';
import type { CheckoutQuote } from '../hooks/use-checkout-quote.ts';

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The chosen vehicle's price as it was chosen (a booked ride: as it was booked) and as the trip
 * stands now, formatted, when the two differ; null while the new price is loading or unchanged.
 */
export function priceChangeOf(
  chosen: SelectedVehicle,
  quote: Pick<CheckoutQuote, 'vehicle' | 'loading' | 'currencySymbol' | 'currencyCode'>,
): { from: string; to: string } | null {
  if (!quote.vehicle || quote.loading) return null;
  if (cents(quote.vehicle.amount) === cents(chosen.amount)) return null;
  const money = (amount: number) => formatPrice(amount, quote.currencySymbol, quote.currencyCode);
  return { from: money(chosen.amount), to: money(quote.vehicle.amount) };
}
