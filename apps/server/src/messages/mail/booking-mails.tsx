import { ActionButton, Facts, Paragraph } from './blocks.tsx';
import { renderMail, type RenderedMail } from './render-mail.ts';
import { moneyOf, whenOf, type MailCurrency } from './ride-wording.ts';
import { RiderMail, type RiderMailInput } from './rider-mail.tsx';

export interface BookedRideMailInput extends RiderMailInput, MailCurrency {
  pickupAt: Date;
  timeZone: string;
  /** The pickup and the drop-off, as the rider reads places. */
  from: string;
  to: string;
  vehicleName: string;
  totalMinor: number;
  rideLink: string;
  /**
   * A guest's booking: the ride's read-only view that can also cancel it (its cancel secret is in
   * this link alone), in place of the tracking link.
   */
  guestCancelLink?: string | null;
}

function bookingMail(input: BookedRideMailInput, changed: boolean): Promise<RenderedMail> {
  const state = changed ? 'has been changed' : 'is booked';
  const subject = `Your ride ${state}: #${input.confirmationNumber}`;
  const when = whenOf(input.pickupAt, input.timeZone);
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={`Ride #${input.confirmationNumber}, ${when}, from ${input.from}.`}
      heading={`Your ride ${state}`}
      opening={`Your ride with ${input.brand.name} ${state}.`}
    >
      <Facts
        facts={[
          ['Confirmation number', input.confirmationNumber],
          ['Pickup', when],
          ['From', input.from],
          ['To', input.to],
          ['Vehicle', input.vehicleName],
          [
            'Total',
            `${moneyOf(input.totalMinor, input)}, held on your card and charged after the ride`,
          ],
        ]}
      />
      {input.guestCancelLink ? (
        <>
          <ActionButton brand={input.brand} href={input.guestCancelLink} field="guestCancelLink">
            View or cancel your ride
          </ActionButton>
          <Paragraph>
            You can also cancel the ride from this link, for as long as it can be cancelled online.
            Only this e-mail has the link: keep it to yourself.
          </Paragraph>
        </>
      ) : (
        <ActionButton brand={input.brand} href={input.rideLink} field="rideLink">
          Follow your ride
        </ActionButton>
      )}
    </RiderMail>,
  );
}

/** Confirms a new booking to the rider, with the link that opens the ride. */
export function rideBookedMail(input: BookedRideMailInput): Promise<RenderedMail> {
  return bookingMail(input, false);
}

/** The rider changed a booked ride: confirms the ride as it is now. */
export function rideChangedMail(input: BookedRideMailInput): Promise<RenderedMail> {
  return bookingMail(input, true);
}

export interface CancelledRideMailInput extends RiderMailInput, MailCurrency {
  pickupAt: Date;
  timeZone: string;
  /** Who ended the ride: the rider, the dispatcher, or the driver finding no one (a no-show). */
  by: 'rider' | 'dispatcher' | 'no-show';
  /** What the company's cancellation rule charges; 0 releases the whole hold. */
  feeMinor: number;
}

/** Tells the rider the ride is cancelled (or closed as a no-show), and what that costs. */
export function rideCancelledMail(input: CancelledRideMailInput): Promise<RenderedMail> {
  const ride = `#${input.confirmationNumber}`;
  const when = whenOf(input.pickupAt, input.timeZone);
  const noShow = input.by === 'no-show';
  const subject = noShow ? `Ride ${ride}: no-show` : `Ride ${ride} is cancelled`;
  const opening = {
    rider: `Your ride ${ride} on ${when} has been cancelled, as you asked.`,
    dispatcher: `Your ride ${ride} on ${when} has been cancelled.`,
    'no-show': `Your driver waited for you at the pickup of ride ${ride} on ${when}, and the ride was closed as a no-show.`,
  }[input.by];
  const money =
    input.feeMinor > 0
      ? `Under ${input.brand.name}'s cancellation policy, a fee of ${moneyOf(input.feeMinor, input)} is charged to your card; the rest of the hold is released.`
      : 'Nothing is charged: the hold on your card is released.';
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={money}
      heading={noShow ? 'Your ride was closed as a no-show' : 'Your ride is cancelled'}
      opening={opening}
    >
      <Facts
        facts={[
          ['Confirmation number', input.confirmationNumber],
          ['Pickup', when],
        ]}
      />
      <Paragraph>{money}</Paragraph>
    </RiderMail>,
  );
}
