import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation } from 'urql';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { deactivateFleetVehicleDocument } from '../api/fleet-documents.ts';
import type { FleetVehicleRow } from './fleet-vehicle-form.tsx';

/** Asks before taking a vehicle out of service, saying what becomes of its rides. */
export function DeactivateVehicleDialog({
  vehicle,
  onClose,
}: {
  vehicle: FleetVehicleRow | null;
  onClose: (message?: string) => void;
}) {
  const [result, deactivate] = useMutation(deactivateFleetVehicleDocument);

  async function confirm() {
    if (!vehicle) return;
    const answer = await deactivate({ id: vehicle.id });
    if (answer.data) onClose(t`${vehicle.licensePlate} is out of service.`);
  }

  return (
    <ConfirmDialog
      open={vehicle !== null}
      id="deactivate-vehicle"
      closedLabel={t`Deactivate vehicle`}
      title={t`Deactivate ${vehicle?.licensePlate ?? ''}?`}
      confirmLabel={t`Deactivate`}
      error={result.error}
      busy={result.fetching}
      onConfirm={() => void confirm()}
      onClose={() => onClose()}
    >
      <Trans>
        The {vehicle?.make} {vehicle?.model} can no longer be assigned to rides. Rides it is already
        assigned to keep it until a dispatcher reassigns them.
      </Trans>
    </ConfirmDialog>
  );
}
