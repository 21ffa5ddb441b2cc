import { Img } from '@react-email/img';
import { Section } from '@react-email/section';
import { ActionButton, Facts, Paragraph, type Fact } from './blocks.tsx';
import { httpUrlOrNull } from './links.ts';
import { INK, PAPER } from './mail-brand.ts';
import { renderMail, type RenderedMail } from './render-mail.ts';
import type { I18n } from '../i18n/index.ts';
import { carOf, mailI18n, minutes, whenOf, type MailVehicle } from './ride-wording.ts';
import { RiderMail, type RiderMailInput } from './rider-mail.tsx';

interface DriverMailInput extends RiderMailInput {
  driverFirstName: string;
  vehicle: MailVehicle;
  /** The ride's page, where the rider follows the driver on the map. */
  rideLink: string;
}

const driverFacts = (i18n: I18n, input: DriverMailInput): Fact[] => [
  [i18n._('Driver'), input.driverFirstName],
  [i18n._('Vehicle'), carOf(input.vehicle)],
  [i18n._('Plate'), input.vehicle.plate],
];

const PHOTO_SIZE = 64;

function DriverPhoto({ url, name, i18n }: { url: string | null; name: string; i18n: I18n }) {
  const src = httpUrlOrNull(url);
  if (!src) return null;
  return (
    <Section data-skip-in-text style={{ backgroundColor: PAPER, color: INK, padding: '0 0 16px' }}>
      <Img
        src={src}
        alt={i18n._('Photo of {name}', { name })}
        width={PHOTO_SIZE}
        height={PHOTO_SIZE}
        style={{ borderRadius: PHOTO_SIZE / 2, objectFit: 'cover', color: INK }}
      />
    </Section>
  );
}

export interface DriverAssignedMailInput extends DriverMailInput {
  pickupAt: Date;
  timeZone: string;
  /** An absolute http(s) address of the driver's photo, or null; any other is not shown. */
  driverPhotoUrl: string | null;
}

/** Tells the rider who drives them, in which vehicle. */
export function driverAssignedMail(input: DriverAssignedMailInput): Promise<RenderedMail> {
  const i18n = mailI18n(input);
  const number = input.confirmationNumber;
  const driver = input.driverFirstName;
  const subject = i18n._('Your driver for ride #{number}', { number });
  const when = whenOf(i18n, input.pickupAt, input.timeZone);
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={i18n._('{driver} drives you on {when} in a {car}.', {
        driver,
        when,
        car: carOf(input.vehicle),
      })}
      heading={i18n._('Your driver is assigned')}
      opening={i18n._('Your driver for ride #{number} on {when} is {driver}.', {
        number,
        when,
        driver,
      })}
    >
      <DriverPhoto i18n={i18n} url={input.driverPhotoUrl} name={driver} />
      <Facts
        facts={[
          [i18n._('Confirmation number'), number],
          [i18n._('Pickup'), when],
          ...driverFacts(i18n, input),
        ]}
      />
      <ActionButton brand={input.brand} href={input.rideLink} field="rideLink">
        {i18n._('Follow your ride')}
      </ActionButton>
    </RiderMail>,
  );
}

export interface DriverOnTheWayMailInput extends DriverMailInput {
  /** How far away the driver is, when known. */
  etaMinutes: number | null;
}

/** Tells the rider the driver has set off to the pickup. */
export function driverOnTheWayMail(input: DriverOnTheWayMailInput): Promise<RenderedMail> {
  const i18n = mailI18n(input);
  const number = input.confirmationNumber;
  const driver = input.driverFirstName;
  const subject = i18n._('Your driver is on the way: ride #{number}', { number });
  const eta =
    input.etaMinutes !== null
      ? i18n._('about {minutes}', { minutes: minutes(i18n, input.etaMinutes) })
      : null;
  const opening = eta
    ? i18n._('{driver} is on the way to pick you up, {eta} away.', { driver, eta })
    : i18n._('{driver} is on the way to pick you up.', { driver });
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={opening}
      heading={i18n._('Your driver is on the way')}
      opening={opening}
    >
      <Facts
        facts={[
          [i18n._('Confirmation number'), number],
          ...driverFacts(i18n, input),
          ...(eta ? [[i18n._('Arrives in'), eta] satisfies Fact] : []),
        ]}
      />
      <ActionButton brand={input.brand} href={input.rideLink} field="rideLink">
        {i18n._('Track your driver')}
      </ActionButton>
    </RiderMail>,
  );
}

export interface DriverArrivedMailInput extends DriverMailInput {
  /** Where the driver waits, as the rider reads places. */
  pickupPlace: string;
  /** The company's free waiting time, when it names one. */
  freeWaitingMinutes: number | null;
}

/** Tells the rider the driver is waiting at the pickup. */
export function driverArrivedMail(input: DriverArrivedMailInput): Promise<RenderedMail> {
  const i18n = mailI18n(input);
  const number = input.confirmationNumber;
  const subject = i18n._('Your driver has arrived: ride #{number}', { number });
  const opening = i18n._('{driver} is waiting for you at {place}.', {
    driver: input.driverFirstName,
    place: input.pickupPlace,
  });
  const waiting = input.freeWaitingMinutes
    ? i18n._('You have {minutes} of free waiting time.', {
        minutes: minutes(i18n, input.freeWaitingMinutes),
      })
    : null;
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={opening}
      heading={i18n._('Your driver has arrived')}
      opening={opening}
    >
      <Facts
        facts={[
          [i18n._('Confirmation number'), number],
          ...driverFacts(i18n, input),
          [i18n._('Where'), input.pickupPlace],
        ]}
      />
      {waiting ? <Paragraph>{waiting}</Paragraph> : null}
      <ActionButton brand={input.brand} href={input.rideLink} field="rideLink">
        {i18n._('Track your driver')}
      </ActionButton>
    </RiderMail>,
  );
}
