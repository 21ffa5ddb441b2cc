import { i18n } from '@lingui/core';
import { rideStatusWords } from '@ride/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en.po';
import { messages as arabic } from '../../locales/ar.po';
import { statusText } from './status-text.ts';

/** A status of each of the domain's words, scheduled ones with and without a driver. */
const STATUSES = [
  'DRIVER_IS_ON_THE_WAY',
  'DRIVER_IS_CIRCLING',
  'DRIVER_IS_AT_PICKUP',
  'DRIVER_IS_WAITING_AT_PICKUP',
  'DRIVER_IS_WAITING_FOR_PASSENGER',
  'DRIVING_PASSENGER',
  'DRIVER_IS_WAITING_AT_STOP',
  'COMPLETING',
  'COMPLETED',
  'CANCELLED',
  'NO_SHOW',
  'DELETED',
  'QUOTE',
];

describe('ride status words in the console’s language', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

  const words = [
    ...STATUSES.map((status) => rideStatusWords(status)),
    rideStatusWords('BOOKED'),
    rideStatusWords('BOOKED', true),
    rideStatusWords('BOOKED', false),
  ];

  it('are the domain’s words in English', () => {
    for (const word of words) expect(statusText(word)).toBe(word);
  });

  it('each have a translation, and a status outside the table keeps its words', () => {
    i18n.loadAndActivate({ locale: 'ar', messages: arabic });
    for (const word of words) expect(statusText(word), word).not.toBe(word);
    expect(statusText('Towed away')).toBe('Towed away');
  });
});
