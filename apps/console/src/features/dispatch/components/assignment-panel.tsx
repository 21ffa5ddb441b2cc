import { plural, t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { ErrorAlert } from '../../../components/notices.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { BoardRide } from '../lib/board-state.ts';
import { driverName, formatAge } from '../lib/dispatch-format.ts';
import {
  assignmentChoicesDocument,
  assignRideDocument,
  unassignRideDocument,
} from '../api/ride-api.ts';

const distance = (meters: number | null | undefined) =>
  meters === null || meters === undefined
    ? t`position unknown`
    : meters < 1000
      ? t`${formatNumber(meters, 0)} m away`
      : t`${formatNumber(meters / 1000, 1)} km away`;

/**
 * The ride's driver and vehicle, and the way to change them: a free driver (nearest first) and
 * a vehicle that fits. A refusal is shown as the server words it (it names the clashing ride).
 */
export function AssignmentPanel({
  ride,
  onChanged,
}: {
  ride: BoardRide;
  onChanged: (message: string) => void;
}) {
  const ids = useId();
  const [{ data, error }, reloadChoices] = useQuery({
    query: assignmentChoicesDocument,
    variables: { id: ride.id },
    requestPolicy: 'network-only',
  });
  const [driverId, setDriverId] = useState(ride.driver?.id ?? '');
  const [vehicleId, setVehicleId] = useState(ride.fleetVehicle?.id ?? '');
  const [assigned, assign] = useMutation(assignRideDocument);
  const [unassigned, unassign] = useMutation(unassignRideDocument);
  const busy = assigned.fetching || unassigned.fetching;
  // The ride's vehicle is chosen while it still fits; one that no longer does is not offered.
  const vehicles = data?.assignableVehicles ?? [];
  const vehicle = vehicles.some((v) => v.id === vehicleId) ? vehicleId : '';
  const current = ride.driver;
  const suggestions = data?.suggestDrivers ?? [];
  // The current driver is busy with this very ride, so not among the free ones: keep them listed.
  const choices =
    current && !suggestions.some((s) => s.driver.id === current.id)
      ? [{ driver: current, distanceMeters: null, positionAgeSeconds: null }, ...suggestions]
      : suggestions;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const answer = await assign({
      input: { reservationId: ride.id, driverId, fleetVehicleId: vehicle },
    });
    if (answer.data) {
      const chosen = choices.find((c) => c.driver.id === driverId);
      onChanged(
        chosen
          ? t`Ride #${ride.confirmationNumber} is assigned to ${driverName(chosen.driver)}.`
          : t`Ride #${ride.confirmationNumber} is assigned.`,
      );
      reloadChoices({ requestPolicy: 'network-only' });
    }
  }

  async function remove() {
    const answer = await unassign({ id: ride.id });
    if (answer.data) {
      setDriverId('');
      setVehicleId('');
      onChanged(t`Ride #${ride.confirmationNumber} has no driver now.`);
      reloadChoices({ requestPolicy: 'network-only' });
    }
  }

  return (
    <section className="card ride-section" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{t`Driver and vehicle`}</h2>
      <p>
        {current ? (
          <>
            <strong>{driverName(current)}</strong>
            {ride.fleetVehicle
              ? ` · ${ride.fleetVehicle.licensePlate} (${ride.fleetVehicle.make} ${ride.fleetVehicle.model})`
              : ''}
          </>
        ) : (
          <span className="badge badge--unassigned">{t`Unassigned`}</span>
        )}
      </p>
      <ErrorAlert error={error} />
      <form className="form" onSubmit={(e) => void submit(e)}>
        <fieldset className="suggestions">
          <legend>{t`Driver`}</legend>
          {choices.length === 0 ? <p>{t`No driver is free at this time.`}</p> : null}
          {choices.map((choice) => (
            <label key={choice.driver.id}>
              <input
                type="radio"
                name={`${ids}-driver`}
                value={choice.driver.id}
                checked={driverId === choice.driver.id}
                onChange={() => setDriverId(choice.driver.id)}
              />
              <span>
                {driverName(choice.driver)}
                {choice.driver.id === current?.id ? ` ${t`(assigned)`}` : ''}
                <br />
                <span className="muted">
                  {distance(choice.distanceMeters)}
                  {choice.positionAgeSeconds !== null && choice.positionAgeSeconds !== undefined
                    ? t`, position ${formatAge(choice.positionAgeSeconds)}`
                    : ''}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${ids}-vehicle`}>{t`Vehicle`}</label>
          <select
            id={`${ids}-vehicle`}
            value={vehicle}
            onChange={(e) => setVehicleId(e.target.value)}
          >
            <option value="">{t`Choose a vehicle`}</option>
            {vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {v.licensePlate} · {v.make} {v.model}, {v.color} (
                {plural(v.passengerCapacity, { one: '# seat', other: '# seats' })})
              </option>
            ))}
          </select>
        </div>
        <ErrorAlert error={assigned.error ?? unassigned.error} />
        <div className="actions">
          <button type="submit" className="primary" disabled={busy || !driverId || !vehicle}>
            {current ? t`Reassign` : t`Assign`}
          </button>
          {current ? (
            <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
              {t`Unassign`}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
