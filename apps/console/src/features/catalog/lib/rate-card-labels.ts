import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { RATE_CARD_MONEY_FIELDS, RATE_CARD_PERCENT_FIELDS } from '@ride/domain';
import { validationText } from '../../../lib/i18n/validation-text.ts';

type RateCardField =
  (typeof RATE_CARD_MONEY_FIELDS)[number][0] | (typeof RATE_CARD_PERCENT_FIELDS)[number][0];

/** The rate card's field names (the domain's English words) as the console's messages. */
const LABELS: Record<RateCardField, MessageDescriptor> = {
  baseFare: msg`Base fare`,
  perMile: msg`Per mile`,
  perMinute: msg`Per minute`,
  hourlyRate: msg`Hourly rate`,
  airportPickupFee: msg`Airport pickup fee`,
  airportDropoffFee: msg`Airport drop-off fee`,
  stopFee: msg`Fee per additional stop`,
  childSeatFee: msg`Fee per child seat`,
  minimumFare: msg`Minimum fare`,
  waitingPerMinute: msg`Waiting per minute`,
  gratuityPercent: msg`Gratuity`,
  taxPercent: msg`Tax`,
};

/** A rate card field's name in the console's language. */
export const rateCardLabel = (field: RateCardField): string => i18n._(LABELS[field]);

/** Each field by the domain's English name, as its problems start. */
const ENGLISH_LABELS: ReadonlyMap<string, RateCardField> = new Map(
  [...RATE_CARD_MONEY_FIELDS, ...RATE_CARD_PERCENT_FIELDS].map(([field, label]) => [label, field]),
);

/**
 * A rate card problem in the console's language: the domain's "<field> must be an amount from 0
 * to 100000 with at most 2 decimals" and "… a percentage …" with the field's name translated;
 * other problems through the shared validation messages.
 */
export function rateCardProblemText(problem: string | undefined): string | undefined {
  const match =
    /^(.+) must be (an amount|a percentage) from 0 to (\d+) with at most (\d) decimals$/.exec(
      problem ?? '',
    );
  const field = match ? ENGLISH_LABELS.get(match[1] ?? '') : undefined;
  if (!match || !field) return validationText(problem);
  const label = rateCardLabel(field);
  const [, , kind, max = '', decimals = ''] = match;
  return kind === 'an amount'
    ? t`${label} must be an amount from 0 to ${max} with at most ${decimals} decimals`
    : t`${label} must be a percentage from 0 to ${max} with at most ${decimals} decimals`;
}
