import { i18n } from '@lingui/core';
import { RATE_CARD_MONEY_FIELDS, RATE_CARD_PERCENT_FIELDS } from '@ride/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../../locales/en.po';
import { messages as spanish } from '../../../locales/es.po';
import { rateCardLabel } from './rate-card-labels.ts';

describe('the rate card’s field names', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

  it('are the domain’s English words in English', () => {
    for (const [field, label] of [...RATE_CARD_MONEY_FIELDS, ...RATE_CARD_PERCENT_FIELDS]) {
      expect(rateCardLabel(field)).toBe(label);
    }
  });

  it('follow the console’s language', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(rateCardLabel('baseFare')).toBe('Tarifa base');
    expect(rateCardLabel('taxPercent')).toBe('Impuesto');
  });
});
