import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';
import { useQuery } from 'urql';
import { driverVehicleChoicesDocument } from '../api/driver-rides.ts';
import { failureText } from '../lib/driver-failures.ts';
import { vehicleChoiceLabel } from '../lib/vehicle-choice.ts';

interface Props {
  rideId: string;
  chosenId: string | null;
  onChoose(vehicleId: string): void;
  /** Shown under the choices: why setting off waits (nothing picked yet). */
  problem: string | null;
}

/**
 * Dispatch has given the ride no vehicle: the driver picks one of the company's free vehicles of
 * the ride's type to set off in, or is told to ask dispatch when there is none.
 */
export const VehiclePick = forwardRef<HTMLFieldSetElement, Props>(function VehiclePick(
  { rideId, chosenId, onChoose, problem },
  ref,
) {
  const { t } = useLingui();
  const [result, reexecute] = useQuery({
    query: driverVehicleChoicesDocument,
    variables: { reservationId: rideId },
    requestPolicy: 'network-only',
  });
  const choices = result.data?.driverVehicleChoices ?? null;

  return (
    <fieldset
      ref={ref}
      className="driver-vehicles"
      tabIndex={-1}
      aria-describedby={problem ? 'driver-vehicle-problem' : undefined}
    >
      <legend className="driver-vehicles__legend">
        <Trans>Vehicle</Trans>
      </legend>
      <p className="driver-vehicles__note">
        <Trans>
          Dispatch has not assigned a vehicle yet. Pick the one you drive, or ask dispatch to assign
          one.
        </Trans>
      </p>
      {choices === null && result.error && (
        <p role="alert" className="field-error">
          {failureText(result.error, t`The vehicles could not be loaded.`)}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => reexecute({ requestPolicy: 'network-only' })}
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {choices === null && !result.error && (
        <p className="muted">
          <Trans>Loading the free vehicles…</Trans>
        </p>
      )}
      {choices?.length === 0 && (
        <p role="alert" className="field-error">
          <Trans>
            No vehicle of this ride’s type is free at its time. Ask dispatch to assign one.
          </Trans>
        </p>
      )}
      {choices?.map((vehicle) => (
        <label key={vehicle.id} className="driver-vehicle">
          <input
            type="radio"
            name={`vehicle-${rideId}`}
            value={vehicle.id}
            checked={chosenId === vehicle.id}
            onChange={() => onChoose(vehicle.id)}
          />
          <span>{vehicleChoiceLabel(vehicle)}</span>
        </label>
      ))}
      {problem && (
        <p id="driver-vehicle-problem" role="alert" className="field-error">
          {problem}
        </p>
      )}
    </fieldset>
  );
});
