import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useQuery } from 'urql';
import { errorMessage } from '../../../lib/errors.ts';
import { DeactivateVehicleDialog } from '../components/deactivate-vehicle-dialog.tsx';
import { DispatchBufferForm } from '../components/dispatch-buffer-form.tsx';
import { fleetDocument } from '../api/fleet-documents.ts';
import { FleetTable } from '../components/fleet-table.tsx';
import { FleetVehicleForm, type FleetVehicleRow } from '../components/fleet-vehicle-form.tsx';
import '../fleet.css';

/** /fleet: the company's vehicles dispatchers assign, and the buffer between a driver's rides. */
export default function FleetScreen() {
  const [{ data, error, fetching }, reload] = useQuery({ query: fleetDocument });
  const [editing, setEditing] = useState<FleetVehicleRow | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<FleetVehicleRow | null>(null);
  const [notice, setNotice] = useState('');
  const changed = (message: string) => {
    setNotice(message);
    reload({ requestPolicy: 'network-only' });
  };

  return (
    <>
      <h1>{t`Fleet`}</h1>
      <p role="status" className="notice fleet-notice">
        {notice}
      </p>
      {!data ? (
        fetching ? (
          <p role="status">{t`Loading…`}</p>
        ) : (
          <p role="alert">{errorMessage(error) ?? t`The fleet could not be loaded.`}</p>
        )
      ) : (
        <>
          <h2>{t`Vehicles`}</h2>
          <FleetTable
            vehicles={data.fleetVehicles}
            onEdit={(vehicle) => {
              setNotice('');
              setEditing(vehicle);
            }}
            onDeactivate={setDeactivating}
          />
          {editing === null ? (
            <p>
              <button
                type="button"
                onClick={() => {
                  setNotice('');
                  setEditing('new');
                }}
              >
                {t`Add a vehicle`}
              </button>
            </p>
          ) : (
            <FleetVehicleForm
              key={editing === 'new' ? 'new' : editing.id}
              vehicle={editing === 'new' ? null : editing}
              vehicleTypes={data.catalogVehicleTypes}
              onSaved={(message) => {
                setEditing(null);
                changed(message);
              }}
              onCancel={() => setEditing(null)}
            />
          )}
          <DispatchBufferForm
            key={data.dispatchBufferMinutes}
            minutes={data.dispatchBufferMinutes}
          />
        </>
      )}
      <DeactivateVehicleDialog
        vehicle={deactivating}
        onClose={(message) => {
          setDeactivating(null);
          if (message) changed(message);
        }}
      />
    </>
  );
}
