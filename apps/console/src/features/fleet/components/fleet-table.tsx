import { t } from '@lingui/core/macro';
import { DataTable } from '../../../components/data-table.tsx';
import type { FleetVehicleRow } from './fleet-vehicle-form.tsx';

/** The fleet, by plate: each vehicle's details, whether it is in service, edit and deactivate. */
export function FleetTable({
  vehicles,
  onEdit,
  onDeactivate,
}: {
  vehicles: readonly FleetVehicleRow[];
  onEdit: (vehicle: FleetVehicleRow) => void;
  onDeactivate: (vehicle: FleetVehicleRow) => void;
}) {
  if (vehicles.length === 0) return <p>{t`No vehicles in the fleet yet.`}</p>;
  return (
    <DataTable
      caption={t`Fleet vehicles`}
      rows={vehicles}
      rowKey={(vehicle) => vehicle.id}
      columns={[
        { header: t`Plate`, rowHeader: true, cell: (vehicle) => vehicle.licensePlate },
        { header: t`Make and model`, cell: (vehicle) => `${vehicle.make} ${vehicle.model}` },
        { header: t`Colour`, cell: (vehicle) => vehicle.color },
        { header: t`Vehicle type`, cell: (vehicle) => vehicle.vehicleTypeName },
        { header: t`Seats`, cell: (vehicle) => vehicle.passengerCapacity },
        {
          header: t`Status`,
          cell: (vehicle) => (vehicle.isActive ? t`In service` : t`Deactivated`),
        },
        {
          header: t`Actions`,
          cell: (vehicle) => (
            <div className="inline-actions">
              <button
                type="button"
                onClick={() => onEdit(vehicle)}
                aria-label={t`Edit ${vehicle.licensePlate}`}
              >
                {t`Edit`}
              </button>
              {vehicle.isActive ? (
                <button
                  type="button"
                  className="danger"
                  onClick={() => onDeactivate(vehicle)}
                  aria-label={t`Deactivate ${vehicle.licensePlate}`}
                >
                  {t`Deactivate`}
                </button>
              ) : null}
            </div>
          ),
        },
      ]}
    />
  );
}
