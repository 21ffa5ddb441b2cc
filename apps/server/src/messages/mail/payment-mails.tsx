import { AmountTable, Facts, type AmountLine } from './blocks.tsx';
import { renderMail, type RenderedMail } from './render-mail.ts';
import { cardOf, moneyOf, whenOf, type MailCurrency } from './ride-wording.ts';
import { RiderMail, type RiderMailInput } from './rider-mail.tsx';

/** One payment of the ride on one card: taken, or still only held. */
export interface MailCharge {
  cardBrand: string;
  cardLastDigits: string;
  amountMinor: number;
  state: 'charged' | 'held';
}

export interface RideReceiptMailInput extends RiderMailInput, MailCurrency {
  pickupAt: Date;
  timeZone: string;
  from: string;
  to: string;
  /** The ride's price, item by item (base fare, gratuity, tolls…). */
  lines: { label: string; amountMinor: number }[];
  tipMinor: number | null;
  totalMinor: number;
  charges: MailCharge[];
}

const chargeLabel = (charge: MailCharge) =>
  `${charge.state === 'charged' ? 'Charged to' : 'Held on'} ${cardOf(charge.cardBrand, charge.cardLastDigits)}`;

/** The receipt of a completed ride: its price item by item, and what each card paid. */
export function rideReceiptMail(input: RideReceiptMailInput): Promise<RenderedMail> {
  const subject = `Your receipt for ride #${input.confirmationNumber}`;
  const when = whenOf(input.pickupAt, input.timeZone);
  const total = moneyOf(input.totalMinor, input);
  const amounts: AmountLine[] = [
    ...input.lines.map((line) => ({ label: line.label, amount: moneyOf(line.amountMinor, input) })),
    ...(input.tipMinor !== null ? [{ label: 'Tip', amount: moneyOf(input.tipMinor, input) }] : []),
    { label: 'Total', amount: total, strong: true },
    ...input.charges.map((charge) => ({
      label: chargeLabel(charge),
      amount: moneyOf(charge.amountMinor, input),
    })),
  ];
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={`${total} for ride #${input.confirmationNumber} on ${when}.`}
      heading="Your receipt"
      opening={`Thank you for riding with ${input.brand.name}.`}
    >
      <Facts
        facts={[
          ['Confirmation number', input.confirmationNumber],
          ['Pickup', when],
          ['From', input.from],
          ['To', input.to],
        ]}
      />
      <AmountTable lines={amounts} />
    </RiderMail>,
  );
}

export interface RefundIssuedMailInput extends RiderMailInput, MailCurrency {
  amountMinor: number;
  cardBrand: string;
  cardLastDigits: string;
}

/** Tells the rider money of a ride goes back to their card. */
export function refundIssuedMail(input: RefundIssuedMailInput): Promise<RenderedMail> {
  const subject = `Refund for ride #${input.confirmationNumber}`;
  const amount = moneyOf(input.amountMinor, input);
  const card = cardOf(input.cardBrand, input.cardLastDigits);
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={`${amount} back to ${card}.`}
      heading="Refund issued"
      opening={`We have refunded ${amount} for ride #${input.confirmationNumber} to your ${card}.`}
    >
      <Facts
        facts={[
          ['Confirmation number', input.confirmationNumber],
          ['Refund', amount],
          ['Card', card],
        ]}
      />
    </RiderMail>,
  );
}
