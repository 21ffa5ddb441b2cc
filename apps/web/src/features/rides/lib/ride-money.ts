import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { fromMinorUnits } from '@ride/domain';
import { priceIn } from '../../../lib/i18n/formats.ts';
import type { DetailsTrip, OwnTrip } from './ride-details-view.ts';
import { paymentLabel } from './ride-details-view.ts';

type PricedTrip = Pick<DetailsTrip, 'currencySymbol' | 'currencyCode'>;

/**
 * An amount in minor units as the app shows prices (spec part 2 §5 price display), in the
 * rider's language (decision 93).
 */
export const priceOfMinor = (trip: PricedTrip, minor: number) =>
  priceIn(i18n.locale, fromMinorUnits(minor), trip.currencySymbol, trip.currencyCode);

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
    const amount = priceOfMinor(trip, fee);
    return byCard
      ? t`A late cancellation fee of ${amount} will be charged to your card.`
      : t`A late cancellation fee of ${amount} will be billed.`;
  }
  const held = trip.charges?.heldInMinorUnits ?? 0;
  if (!byCard || held <= 0) return null;
  const amount = priceOfMinor(trip, held);
  return t`There is no fee: the hold of ${amount} on your card will be released in full.`;
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
    const amount = priceOfMinor(trip, fee);
    return t`A late cancellation fee of ${amount} is charged to your ${card}; the rest of the hold is released.`;
  }
  const released = charges.releasedInMinorUnits + charges.heldInMinorUnits;
  if (released <= 0) return t`Nothing was charged to your ${card}.`;
  const amount = priceOfMinor(trip, released);
  return t`The hold of ${amount} on your ${card} is released in full. Nothing was charged.`;
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
  new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-US' : i18n.locale, {
    dateStyle: 'medium',
    timeZone,
  }).format(new Date(iso));

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
      lines: tip > 0 ? [{ label: t`Tip (held)`, amount: price(tip) }] : [],
      total: { label: held > 0 ? t`TOTAL HELD` : t`TOTAL CHARGED`, amount: price(held) },
      note:
        held > 0
          ? t`Held on your ${card}. Nothing has been charged yet.`
          : t`Nothing has been charged to your ${card}.`,
    };
  }
  const lines: ChargeLine[] = [];
  if (charges.tipInMinorUnits > 0) {
    lines.push({ label: t`Tip`, amount: price(charges.tipInMinorUnits) });
  }
  const tipStillHeld = Math.min(tip - charges.tipInMinorUnits, charges.heldInMinorUnits);
  if (tipStillHeld > 0) {
    lines.push({ label: t`Tip (held, not yet charged)`, amount: price(tipStillHeld) });
  }
  for (const refund of charges.refunds) {
    const day = dayOf(refund.refundedAt, timeZone);
    lines.push({
      label: t`Refunded ${day}`,
      amount: price(-refund.amountInMinorUnits),
    });
  }
  return {
    lines,
    total: { label: t`TOTAL CHARGED`, amount: price(charges.chargedInMinorUnits) },
    note: t`Charged to your ${card}.`,
  };
}
