import { ActionButton, Facts, Paragraph } from './blocks.tsx';
import { renderMail, type RenderedMail } from './render-mail.ts';
import { mailI18n, moneyOf, whenOf, type MailCurrency } from './ride-wording.ts';
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
  const i18n = mailI18n(input);
  const number = input.confirmationNumber;
  const company = input.brand.name;
  const subject = changed
    ? i18n._('Your ride has been changed: #{number}', { number })
    : i18n._('Your ride is booked: #{number}', { number });
  const when = whenOf(i18n, input.pickupAt, input.timeZone);
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={i18n._('Ride #{number}, {when}, from {from}.', { number, when, from: input.from })}
      heading={changed ? i18n._('Your ride has been changed') : i18n._('Your ride is booked')}
      opening={
        changed
          ? i18n._('Your ride with {company} has been changed.', { company })
          : i18n._('Your ride with {company} is booked.', { company })
      }
    >
      <Facts
        facts={[
          [i18n._('Confirmation number'), number],
          [i18n._('Pickup'), when],
          [i18n._('From'), input.from],
          [i18n._('To'), input.to],
          [i18n._('Vehicle'), input.vehicleName],
          [
            i18n._('Total'),
            i18n._('{total}, held on your card and charged after the ride', {
              total: moneyOf(i18n, input.totalMinor, input),
            }),
          ],
        ]}
      />
      {input.guestCancelLink ? (
        <>
          <ActionButton brand={input.brand} href={input.guestCancelLink} field="guestCancelLink">
            {i18n._('View or cancel your ride')}
          </ActionButton>
          <Paragraph>
            {i18n._(
              'You can also cancel the ride from this link, for as long as it can be cancelled online. Only this e-mail has the link: keep it to yourself.',
            )}
          </Paragraph>
        </>
      ) : (
        <ActionButton brand={input.brand} href={input.rideLink} field="rideLink">
          {i18n._('Follow your ride')}
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
  const i18n = mailI18n(input);
  const ride = `#${input.confirmationNumber}`;
  const when = whenOf(i18n, input.pickupAt, input.timeZone);
  const noShow = input.by === 'no-show';
  const subject = noShow
    ? i18n._('Ride {ride}: no-show', { ride })
    : i18n._('Ride {ride} is cancelled', { ride });
  const opening = {
    rider: i18n._('Your ride {ride} on {when} has been cancelled, as you asked.', { ride, when }),
    dispatcher: i18n._('Your ride {ride} on {when} has been cancelled.', { ride, when }),
    'no-show': i18n._(
      'Your driver waited for you at the pickup of ride {ride} on {when}, and the ride was closed as a no-show.',
      { ride, when },
    ),
  }[input.by];
  const money =
    input.feeMinor > 0
      ? i18n._(
          "Under {company}'s cancellation policy, a fee of {fee} is charged to your card; the rest of the hold is released.",
          { company: input.brand.name, fee: moneyOf(i18n, input.feeMinor, input) },
        )
      : i18n._('Nothing is charged: the hold on your card is released.');
  return renderMail(
    subject,
    <RiderMail
      input={input}
      subject={subject}
      preview={money}
      heading={
        noShow ? i18n._('Your ride was closed as a no-show') : i18n._('Your ride is cancelled')
      }
      opening={opening}
    >
      <Facts
        facts={[
          [i18n._('Confirmation number'), input.confirmationNumber],
          [i18n._('Pickup'), when],
        ]}
      />
      <Paragraph>{money}</Paragraph>
    </RiderMail>,
  );
}
