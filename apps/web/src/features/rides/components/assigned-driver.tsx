import { Avatar } from '../../../components/ui/avatar.tsx';
import { assignedDriverView } from '../lib/assigned-driver.ts';
import type { DetailsTrip } from '../lib/ride-details-view.ts';
import { Section } from './trip-facts.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Your Driver: who is coming, from the moment the dispatcher assigns them (not only once the ride
 * is under way): first name, picture or initials, the car and its plate. Nothing before then.
 */
export function AssignedDriver({ trip }: { trip: Pick<DetailsTrip, 'drivers' | 'vehicles'> }) {
  const driver = assignedDriverView(trip);
  const { t } = useLingui();
  if (!driver) return null;
  return (
    <Section title={t`Your Driver`}>
      <div className="ride-driver">
        <Avatar picture={driver.picture} initials={driver.initials} />
        <div className="ride-driver__facts">
          <p className="ride-strong">{driver.firstName}</p>
          {driver.vehicle && <p>{driver.vehicle}</p>}
          {driver.licensePlate && (
            <p>
              <Trans>
                Plate <span className="ride-driver__plate">{driver.licensePlate}</span>
              </Trans>
            </p>
          )}
        </div>
      </div>
    </Section>
  );
}
