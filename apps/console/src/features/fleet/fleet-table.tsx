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
    <div
      className="table-scroll"
      role="region"
      aria-label="Fleet vehicles (scrolls sideways)"
      tabIndex={0}
    >
      <table>
        <caption className="visually-hidden">Fleet vehicles</caption>
        <thead>
          <tr>
            <th scope="col">Plate</th>
            <th scope="col">Make and model</th>
            <th scope="col">Colour</th>
            <th scope="col">Vehicle type</th>
            <th scope="col">Seats</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {vehicles.map((vehicle) => (
            <tr key={vehicle.id}>
              <th scope="row">{vehicle.licensePlate}</th>
              <td>
                {vehicle.make} {vehicle.model}
              </td>
              <td>{vehicle.color}</td>
              <td>{vehicle.vehicleTypeName}</td>
              <td>{vehicle.passengerCapacity}</td>
              <td>{vehicle.isActive ? 'In service' : 'Deactivated'}</td>
              <td>
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
