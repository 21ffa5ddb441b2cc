import { t, msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { DataTable } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/notices.tsx';
import { checkVehicleTypeInput, type VehicleTypeInput } from '@ride/domain';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { validationText } from '../../../lib/i18n/validation-text.ts';
import {
  createVehicleTypeDocument,
  updateVehicleTypeDocument,
  uploadVehicleTypePictureDocument,
  vehicleTypesDocument,
} from '../api/catalog-documents.ts';
import { CheckField, FormField } from './form-field.tsx';

const EMPTY: VehicleTypeInput = {
  name: '',
  passengerCapacity: 3,
  luggageCapacity: 3,
  childSeatCapacity: 0,
  isAccessible: false,
  sortOrder: 0,
  isActive: false,
};
type Field = keyof VehicleTypeInput;

const NUMBER_FIELDS: [Field, MessageDescriptor][] = [
  ['passengerCapacity', msg`Passengers`],
  ['luggageCapacity', msg`Luggage`],
  ['childSeatCapacity', msg`Child seats`],
  ['sortOrder', msg`Order`],
];

/** What a vehicle type carries, in one line of the table. */
function carries(vehicle: {
  passengerCapacity: number;
  luggageCapacity: number;
  childSeatCapacity: number;
  isAccessible: boolean;
}): string {
  const {
    passengerCapacity: passengers,
    luggageCapacity: bags,
    childSeatCapacity: seats,
  } = vehicle;
  return vehicle.isAccessible
    ? t`${passengers} passengers, ${bags} bags, ${seats} child seats, wheelchair accessible`
    : t`${passengers} passengers, ${bags} bags, ${seats} child seats`;
}

/** The company's vehicle types: what each carries, its order, and whether riders are offered it. */
export function VehicleTypesSection() {
  const [list, reload] = useQuery({ query: vehicleTypesDocument });
  const [, uploadPicture] = useMutation(uploadVehicleTypePictureDocument);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [values, setValues] = useState<VehicleTypeInput>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState('');
  const [created, create] = useMutation(createVehicleTypeDocument);
  const [updated, update] = useMutation(updateVehicleTypeDocument);
  const id = useId();
  const vehicles = list.data?.catalogVehicleTypes ?? [];
  const result = editing === 'new' ? created : updated;
  const serverField = errorField(result.error) as Field | undefined;

  function edit(target: number | 'new') {
    const found = vehicles.find((v) => v.id === target);
    setValues(
      found
        ? {
            name: found.name,
            passengerCapacity: found.passengerCapacity,
            luggageCapacity: found.luggageCapacity,
            childSeatCapacity: found.childSeatCapacity,
            isAccessible: found.isAccessible,
            sortOrder: found.sortOrder,
            isActive: found.isActive,
          }
        : EMPTY,
    );
    setProblems({});
    setSaved('');
    setEditing(target);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkVehicleTypeInput(values);
    if (!checked.ok) return setProblems(checked.errors);
    setProblems({});
    const answer =
      editing === 'new'
        ? await create({ input: checked.value })
        : await update({ id: editing as number, input: checked.value });
    if (answer.error) return;
    const name = checked.value.name;
    setSaved(t`Saved ${name}.`);
    setEditing(null);
  }

  const problem = (field: Field) =>
    validationText(
      problems[field] ?? (serverField === field ? errorMessage(result.error) : undefined),
    );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Vehicle types`}</h2>
      <ErrorAlert error={list.error} />
      <DataTable
        rows={vehicles}
        caption={t`Vehicle types`}
        rowKey={(vehicle) => vehicle.id}
        columns={[
          { header: t`Order`, cell: (vehicle) => vehicle.sortOrder },
          { header: t`Name`, cell: (vehicle) => vehicle.name },
          { header: t`Carries`, cell: carries },
          { header: t`Offered`, cell: (vehicle) => (vehicle.isActive ? t`Yes` : t`No`) },
          {
            header: t`Actions`,
            cell: (vehicle) => (
              <button type="button" onClick={() => edit(vehicle.id)}>
                <Trans>
                  Edit<span className="visually-hidden"> {vehicle.name}</span>
                </Trans>
              </button>
            ),
          },
        ]}
      />
      <p role="status" className="form-ok">
        {saved}
      </p>
      {editing === null ? (
        <button type="button" onClick={() => edit('new')}>
          {t`Add a vehicle type`}
        </button>
      ) : (
        <form className="card form" noValidate onSubmit={(e) => void submit(e)}>
          <h3>{editing === 'new' ? t`New vehicle type` : t`Edit ${values.name}`}</h3>
          <FormField
            id={`${id}-name`}
            label={t`Name`}
            value={values.name}
            error={problem('name')}
            onChange={(e) => setValues({ ...values, name: e.target.value })}
          />
          <div className="field-grid">
            {NUMBER_FIELDS.map(([field, label]) => (
              <FormField
                key={field}
                id={`${id}-${field}`}
                label={i18n._(label)}
                type="number"
                min={0}
                value={Number.isNaN(values[field]) ? '' : String(values[field])}
                error={problem(field)}
                onChange={(e) => setValues({ ...values, [field]: e.target.valueAsNumber })}
              />
            ))}
          </div>
          <CheckField
            id={`${id}-accessible`}
            label={t`Wheelchair accessible`}
            checked={values.isAccessible}
            onChange={(isAccessible) => setValues({ ...values, isAccessible })}
          />
          <CheckField
            id={`${id}-active`}
            label={t`Offered to riders (needs its rates set)`}
            checked={values.isActive}
            onChange={(isActive) => setValues({ ...values, isActive })}
          />
          {problem('isActive') ? <p className="field-error">{problem('isActive')}</p> : null}
          {typeof editing === 'number' ? (
            <ImageUpload
              label={t`Picture`}
              currentUrl={vehicles.find((v) => v.id === editing)?.imageUrl ?? undefined}
              upload={async (data) => {
                const answer = await uploadPicture({
                  vehicleTypeId: String(editing),
                  image: { data },
                });
                if (answer.error) return errorMessage(answer.error);
                reload({ requestPolicy: 'network-only' });
                return undefined;
              }}
            />
          ) : (
            <p className="hint">{t`Add a picture once the vehicle type is saved.`}</p>
          )}
          <ErrorAlert error={result.error} />
          <div className="actions">
            <button type="submit" className="primary" disabled={result.fetching}>
              {t`Save vehicle type`}
            </button>
            <button type="button" onClick={() => setEditing(null)}>
              {t`Cancel`}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
