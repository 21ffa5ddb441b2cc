import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The domain's ride status words (`rideStatusWords`, the board's `statusLabel`) as messages. */
const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map([
  ['Scheduled', msg`Scheduled`],
  ['Driver assigned', msg`Driver assigned`],
  ['Unassigned', msg`Unassigned`],
  ['Driver on the way', msg`Driver on the way`],
  ['Circling near pickup', msg`Circling near pickup`],
  ['At pickup', msg`At pickup`],
  ['Waiting at pickup', msg`Waiting at pickup`],
  ['Waiting for the passenger', msg`Waiting for the passenger`],
  ['Passenger on board', msg`Passenger on board`],
  ['Waiting at a stop', msg`Waiting at a stop`],
  ['Closing the job', msg`Closing the job`],
  ['Completed', msg`Completed`],
  ['Cancelled', msg`Cancelled`],
  ['No-show', msg`No-show`],
  ['Deleted', msg`Deleted`],
  ['Quote', msg`Quote`],
]);

/**
 * A ride's status words, as the domain and the server write them in English, in the console's
 * language; words without a message here (a status outside the table) are shown as they came.
 */
export function statusText(words: string): string {
  const known = KNOWN.get(words);
  return known ? i18n._(known) : words;
}
