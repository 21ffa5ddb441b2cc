import { DataTable } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/notices.tsx';
import { checkVehicleTypeInput, type VehicleTypeInput } from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { errorField, errorMessage } from '../../../lib/errors.ts';
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

const NUMBER_FIELDS: [Field, string][] = [
  ['passengerCapacity', 'Passengers'],
  ['luggageCapacity', 'Luggage'],
  ['childSeatCapacity', 'Child seats'],
  ['sortOrder', 'Order'],
];

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
    setSaved(`Saved ${checked.value.name}.`);
    setEditing(null);
  }

  const problem = (field: Field) =>
    problems[field] ?? (serverField === field ? errorMessage(result.error) : undefined);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Vehicle types</h2>
      <ErrorAlert error={list.error} />
      <DataTable
        rows={vehicles}
        rowKey={(vehicle) => vehicle.id}
        columns={[
          { header: 'Order', cell: (vehicle) => vehicle.sortOrder },
          { header: 'Name', cell: (vehicle) => vehicle.name },
          {
            header: 'Carries',
            cell: (vehicle) =>
              `${vehicle.passengerCapacity} passengers, ${vehicle.luggageCapacity} bags, ${vehicle.childSeatCapacity} child seats${vehicle.isAccessible ? ', wheelchair accessible' : ''}`,
          },
          { header: 'Offered', cell: (vehicle) => (vehicle.isActive ? 'Yes' : 'No') },
          {
            header: 'Actions',
            cell: (vehicle) => (
              <button type="button" onClick={() => edit(vehicle.id)}>
                Edit<span className="visually-hidden"> {vehicle.name}</span>
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
          Add a vehicle type
        </button>
      ) : (
        <form className="card form" noValidate onSubmit={(e) => void submit(e)}>
          <h3>{editing === 'new' ? 'New vehicle type' : `Edit ${values.name}`}</h3>
          <FormField
            id={`${id}-name`}
            label="Name"
            value={values.name}
            error={problem('name')}
            onChange={(e) => setValues({ ...values, name: e.target.value })}
          />
          <div className="field-grid">
            {NUMBER_FIELDS.map(([field, label]) => (
              <FormField
                key={field}
                id={`${id}-${field}`}
                label={label}
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
            label="Wheelchair accessible"
            checked={values.isAccessible}
            onChange={(isAccessible) => setValues({ ...values, isAccessible })}
          />
          <CheckField
            id={`${id}-active`}
            label="Offered to riders (needs its rates set)"
            checked={values.isActive}
            onChange={(isActive) => setValues({ ...values, isActive })}
          />
          {problem('isActive') ? <p className="field-error">{problem('isActive')}</p> : null}
          {typeof editing === 'number' ? (
            <ImageUpload
              label="Picture"
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
            <p className="hint">Add a picture once the vehicle type is saved.</p>
          )}
          <ErrorAlert error={result.error} />
          <div className="actions">
            <button type="submit" className="primary" disabled={result.fetching}>
              Save vehicle type
            </button>
            <button type="button" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
