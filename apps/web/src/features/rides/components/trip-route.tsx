import { Trans, useLingui } from '@lingui/react/macro';
import type { DetailsTrip } from '../lib/ride-details-view.ts';
import { placeView, type PlaceView } from '../lib/ride-details-view.ts';

function Place({ role, place }: { role: string; place: PlaceView | null }) {
  return (
    <li className="trip-route__stop">
      <span className="trip-route__role">{role}</span>
      {place ? (
        <>
          <span className="trip-route__title">
            {place.title}
            <span className="visually-hidden"> ({place.kind})</span>
          </span>
          {place.lines.map((line) => (
            <span key={line} className="trip-route__line">
              {line}
            </span>
          ))}
        </>
      ) : (
        <span className="trip-route__title">
          <Trans>As Directed (or) N/A</Trans>
        </span>
      )}
    </li>
  );
}

/** Your Trip (spec part 2 §2): pickup, the stops in order, then the drop-off. */
export function TripRoute({ routing }: { routing: DetailsTrip['routing'] }) {
  const { t } = useLingui();
  return (
    <ol className="trip-route">
      <Place role={t`Pickup`} place={placeView(routing.pickup.location)} />
      {routing.stops.edges.map((edge, index) => (
        <Place
          key={`${index}-${edge.node.location.line1}`}
          role={t`Stop ${index + 1}`}
          place={placeView(edge.node.location)}
        />
      ))}
      <Place
        role={t`Drop-off`}
        place={routing.dropOff ? placeView(routing.dropOff.location) : null}
      />
    </ol>
  );
}
