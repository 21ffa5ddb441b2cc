import { useNow } from '../hooks/use-now.ts';
import type { DriverWhereabouts } from '../lib/driver-position.ts';
import { etaView, minutesText } from '../lib/eta.ts';
import type { TrackedTrip } from '../lib/tracking-route.ts';
import { Trans } from '@lingui/react/macro';

/** The ETA in minutes (spec part 2 §2), counting down between the driver's positions. */
export function EtaLine({
  trip,
  whereabouts,
}: {
  trip: TrackedTrip;
  whereabouts: DriverWhereabouts;
}) {
  const now = useNow(5_000);
  const eta = etaView(trip, whereabouts, now);
  if (!eta) return null;
  return (
    <p className="tracking-eta">
      <span className="tracking-eta__label">
        <Trans>ETA</Trans>
      </span>{' '}
      <span className="tracking-eta__minutes">{minutesText(eta.minutes)}</span>{' '}
      <span className="tracking-eta__caption">{eta.caption}</span>
    </p>
  );
}
