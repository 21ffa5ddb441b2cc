import { Trans } from '@lingui/react/macro';
import type { RideCardView } from '../lib/ride-card.ts';

/**
 * Pickup (with its flight, at an airport), stops and drop-off, then the passenger (with a tap to
 * call), as a list of facts.
 */
export function RideFacts({ view, notes }: { view: RideCardView; notes?: string }) {
  const { passenger, phone } = view;
  return (
    <dl className="driver-facts">
      <div>
        <dt>
          <Trans>Pickup</Trans>
        </dt>
        <dd>{view.pickup}</dd>
      </div>
      {view.flight && (
        <div>
          <dt>
            <Trans>Flight</Trans>
          </dt>
          <dd>{view.flight}</dd>
        </div>
      )}
      {view.stops.map((stop, index) => {
        const number = index + 1;
        return (
          <div key={index}>
            <dt>
              <Trans>Stop {number}</Trans>
            </dt>
            <dd>{stop}</dd>
          </div>
        );
      })}
      <div>
        <dt>
          <Trans>Drop-off</Trans>
        </dt>
        <dd>{view.dropOff}</dd>
      </div>
      <div>
        <dt>
          <Trans>Passenger</Trans>
        </dt>
        <dd>
          {view.passenger}
          {view.phoneHref && (
            <>
              {' · '}
              <a href={view.phoneHref} className="driver-phone">
                <Trans>
                  Call <span className="visually-hidden">{passenger} at</span> {phone}
                </Trans>
              </a>
            </>
          )}
          <span className="driver-facts__sub">{view.load}</span>
        </dd>
      </div>
      {view.vehicle && (
        <div>
          <dt>
            <Trans>Vehicle</Trans>
          </dt>
          <dd>{view.vehicle}</dd>
        </div>
      )}
      {notes && (
        <div>
          <dt>
            <Trans>Note from the rider</Trans>
          </dt>
          <dd>{notes}</dd>
        </div>
      )}
    </dl>
  );
}
