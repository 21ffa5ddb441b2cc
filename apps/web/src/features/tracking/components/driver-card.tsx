import { Trans } from '@lingui/react/macro';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { driverCardView } from '../lib/driver-card.ts';
import type { TrackedTrip } from '../lib/tracking-route.ts';

/**
 * Spec part 2 §2: the driver's name, picture and phone, and the vehicle's make, colour and
 * licence plate; the spec's text when there is no driver to show (part 2 §8).
 */
export function DriverCard({ trip }: { trip: Pick<TrackedTrip, 'drivers' | 'vehicles'> }) {
  const driver = driverCardView(trip);
  return (
    <section className="driver-card" aria-labelledby="driver-card-title">
      <h2 id="driver-card-title" className="tracking-heading">
        <Trans>Your Driver</Trans>
      </h2>
      {driver ? (
        <div className="driver-card__body">
          <Avatar picture={driver.picture} initials={driver.initials} />
          <div className="driver-card__facts">
            <p className="driver-card__name">{driver.name}</p>
            {driver.vehicle && <p>{driver.vehicle}</p>}
            {driver.licensePlate && (
              <p>
                <Trans>
                  Plate <span className="driver-card__plate">{driver.licensePlate}</span>
                </Trans>
              </p>
            )}
          </div>
          {driver.phoneHref && (
            <a className="button button--secondary driver-card__call" href={driver.phoneHref}>
              <Trans>
                Call <span dir="ltr">{driver.phone}</span>
              </Trans>
            </a>
          )}
        </div>
      ) : (
        <p className="notice">
          {/* NO_DRIVER_INFO in English (spec part 2 §8). */}
          <Trans>
            We are currently unable to preview your driver’s info. If needed, please contact support
            for assistance.
          </Trans>
        </p>
      )}
    </section>
  );
}
