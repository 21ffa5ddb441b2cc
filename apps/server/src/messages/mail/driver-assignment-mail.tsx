import { Facts, Paragraph } from './blocks.tsx';
import type { I18n } from '../i18n/index.ts';
import { MailLayout } from './layout.tsx';
import type { MailBrand } from './mail-brand.ts';
import { renderMail, type RenderedMail } from './render-mail.ts';
import { carOf, mailI18n, whenOf, type MailVehicle } from './ride-wording.ts';

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
  /** The driver's language (decision 97); English when absent. */
  i18n?: I18n;
}

/** Tells the driver a ride is theirs (or no longer theirs), in the driver's language. */
export function driverAssignmentMail(input: DriverAssignmentMailInput): Promise<RenderedMail> {
  const i18n = mailI18n(input);
  const ride = `#${input.confirmationNumber}`;
  const when = whenOf(i18n, input.pickupAt, input.timeZone);
  const subject = input.released
    ? i18n._('Ride {ride} is no longer yours', { ride })
    : i18n._('New ride assigned: {ride}', { ride });
  return renderMail(
    subject,
    <MailLayout
      i18n={i18n}
      brand={input.brand}
      title={subject}
      preview={
        input.released
          ? i18n._('Ride {ride} on {when}.', { ride, when })
          : i18n._('Pickup {when}, from {place}.', { when, place: input.from })
      }
      heading={input.released ? i18n._('Ride no longer assigned') : i18n._('New ride assigned')}
    >
      <Paragraph>{i18n._('Hi {name},', { name: input.firstName })}</Paragraph>
      {input.released ? (
        <Paragraph>
          {i18n._('Ride {ride} on {when} is no longer assigned to you.', { ride, when })}
        </Paragraph>
      ) : (
        <>
          <Paragraph>{i18n._('You have been assigned ride {ride}.', { ride })}</Paragraph>
          <Facts
            facts={[
              [i18n._('Pickup'), when],
              [i18n._('From'), input.from],
              [i18n._('To'), input.to],
              ...(input.vehicle
                ? [
                    [
                      i18n._('Vehicle'),
                      i18n._('{car}, plate {plate}', {
                        car: carOf(input.vehicle),
                        plate: input.vehicle.plate,
                      }),
                    ] satisfies [string, string],
                  ]
                : []),
            ]}
          />
        </>
      )}
    </MailLayout>,
  );
}
