import { formatPrice, fromMinorUnits } from '@ride/domain';
import type { DetailsTrip, OwnTrip } from './ride-details-view.ts';
import { paymentLabel } from './ride-details-view.ts';

type PricedTrip = Pick<DetailsTrip, 'currencySymbol' | 'currencyCode'>;

/** An amount in minor units as the app shows prices (spec part 2 §5 price display). */
export const priceOfMinor = (trip: PricedTrip, minor: number) =>
  formatPrice(fromMinorUnits(minor), trip.currencySymbol, trip.currencyCode);

/**
 * The line the cancel dialog adds (spec clarification 8: the rider is told before confirming):
 * the company's late-cancellation fee when cancelling now costs it, else that the card's hold is
 * released in full; null for a free cancel of a ride billed by invoice.
 */
export function cancellationFeeNotice(
  trip: PricedTrip &
    Pick<DetailsTrip, 'cancellationFeeInMinorUnits' | 'preferredPaymentMethod' | 'charges'>,
): string | null {
  const fee = trip.cancellationFeeInMinorUnits;
  // A guest's ride read by its link carries no payment method (decision 82): guests pay by card.
  const byCard = (trip.preferredPaymentMethod?.paymentType ?? 'CreditCard') === 'CreditCard';
  if (fee) {
    return `A late cancellation fee of ${priceOfMinor(trip, fee)} will be ${byCard ? 'charged to your card' : 'billed'}.`;
  }
  const held = trip.charges?.heldInMinorUnits ?? 0;
  if (!byCard || held <= 0) return null;
  return `There is no fee: the hold of ${priceOfMinor(trip, held)} on your card will be released in full.`;
}

/**
 * What a cancelled ride's card was left with, from its ledger: the cancellation fee charged (the
 * rest of the hold released), or the hold released in full. Null for a ride billed by invoice or
 * read without its charges (a shared link).
 */
export function cancelledMoneyLine(
  trip: PricedTrip & Pick<OwnTrip, 'charges' | 'preferredPaymentMethod' | 'preferredPayment'>,
): string | null {
  const charges = trip.charges;
  if (!charges || trip.preferredPaymentMethod.paymentType !== 'CreditCard') return null;
  const card = paymentLabel(trip);
  // A fee the job runner still has to take is owed all the same; a dispatcher's fee is captured.
  const fee = charges.cancellationFeeInMinorUnits || charges.chargedInMinorUnits;
  if (fee > 0) {
    return `A late cancellation fee of ${priceOfMinor(trip, fee)} is charged to your ${card}; the rest of the hold is released.`;
  }
  const released = charges.releasedInMinorUnits + charges.heldInMinorUnits;
  if (released <= 0) return `Nothing was charged to your ${card}.`;
  return `The hold of ${priceOfMinor(trip, released)} on your ${card} is released in full. Nothing was charged.`;
}

export interface ChargeLine {
  label: string;
  amount: string;
}

/**
 * The money lines a receipt adds under the price lines, its one total and a note on the card:
 * what was charged (after capture) or what is held (before), with the tip as a line of its own.
 */
export interface ReceiptPayment {
  lines: ChargeLine[];
  total: ChargeLine;
  note: string;
}

const dayOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));

/**
 * The receipt's money from the ride's ledger (decision 63). Before any capture the total is what
 * the card holds (the price lines and the tip's own hold), labelled as held. After it, the total
 * is what was charged (captured less refunded): the price lines, the tip as captured, each refund;
 * a tip the gateway still only holds is a line labelled as held, outside the total. Null for a
 * ride billed by invoice, or read without its charges.
 */
export function receiptPayment(
  trip: PricedTrip &
    Pick<OwnTrip, 'charges' | 'preferredPaymentMethod' | 'preferredPayment' | 'feedback'>,
  timeZone: string,
): ReceiptPayment | null {
  const charges = trip.charges;
  if (!charges || trip.preferredPaymentMethod.paymentType !== 'CreditCard') return null;
  const card = paymentLabel(trip);
  const price = (minor: number) => priceOfMinor(trip, minor);
  const tip = trip.feedback?.tipInMinorUnits ?? 0;
  if (charges.capturedInMinorUnits === 0) {
    const held = charges.heldInMinorUnits;
    return {
      lines: tip > 0 ? [{ label: 'Tip (held)', amount: price(tip) }] : [],
      total: { label: held > 0 ? 'TOTAL HELD' : 'TOTAL CHARGED', amount: price(held) },
      note:
        held > 0
          ? `Held on your ${card}. Nothing has been charged yet.`
          : `Nothing has been charged to your ${card}.`,
    };
  }
  const lines: ChargeLine[] = [];
  if (charges.tipInMinorUnits > 0) {
    lines.push({ label: 'Tip', amount: price(charges.tipInMinorUnits) });
  }
  const tipStillHeld = Math.min(tip - charges.tipInMinorUnits, charges.heldInMinorUnits);
  if (tipStillHeld > 0) {
    lines.push({ label: 'Tip (held, not yet charged)', amount: price(tipStillHeld) });
  }
  for (const refund of charges.refunds) {
    lines.push({
      label: `Refunded ${dayOf(refund.refundedAt, timeZone)}`,
      amount: price(-refund.amountInMinorUnits),
    });
  }
  return {
    lines,
    total: { label: 'TOTAL CHARGED', amount: price(charges.chargedInMinorUnits) },
    note: `Charged to your ${card}.`,
  };
}
