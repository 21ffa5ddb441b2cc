import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatPickup } from '../../dispatch/index.ts';

interface Ride {
  id: string;
  confirmationNumber: string;
  pickupAt: string;
  riderName: string;
  pickupSummary: string;
  vehicleTypeName: string;
}

/** The to-do list: rides picking up within two hours without a driver, each a link to the ride. */
export function NeedsDriverList({
  rides,
  timeZone,
  now,
}: {
  rides: readonly Ride[];
  timeZone: string;
  now: number;
}) {
  return (
    <section className="card overview-group" aria-labelledby="overview-todo">
      <h2 id="overview-todo">
        <Trans>Needs a driver within two hours</Trans>
      </h2>
      {rides.length === 0 ? (
        <p>
          <Trans>Every ride of the next two hours has a driver.</Trans>
        </p>
      ) : (
        <ul className="overview-todo">
          {rides.map((ride) => (
            <li key={ride.id}>
              <Link to={`/dispatch/rides/${ride.id}`}>
                <Trans>Ride #{ride.confirmationNumber}</Trans>
              </Link>{' '}
              <time dateTime={ride.pickupAt}>{formatPickup(ride.pickupAt, timeZone, false)}</time>
              {Date.parse(ride.pickupAt) < now ? (
                <strong className="overview-late">
                  {' '}
                  <Trans>late</Trans>
                </strong>
              ) : null}
              <span className="overview-todo__facts">
                {' '}
                · {ride.riderName} · {ride.pickupSummary} · {ride.vehicleTypeName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
