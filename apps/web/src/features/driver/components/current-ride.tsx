import { useRef } from 'react';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import type { RideSteps } from '../hooks/use-ride-steps.ts';
import { rideCardView, type DriverRide } from '../lib/ride-card.ts';
import { statusSteps } from '../lib/status-steps.ts';
import { RideFacts } from './ride-facts.tsx';

interface Props {
  ride: DriverRide;
  timeZone: string;
  steps: RideSteps;
}

/**
 * The ride the driver is working on: where it stands, one big button per status it may move to
 * (the main step forward last, nearest the thumb), then everything needed to drive it.
 */
export function CurrentRide({ ride, timeZone, steps }: Props) {
  const view = rideCardView(ride, timeZone);
  const state = ride.reservationState;
  const buttons = statusSteps(ride.nextStatuses);
  const group = useRef<HTMLDivElement>(null);

  async function step(status: string) {
    await steps.step(ride, status);
    // The tapped button is gone (the ride's next steps replace it): keep the keyboard here.
    group.current?.focus();
  }

  return (
    <section className="driver-card driver-current" aria-labelledby="current-ride-title">
      <h2 id="current-ride-title" className="driver-card__title">
        Ride #{ride.confirmationNumber}
      </h2>
      <p className="driver-current__when">{view.pickupWhen}</p>
      <p className="driver-current__status">
        Status:{' '}
        <span className={`driver-status driver-status--${state.colour}`}>
          {state.label || state.type}
        </span>
      </p>
      {steps.failure && <FormBanner message={steps.failure} onDismiss={steps.dismiss} />}
      {buttons.length > 0 && (
        <div
          ref={group}
          className="driver-steps"
          role="group"
          aria-label="Change the ride’s status"
          tabIndex={-1}
        >
          {buttons.map((button) => (
            <button
              key={button.status}
              type="button"
              className={`button driver-step ${button.isMain ? 'button--primary driver-step--main' : 'button--secondary'}`}
              aria-disabled={steps.sending !== null}
              aria-busy={steps.sending === button.status}
              onClick={() => void step(button.status)}
            >
              {button.label}
            </button>
          ))}
        </div>
      )}
      <RideFacts view={view} notes={ride.driverNotes.trim()} />
    </section>
  );
}
