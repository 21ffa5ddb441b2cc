import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { rideStatusWords } from '@ride/domain';
import { contrastProblemText } from './contrast-text.ts';
import { statusText } from './status-text.ts';
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
  ['Choose a gateway kind.', msg`Choose a gateway kind.`],
  ['This needs another role.', msg`This needs another role.`],
  ['Enter a colour as #rrggbb.', msg`Enter a colour as #rrggbb.`],
  ['Not a valid phone number', msg`Not a valid phone number`],
  ['Enter the percent.', msg`Enter the percent.`],
  ['Enter the amount.', msg`Enter the amount.`],
  ['This is required for a circle.', msg`This is required for a circle.`],
  [
    'A Twilio auth token is 32 hexadecimal digits.',
    msg`A Twilio auth token is 32 hexadecimal digits.`,
  ],
  ['Enter the auth token of the Twilio account.', msg`Enter the auth token of the Twilio account.`],
  [
    'Set this vehicle type’s rates before offering it to riders',
    msg`Set this vehicle type’s rates before offering it to riders`,
  ],
  [
    'An offered vehicle type needs a fare: a base fare, per mile, per minute or hourly rate',
    msg`An offered vehicle type needs a fare: a base fare, per mile, per minute or hourly rate`,
  ],
  ['Unknown service type', msg`Unknown service type`],
  ['Unknown vehicle type', msg`Unknown vehicle type`],
  ['Unknown sample route', msg`Unknown sample route`],
  ['A pickup is required', msg`A pickup is required`],
  ['A drop-off is required', msg`A drop-off is required`],
  ['Hourly rides need hours', msg`Hourly rides need hours`],
  [
    'The image could not be read: send the file base64-encoded.',
    msg`The image could not be read: send the file base64-encoded.`,
  ],
  [
    'The PNG file is damaged and cannot be shown.',
    msg`The PNG file is damaged and cannot be shown.`,
  ],
  ['The SVG file has no drawing we can show.', msg`The SVG file has no drawing we can show.`],
  ['First name is required.', msg`First name is required.`],
  ['Last name is required.', msg`Last name is required.`],
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
  ['Company not found', msg`Company not found`],
  ['Payment gateway not found', msg`Payment gateway not found`],
  ['Notice not found', msg`Notice not found`],
]);

/** A status code (DRIVER_ASSIGNED) in the console's words for it. */
const statusWords = (status: string) => statusText(rideStatusWords(status));

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
    (ride, code) => {
      const status = statusWords(code);
      return t`Ride #${ride} is ${status}: its driver and vehicle can no longer change.`;
    },
  ],
  [
    /^Another vehicle of the fleet has the plate (.+)\.$/s,
    (plate) => t`Another vehicle of the fleet has the plate ${plate}.`,
  ],
  [/^Vehicle (.+) is out of service\.$/s, (plate) => t`Vehicle ${plate} is out of service.`],
  [/^A vehicle type named (.+) exists$/s, (name) => t`A vehicle type named ${name} exists`],
  [/^A service type named (.+) exists$/s, (name) => t`A service type named ${name} exists`],
  [/^Promo code (.+) exists$/s, (code) => t`Promo code ${code} exists`],
  [/^Driver (.+) is not active\.$/s, (name) => t`Driver ${name} is not active.`],
  [
    /^Vehicle (.+) is a (.+); ride #(\S+) was booked for a (.+)\.$/s,
    (plate, type, ride, booked) =>
      t`Vehicle ${plate} is a ${type}; ride #${ride} was booked for a ${booked}.`,
  ],
  [
    /^Vehicle (.+) seats (\d+); ride #(\S+) has (\d+) passengers\.$/s,
    (plate, seats, ride, passengers) =>
      t`Vehicle ${plate} seats ${seats}; ride #${ride} has ${passengers} passengers.`,
  ],
  [
    /^A ride cannot go from (\w+) to (\w+): it can go to ([\w, ]+)\.$/,
    (from, to, next) => {
      const [was, wanted] = [statusWords(from), statusWords(to)];
      const allowed = next.split(', ').map(statusWords).join(', ');
      return t`A ride cannot go from ${was} to ${wanted}: it can go to ${allowed}.`;
    },
  ],
  [
    /^A ride cannot go from (\w+) to (\w+): it is finished\.$/,
    (from, to) => {
      const [was, wanted] = [statusWords(from), statusWords(to)];
      return t`A ride cannot go from ${was} to ${wanted}: it is finished.`;
    },
  ],
  [
    /^Usage limit cannot be below the (\d+) uses so far$/,
    (used) => t`Usage limit cannot be below the ${used} uses so far`,
  ],
  [
    /^Point (\d+) must be \[latitude, longitude\]\.$/,
    (point) => t`Point ${point} must be [latitude, longitude].`,
  ],
  [
    /^(First|Last) name must be at most (\d+) characters\.$/,
    (which, most) =>
      which === 'First'
        ? t`First name must be at most ${most} characters.`
        : t`Last name must be at most ${most} characters.`,
  ],
  [
    /^The image is too large: at most (\d+)×(\d+) pixels\.$/,
    (width, height) => t`The image is too large: at most ${width}×${height} pixels.`,
  ],
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
