import { AmountTable, Facts, type AmountLine } from './blocks.tsx';
import { rateLineIn } from './rate-lines.ts';
import { renderMail, type RenderedMail } from './render-mail.ts';
import type { I18n } from '../i18n/index.ts';
import { cardOf, mailI18n, moneyOf, whenOf, type MailCurrency } from './ride-wording.ts';
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

const chargeLabel = (i18n: I18n, charge: MailCharge) => {
  const card = cardOf(charge.cardBrand, charge.cardLastDigits);
  return charge.state === 'charged'
    ? i18n._('Charged to {card}', { card })
    : i18n._('Held on {card}', { card });
};

/** The receipt of a completed ride: its price item by item, and what each card paid. */
export function rideReceiptMail(input: RideReceiptMailInput): Promise<RenderedMail> {
  const i18n = mailI18n(input);
  const number = input.confirmationNumber;
  const subject = i18n._('Your receipt for ride #{number}', { number });
  const when = whenOf(i18n, input.pickupAt, input.timeZone);
  const money = (minor: number) => moneyOf(i18n, minor, input);
  const total = money(input.totalMinor);
  const amounts: AmountLine[] = [
    ...input.lines.map((line) => ({
      label: rateLineIn(i18n, line.label),
      amount: money(line.amountMinor),
    })),
    ...(input.tipMinor !== null ? [{ label: i18n._('Tip'), amount: money(input.tipMinor) }] : []),
    { label: i18n._('Total'), amount: total, strong: true },
    ...input.charges.map((charge) => ({
      label: chargeLabel(i18n, charge),
      amount: money(charge.amountMinor),
    })),
  ];
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={i18n._('{total} for ride #{number} on {when}.', { total, number, when })}
      heading={i18n._('Your receipt')}
      opening={i18n._('Thank you for riding with {company}.', { company: input.brand.name })}
    >
      <Facts
        facts={[
          [i18n._('Confirmation number'), number],
          [i18n._('Pickup'), when],
          [i18n._('From'), input.from],
          [i18n._('To'), input.to],
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
  const i18n = mailI18n(input);
  const number = input.confirmationNumber;
  const subject = i18n._('Refund for ride #{number}', { number });
  const amount = moneyOf(i18n, input.amountMinor, input);
  const card = cardOf(input.cardBrand, input.cardLastDigits);
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={i18n._('{amount} back to {card}.', { amount, card })}
      heading={i18n._('Refund issued')}
      opening={i18n._('We have refunded {amount} for ride #{number} to your {card}.', {
        amount,
        number,
        card,
      })}
    >
      <Facts
        facts={[
          [i18n._('Confirmation number'), number],
          [i18n._('Refund'), amount],
          [i18n._('Card'), card],
        ]}
      />
    </RiderMail>,
  );
}
