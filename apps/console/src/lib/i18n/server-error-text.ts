import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { contrastProblemText } from './contrast-text.ts';
import { validationText } from './validation-text.ts';

/** The operators' errors the server words in English without a value. */
const EXACT: ReadonlyMap<string, MessageDescriptor> = new Map([
  [
    'A fee is charged only for a cancelled ride or a no-show.',
    msg`A fee is charged only for a cancelled ride or a no-show.`,
  ],
  ['Another company already uses this domain.', msg`Another company already uses this domain.`],
  ['Nothing is left to refund on this ride.', msg`Nothing is left to refund on this ride.`],
  [
    'Only a cancelled ride or a no-show can be released.',
    msg`Only a cancelled ride or a no-show can be released.`,
  ],
  ['Only a completed ride can be charged.', msg`Only a completed ride can be charged.`],
  [
    'The company’s rule charges nothing for this ride.',
    msg`The company’s rule charges nothing for this ride.`,
  ],
  [
    'This e-mail already belongs to an active staff member.',
    msg`This e-mail already belongs to an active staff member.`,
  ],
  [
    'This service type is used by reservations, so it cannot be removed. Rename it instead.',
    msg`This service type is used by reservations, so it cannot be removed. Rename it instead.`,
  ],
  ['This staff member is deactivated.', msg`This staff member is deactivated.`],
  ['Choose a role.', msg`Choose a role.`],
  ['Upload a PNG image.', msg`Upload a PNG image.`],
  ['Unknown zone', msg`Unknown zone`],
  // notFound's "<what> not found", for what the console asks for.
  ['Reservation not found', msg`Reservation not found`],
  ['Ride not found', msg`Ride not found`],
  ['Vehicle type not found', msg`Vehicle type not found`],
  ['Service type not found', msg`Service type not found`],
  ['Fleet vehicle not found', msg`Fleet vehicle not found`],
  ['Staff user not found', msg`Staff user not found`],
  ['Staff member not found', msg`Staff member not found`],
  ['Driver not found', msg`Driver not found`],
  ['Promo code not found', msg`Promo code not found`],
  ['Invitation not found', msg`Invitation not found`],
  ['Notice not found', msg`Notice not found`],
]);

type Built = readonly [RegExp, (...values: string[]) => string];

/** The operators' errors built with a value, as the server words them. */
const BUILT: readonly Built[] = [
  [
    /^Vehicle (.+) was just assigned an overlapping ride; try again\.$/s,
    (plate) => t`Vehicle ${plate} was just assigned an overlapping ride; try again.`,
  ],
  [
    /^Driver (.+) was just assigned an overlapping ride; try again\.$/s,
    (name) => t`Driver ${name} was just assigned an overlapping ride; try again.`,
  ],
  [
    /^Vehicle (.+) already has ride (\S+) from (.+) to (.+) \(estimated drop-off plus the dispatch buffer\)\.$/s,
    (plate, ride, from, to) =>
      t`Vehicle ${plate} already has ride ${ride} from ${from} to ${to} (estimated drop-off plus the dispatch buffer).`,
  ],
  [
    /^Driver (.+) already has ride (\S+) from (.+) to (.+) \(estimated drop-off plus the dispatch buffer\)\.$/s,
    (name, ride, from, to) =>
      t`Driver ${name} already has ride ${ride} from ${from} to ${to} (estimated drop-off plus the dispatch buffer).`,
  ],
  [
    /^Ride #(\S+) kept changing while it was being assigned; try again\.$/,
    (ride) => t`Ride #${ride} kept changing while it was being assigned; try again.`,
  ],
  [
    /^Ride #(\S+) is (\S+): its driver and vehicle can no longer change\.$/,
    (ride, status) => t`Ride #${ride} is ${status}: its driver and vehicle can no longer change.`,
  ],
  [
    /^Another vehicle of the fleet has the plate (.+)\.$/s,
    (plate) => t`Another vehicle of the fleet has the plate ${plate}.`,
  ],
  [/^Vehicle (.+) is out of service\.$/s, (plate) => t`Vehicle ${plate} is out of service.`],
  [/^A vehicle type named (.+) exists$/s, (name) => t`A vehicle type named ${name} exists`],
  [/^A service type named (.+) exists$/s, (name) => t`A service type named ${name} exists`],
  [/^Promo code (.+) exists$/s, (code) => t`Promo code ${code} exists`],
  [
    /^The image is too large: at most (\d+) kB\.$/,
    (size) => t`The image is too large: at most ${size} kB.`,
  ],
];

/** The server's contrast refusal (the domain's message for the palette's first problem). */
const CONTRAST = /^(In dark mode: )?(.+): contrast ([\d.]+):1, needs at least ([\d.]+):1\.$/s;

function contrastText(message: string): string | undefined {
  const match = CONTRAST.exec(message);
  if (!match) return undefined;
  const [, dark, pair, ratio, minimum] = match;
  return contrastProblemText({
    scheme: dark ? 'dark' : 'light',
    pair: pair!,
    ratio: Number(ratio),
    minimum: Number(minimum),
    field: 'primaryColor',
    message,
  });
}

/**
 * A server error's message, worded in English by the server, in the console's language: the
 * operators' errors above, the contrast rule's and the domain's validation words; any other
 * message is shown as it came.
 */
export function serverErrorText(message: string): string {
  const exact = EXACT.get(message);
  if (exact) return i18n._(exact);
  for (const [pattern, text] of BUILT) {
    const match = pattern.exec(message);
    if (match) return text(...match.slice(1).map((value) => value ?? ''));
  }
  return contrastText(message) ?? validationText(message) ?? message;
}
