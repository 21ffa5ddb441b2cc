import { Img } from '@react-email/img';
import { Section } from '@react-email/section';
import { ActionButton, Facts, Paragraph, type Fact } from './blocks.tsx';
import { httpUrlOrNull } from './links.ts';
import { INK, PAPER } from './mail-brand.ts';
import { renderMail, type RenderedMail } from './render-mail.ts';
import { carOf, minutes, whenOf, type MailVehicle } from './ride-wording.ts';
import { RiderMail, type RiderMailInput } from './rider-mail.tsx';

interface DriverMailInput extends RiderMailInput {
  driverFirstName: string;
  vehicle: MailVehicle;
  /** The ride's page, where the rider follows the driver on the map. */
  rideLink: string;
}

const driverFacts = (input: DriverMailInput): Fact[] => [
  ['Driver', input.driverFirstName],
  ['Vehicle', carOf(input.vehicle)],
  ['Plate', input.vehicle.plate],
];

const PHOTO_SIZE = 64;

function DriverPhoto({ url, name }: { url: string | null; name: string }) {
  const src = httpUrlOrNull(url);
  if (!src) return null;
  return (
    <Section data-skip-in-text style={{ backgroundColor: PAPER, color: INK, padding: '0 0 16px' }}>
      <Img
        src={src}
        alt={`Photo of ${name}`}
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
  const subject = `Your driver for ride #${input.confirmationNumber}`;
  const when = whenOf(input.pickupAt, input.timeZone);
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={`${input.driverFirstName} drives you on ${when} in a ${carOf(input.vehicle)}.`}
      heading="Your driver is assigned"
      opening={`Your driver for ride #${input.confirmationNumber} on ${when} is ${input.driverFirstName}.`}
    >
      <DriverPhoto url={input.driverPhotoUrl} name={input.driverFirstName} />
      <Facts
        facts={[
          ['Confirmation number', input.confirmationNumber],
          ['Pickup', when],
          ...driverFacts(input),
        ]}
      />
      <ActionButton brand={input.brand} href={input.rideLink} field="rideLink">
        Follow your ride
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
  const subject = `Your driver is on the way: ride #${input.confirmationNumber}`;
  const eta = input.etaMinutes !== null ? `about ${minutes(input.etaMinutes)}` : null;
  const opening = `${input.driverFirstName} is on the way to pick you up${eta ? `, ${eta} away` : ''}.`;
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={opening}
      heading="Your driver is on the way"
      opening={opening}
    >
      <Facts
        facts={[
          ['Confirmation number', input.confirmationNumber],
          ...driverFacts(input),
          ...(eta ? [['Arrives in', eta] satisfies Fact] : []),
        ]}
      />
      <ActionButton brand={input.brand} href={input.rideLink} field="rideLink">
        Track your driver
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
  const subject = `Your driver has arrived: ride #${input.confirmationNumber}`;
  const opening = `${input.driverFirstName} is waiting for you at ${input.pickupPlace}.`;
  const waiting = input.freeWaitingMinutes
    ? `You have ${minutes(input.freeWaitingMinutes)} of free waiting time.`
    : null;
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={opening}
      heading="Your driver has arrived"
      opening={opening}
    >
      <Facts
        facts={[
          ['Confirmation number', input.confirmationNumber],
          ...driverFacts(input),
          ['Where', input.pickupPlace],
        ]}
      />
      {waiting ? <Paragraph>{waiting}</Paragraph> : null}
      <ActionButton brand={input.brand} href={input.rideLink} field="rideLink">
        Track your driver
      </ActionButton>
    </RiderMail>,
  );
}
