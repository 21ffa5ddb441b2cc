import type { RideCardView } from '../lib/ride-card.ts';

/**
 * Pickup (with its flight, at an airport), stops and drop-off, then the passenger (with a tap to
 * call), as a list of facts.
 */
export function RideFacts({ view, notes }: { view: RideCardView; notes?: string }) {
  return (
    <dl className="driver-facts">
      <div>
        <dt>Pickup</dt>
        <dd>{view.pickup}</dd>
      </div>
      {view.flight && (
        <div>
          <dt>Flight</dt>
          <dd>{view.flight}</dd>
        </div>
      )}
      {view.stops.map((stop, index) => (
        <div key={index}>
          <dt>Stop {index + 1}</dt>
          <dd>{stop}</dd>
        </div>
      ))}
      <div>
        <dt>Drop-off</dt>
        <dd>{view.dropOff}</dd>
      </div>
      <div>
        <dt>Passenger</dt>
        <dd>
          {view.passenger}
          {view.phoneHref && (
            <>
              {' · '}
              <a href={view.phoneHref} className="driver-phone">
                Call <span className="visually-hidden">{view.passenger} at</span> {view.phone}
              </a>
            </>
          )}
          <span className="driver-facts__sub">{view.load}</span>
        </dd>
      </div>
      {view.vehicle && (
        <div>
          <dt>Vehicle</dt>
          <dd>{view.vehicle}</dd>
        </div>
      )}
      {notes && (
        <div>
          <dt>Note from the rider</dt>
          <dd>{notes}</dd>
        </div>
      )}
    </dl>
  );
}
