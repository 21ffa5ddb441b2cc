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
  if (vehicles.length === 0) return <p>No vehicles in the fleet yet.</p>;
  return (
    <DataTable
      caption="Fleet vehicles"
      rows={vehicles}
      rowKey={(vehicle) => vehicle.id}
      columns={[
        { header: 'Plate', rowHeader: true, cell: (vehicle) => vehicle.licensePlate },
        { header: 'Make and model', cell: (vehicle) => `${vehicle.make} ${vehicle.model}` },
        { header: 'Colour', cell: (vehicle) => vehicle.color },
        { header: 'Vehicle type', cell: (vehicle) => vehicle.vehicleTypeName },
        { header: 'Seats', cell: (vehicle) => vehicle.passengerCapacity },
        { header: 'Status', cell: (vehicle) => (vehicle.isActive ? 'In service' : 'Deactivated') },
        {
          header: 'Actions',
          cell: (vehicle) => (
            <div className="inline-actions">
              <button
                type="button"
                onClick={() => onEdit(vehicle)}
                aria-label={`Edit ${vehicle.licensePlate}`}
              >
                Edit
              </button>
              {vehicle.isActive ? (
                <button
                  type="button"
                  className="danger"
                  onClick={() => onDeactivate(vehicle)}
                  aria-label={`Deactivate ${vehicle.licensePlate}`}
                >
                  Deactivate
                </button>
              ) : null}
            </div>
          ),
        },
      ]}
    />
  );
}
