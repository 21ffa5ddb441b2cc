import { dropOffLine, placeLine } from '../../rides/index.ts';
import type { TrackedTrip } from '../lib/tracking-route.ts';

/** The ride's route in words under the map: pickup, the stops in order, drop-off. */
export function RouteSummary({ routing }: { routing: TrackedTrip['routing'] }) {
  return (
    <section className="tracking-route" aria-labelledby="tracking-route-title">
      <h2 id="tracking-route-title" className="tracking-heading">
        Your Trip
      </h2>
      <ol>
        <li>
          <span className="tracking-route__role">Pickup</span>
          {placeLine(routing.pickup.location)}
        </li>
        {routing.stops.edges.map((edge, index) => (
          <li key={index}>
            <span className="tracking-route__role">Stop {index + 1}</span>
            {placeLine(edge.node.location)}
          </li>
        ))}
        <li>
          <span className="tracking-route__role">Drop-off</span>
          {dropOffLine(routing.dropOff?.location)}
        </li>
      </ol>
    </section>
  );
}
