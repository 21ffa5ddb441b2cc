import { useMutation } from 'urql';
import { ErrorAlert } from '../../components/notices.tsx';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { deactivateFleetVehicleDocument } from './fleet-documents.ts';
import type { FleetVehicleRow } from './fleet-vehicle-form.tsx';

/**
 * Asks before taking a vehicle out of service, in the browser's own modal dialog (focus stays
 * inside, Escape cancels, the safe choice has the focus).
 */
export function DeactivateVehicleDialog({
  vehicle,
  onClose,
}: {
  vehicle: FleetVehicleRow | null;
  onClose: (message?: string) => void;
}) {
  const [result, deactivate] = useMutation(deactivateFleetVehicleDocument);
  const { dialog, cancel } = useModalDialog(vehicle !== null);

  if (!vehicle) return <dialog ref={dialog} aria-label="Deactivate vehicle" />;

  async function confirm() {
    if (!vehicle) return;
    const answer = await deactivate({ id: vehicle.id });
    if (answer.data) onClose(`${vehicle.licensePlate} is out of service.`);
  }

  return (
    <dialog
      ref={dialog}
      className="card confirm-dialog"
      aria-labelledby="deactivate-vehicle-title"
      aria-describedby="deactivate-vehicle-text"
      onCancel={() => onClose()}
    >
      <h2 id="deactivate-vehicle-title">Deactivate {vehicle.licensePlate}?</h2>
      <p id="deactivate-vehicle-text">
        The {vehicle.make} {vehicle.model} can no longer be assigned to rides. Rides it is already
        assigned to keep it until a dispatcher reassigns them.
      </p>
      <ErrorAlert error={result.error} />
      <div className="actions">
        <button
          type="button"
          className="danger"
          onClick={() => void confirm()}
          disabled={result.fetching}
        >
          Deactivate
        </button>
        <button type="button" onClick={() => onClose()} ref={cancel}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
