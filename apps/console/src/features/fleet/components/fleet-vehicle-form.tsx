import { i18n, type MessageDescriptor } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { msg } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { ErrorAlert } from '../../../components/notices.tsx';
import type { ConsoleFleetVehicleFragment } from '../../../gql/graphql.ts';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { createFleetVehicleDocument, updateFleetVehicleDocument } from '../api/fleet-documents.ts';
import {
  EMPTY_FLEET_VEHICLE,
  fleetVehicleInput,
  type FleetVehicleField,
  type FleetVehicleValues,
} from '../lib/fleet-form.ts';

export type FleetVehicleRow = ConsoleFleetVehicleFragment;
export interface VehicleTypeOption {
  id: number;
  name: string;
  passengerCapacity: number;
}

const valuesOf = (vehicle: FleetVehicleRow | null): FleetVehicleValues =>
  vehicle
    ? {
        licensePlate: vehicle.licensePlate,
        make: vehicle.make,
        model: vehicle.model,
        color: vehicle.color,
        vehicleTypeId: String(vehicle.vehicleTypeId),
        passengerCapacity: String(vehicle.passengerCapacity),
      }
    : EMPTY_FLEET_VEHICLE;

const TEXT_FIELDS: [FleetVehicleField, MessageDescriptor][] = [
  ['licensePlate', msg`Licence plate`],
  ['make', msg`Make`],
  ['model', msg`Model`],
  ['color', msg`Colour`],
];

/** Adds a vehicle to the fleet, or edits one (`vehicle`); the server's refusals show by field. */
export function FleetVehicleForm({
  vehicle,
  vehicleTypes,
  onSaved,
  onCancel,
}: {
  vehicle: FleetVehicleRow | null;
  vehicleTypes: readonly VehicleTypeOption[];
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(vehicle));
  const [problems, setProblems] = useState<Partial<Record<FleetVehicleField, string>>>({});
  const [created, create] = useMutation(createFleetVehicleDocument);
  const [updated, update] = useMutation(updateFleetVehicleDocument);
  const result = vehicle ? updated : created;
  // A refusal naming a field (a duplicate plate too) shows under that field.
  const serverField = errorField(result.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (result.fetching) return;
    const checked = fleetVehicleInput(values);
    if (!checked.ok) return setProblems(checked.errors);
    setProblems({});
    const answer = vehicle
      ? await update({ id: vehicle.id, input: checked.input })
      : await create({ input: checked.input });
    const saved = answer.data
      ? 'updateFleetVehicle' in answer.data
        ? answer.data.updateFleetVehicle
        : answer.data.createFleetVehicle
      : undefined;
    if (saved) onSaved(t`Saved ${saved.licensePlate} (${saved.make} ${saved.model}).`);
  }

  const problem = (field: FleetVehicleField) =>
    problems[field] ?? (serverField === field ? errorMessage(result.error) : undefined);
  const fieldProblem =
    Object.keys(problems).length > 0 || (serverField !== undefined && serverField in values);
  const set = (field: FleetVehicleField, value: string) => setValues({ ...values, [field]: value });
  const described = (field: FleetVehicleField) =>
    problem(field) ? `${id}-${field}-error` : undefined;
  const fieldError = (field: FleetVehicleField) =>
    problem(field) ? (
      <p className="field-error" id={`${id}-${field}-error`}>
        {problem(field)}
      </p>
    ) : null;

  return (
    <form
      className="card form fleet-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`}>
        {vehicle ? t`Edit ${vehicle.licensePlate}` : t`Add a vehicle to the fleet`}
      </h2>
      <div className="field-grid">
        {TEXT_FIELDS.map(([field, label]) => (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{i18n._(label)}</label>
            <input
              id={`${id}-${field}`}
              value={values[field]}
              autoComplete="off"
              onChange={(e) => set(field, e.target.value)}
              aria-invalid={problem(field) ? true : undefined}
              aria-describedby={described(field)}
            />
            {fieldError(field)}
          </div>
        ))}
        <div className="field">
          <label htmlFor={`${id}-vehicleTypeId`}>{t`Vehicle type`}</label>
          <select
            id={`${id}-vehicleTypeId`}
            value={values.vehicleTypeId}
            onChange={(e) => {
              const type = vehicleTypes.find((t) => String(t.id) === e.target.value);
              // A new vehicle starts with its type's seats; an edited one keeps its own.
              setValues({
                ...values,
                vehicleTypeId: e.target.value,
                passengerCapacity:
                  !values.passengerCapacity && type
                    ? String(type.passengerCapacity)
                    : values.passengerCapacity,
              });
            }}
            aria-invalid={problem('vehicleTypeId') ? true : undefined}
            aria-describedby={described('vehicleTypeId')}
          >
            <option value="">{t`Choose…`}</option>
            {vehicleTypes.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.name}
              </option>
            ))}
          </select>
          {fieldError('vehicleTypeId')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-passengerCapacity`}>{t`Seats`}</label>
          <input
            id={`${id}-passengerCapacity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            value={values.passengerCapacity}
            onChange={(e) => set('passengerCapacity', e.target.value)}
            aria-invalid={problem('passengerCapacity') ? true : undefined}
            aria-describedby={described('passengerCapacity')}
          />
          {fieldError('passengerCapacity')}
        </div>
      </div>
      {fieldProblem ? null : <ErrorAlert error={result.error} />}
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          {result.fetching ? t`Saving…` : t`Save vehicle`}
        </button>
        <button type="button" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
