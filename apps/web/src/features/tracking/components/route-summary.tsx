import { Trans, useLingui } from '@lingui/react/macro';
import { dropOffLine, placeLine } from '../../rides/index.ts';
import type { TrackedTrip } from '../lib/tracking-route.ts';

/** The ride's route in words under the map: pickup, the stops in order, drop-off. */
export function RouteSummary({ routing }: { routing: TrackedTrip['routing'] }) {
  const { t } = useLingui();
  return (
    <section className="tracking-route" aria-labelledby="tracking-route-title">
      <h2 id="tracking-route-title" className="tracking-heading">
        <Trans>Your Trip</Trans>
      </h2>
      <ol>
        <li>
          <span className="tracking-route__role">{t`Pickup`}</span>
          {placeLine(routing.pickup.location)}
        </li>
        {routing.stops.edges.map((edge, index) => (
          <li key={index}>
            <span className="tracking-route__role">{t`Stop ${index + 1}`}</span>
            {placeLine(edge.node.location)}
          </li>
        ))}
        <li>
          <span className="tracking-route__role">{t`Drop-off`}</span>
          {dropOffLine(routing.dropOff?.location)}
        </li>
      </ol>
    </section>
  );
}
