import { formatPrice, fromMinorUnits } from '@ride/domain';
import type { DetailsTrip } from './ride-details-view.ts';
import { paymentLabel } from './ride-details-view.ts';

type PricedTrip = Pick<DetailsTrip, 'currencySymbol' | 'currencyCode'>;

/** An amount in minor units as the app shows prices (spec part 2 §5 price display). */
export const priceOfMinor = (trip: PricedTrip, minor: number) =>
  formatPrice(fromMinorUnits(minor), trip.currencySymbol, trip.currencyCode);

/**
 * The line the cancel dialog adds when cancelling now costs the company's late-cancellation fee
 * (spec clarification 8: the rider is told before confirming); null when cancelling is free.
 */
export function cancellationFeeNotice(
  trip: PricedTrip & Pick<DetailsTrip, 'cancellationFeeInMinorUnits' | 'preferredPaymentMethod'>,
): string | null {
  const fee = trip.cancellationFeeInMinorUnits;
  if (!fee) return null;
  const byCard = trip.preferredPaymentMethod.paymentType === 'CreditCard';
  return `A late cancellation fee of ${priceOfMinor(trip, fee)} will be ${byCard ? 'charged to your card' : 'billed'}.`;
}

export interface ChargeLine {
  label: string;
  amount: string;
}

/** What the receipt says was done with the card: charged lines, or a plain pending note. */
export type ReceiptPayment =
  { kind: 'charged'; lines: ChargeLine[]; total: ChargeLine } | { kind: 'pending'; note: string };

const dayOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));

/**
 * The receipt's payment from the ride's ledger (decision 63): what was captured on the card
 * (with the tip in it), each refund, and what the rider paid in the end; before anything is
 * captured, that the card is only held. Null for a ride billed by invoice, or with no charges.
 */
export function receiptPayment(
  trip: PricedTrip & Pick<DetailsTrip, 'charges' | 'preferredPaymentMethod' | 'preferredPayment'>,
  timeZone: string,
): ReceiptPayment | null {
  const charges = trip.charges;
  if (!charges || trip.preferredPaymentMethod.paymentType !== 'CreditCard') return null;
  const card = paymentLabel(trip);
  if (charges.capturedInMinorUnits === 0) {
    return {
      kind: 'pending',
      note:
        charges.heldInMinorUnits > 0
          ? `Pending: ${priceOfMinor(trip, charges.heldInMinorUnits)} is held on your ${card}. Nothing has been charged yet.`
          : `Nothing has been charged to your ${card}.`,
    };
  }
  const lines: ChargeLine[] = [
    {
      label: `Charged to ${card}`,
      amount: priceOfMinor(trip, charges.capturedInMinorUnits),
    },
  ];
  if (charges.tipInMinorUnits > 0) {
    lines.push({ label: 'Including tip', amount: priceOfMinor(trip, charges.tipInMinorUnits) });
  }
  for (const refund of charges.refunds) {
    lines.push({
      label: `Refunded ${dayOf(refund.refundedAt, timeZone)}`,
      amount: priceOfMinor(trip, -refund.amountInMinorUnits),
    });
  }
  return {
    kind: 'charged',
    lines,
    total: { label: 'TOTAL CHARGED', amount: priceOfMinor(trip, charges.chargedInMinorUnits) },
  };
}
