import { Facts, Paragraph } from './blocks.tsx';
import { english } from '../i18n/index.ts';
import { MailLayout } from './layout.tsx';
import type { MailBrand } from './mail-brand.ts';
import { renderMail, type RenderedMail } from './render-mail.ts';
import { carOf, whenOf, type MailVehicle } from './ride-wording.ts';

export interface DriverAssignmentMailInput {
  brand: MailBrand;
  /** The driver's. */
  firstName: string;
  confirmationNumber: string;
  pickupAt: Date;
  timeZone: string;
  from: string;
  to: string;
  vehicle: MailVehicle | null;
  /** The ride was taken off the driver, rather than given. */
  released?: boolean;
}

/** Tells the driver a ride is theirs (or no longer theirs). */
export function driverAssignmentMail(input: DriverAssignmentMailInput): Promise<RenderedMail> {
  const ride = `#${input.confirmationNumber}`;
  const when = whenOf(english, input.pickupAt, input.timeZone);
  const subject = input.released ? `Ride ${ride} is no longer yours` : `New ride assigned: ${ride}`;
  return renderMail(
    subject,
    <MailLayout
      i18n={english}
      brand={input.brand}
      title={subject}
      preview={input.released ? `Ride ${ride} on ${when}.` : `Pickup ${when}, from ${input.from}.`}
      heading={input.released ? 'Ride no longer assigned' : 'New ride assigned'}
    >
      <Paragraph>Hi {input.firstName},</Paragraph>
      {input.released ? (
        <Paragraph>
          Ride {ride} on {when} is no longer assigned to you.
        </Paragraph>
      ) : (
        <>
          <Paragraph>You have been assigned ride {ride}.</Paragraph>
          <Facts
            facts={[
              ['Pickup', when],
              ['From', input.from],
              ['To', input.to],
              ...(input.vehicle
                ? [
                    ['Vehicle', `${carOf(input.vehicle)}, plate ${input.vehicle.plate}`] satisfies [
                      string,
                      string,
                    ],
                  ]
                : []),
            ]}
          />
        </>
      )}
    </MailLayout>,
  );
}
