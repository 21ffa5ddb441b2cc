import { t } from '@lingui/core/macro';
import { ServiceTypesSection } from '../components/service-types-section.tsx';
import { VehicleTypesSection } from '../components/vehicle-types-section.tsx';

/** /vehicles: the service types riders choose from and the vehicle types they are offered. */
export default function VehiclesScreen() {
  return (
    <>
      <h1>{t`Vehicles & services`}</h1>
      <ServiceTypesSection />
      <VehicleTypesSection />
    </>
  );
}
