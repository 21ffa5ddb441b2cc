import { ServiceTypesSection } from './service-types-section.tsx';
import { VehicleTypesSection } from './vehicle-types-section.tsx';

/** /vehicles: the service types riders choose from and the vehicle types they are offered. */
export default function VehiclesScreen() {
  return (
    <>
      <h1>Vehicles &amp; services</h1>
      <ServiceTypesSection />
      <VehicleTypesSection />
    </>
  );
}
