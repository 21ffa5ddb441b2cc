import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RATE_CARD_MONEY_FIELDS, RATE_CARD_PERCENT_FIELDS } from '@ride/domain';

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
