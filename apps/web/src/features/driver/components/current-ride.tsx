import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import type { RideSteps } from '../hooks/use-ride-steps.ts';
import { rideCardView, type DriverRide } from '../lib/ride-card.ts';
import { nextStopNavigation } from '../lib/navigate.ts';
import { statusSteps, statusWords } from '../lib/status-steps.ts';
import { pickAVehicle } from '../lib/vehicle-choice.ts';
import { RideFacts } from './ride-facts.tsx';
import { VehiclePick } from './vehicle-pick.tsx';

const SETTING_OFF = 'DRIVER_IS_ON_THE_WAY';

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
  const { t } = useLingui();
  const view = rideCardView(ride, timeZone);
  const state = ride.reservationState;
  const number = ride.confirmationNumber;
  const words = statusWords(state.type);
  const buttons = statusSteps(ride.nextStatuses);
  const navigation = nextStopNavigation(ride);
  const group = useRef<HTMLDivElement>(null);
  const pick = useRef<HTMLFieldSetElement>(null);
  // The vehicle picked for this ride; another ride shown starts with none.
  const [picked, setPicked] = useState<{ rideId: string; vehicleId: string } | null>(null);
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const vehicleId = picked?.rideId === ride.id ? picked.vehicleId : null;

  async function step(status: string) {
    const needsPick = status === SETTING_OFF && ride.needsVehicle;
    if (needsPick && !vehicleId) {
      setPickProblem(pickAVehicle());
      pick.current?.focus();
      return;
    }
    await steps.step(ride, status, needsPick ? vehicleId : null);
    // The tapped button is gone (the ride's next steps replace it): keep the keyboard here.
    group.current?.focus();
  }

  return (
    <section className="driver-card driver-current" aria-labelledby="current-ride-title">
      <h2 id="current-ride-title" className="driver-card__title">
        <Trans>Ride #{number}</Trans>
      </h2>
      <p className="driver-current__when">{view.pickupWhen}</p>
      <p className="driver-current__status">
        <Trans>
          Status: <span className={`driver-status driver-status--${state.colour}`}>{words}</span>
        </Trans>
      </p>
      {steps.failure && <FormBanner message={steps.failure} onDismiss={steps.dismiss} />}
      {ride.needsVehicle && (
        <VehiclePick
          ref={pick}
          rideId={ride.id}
          chosenId={vehicleId}
          problem={vehicleId ? null : pickProblem}
          onChoose={(id) => {
            setPicked({ rideId: ride.id, vehicleId: id });
            setPickProblem(null);
          }}
        />
      )}
      {buttons.length > 0 && (
        <div
          ref={group}
          className="driver-steps"
          role="group"
          aria-label={t`Change the ride’s status`}
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
      {navigation && (
        // The phone's maps app takes the link (a new tab in a desktop browser).
        <a
          className="button button--secondary driver-navigate"
          href={navigation.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {navigation.label}
        </a>
      )}
      <RideFacts view={view} notes={ride.driverNotes.trim()} />
    </section>
  );
}
