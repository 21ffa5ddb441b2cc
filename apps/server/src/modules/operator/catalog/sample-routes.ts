import { HOURLY_SERVICE_TYPE_CODE } from '@ride/domain';
import type { LatLng } from '../../../adapters/maps/index.ts';
import { airportsWithin } from '../../../adapters/maps/offline/airports.ts';
import type { CompanyRow } from '../../company/index.ts';

export interface PreviewPoint extends LatLng {
  kind: 'ADDRESS' | 'AIRPORT';
  /** AIRPORT points: the airport's IATA code, when known. */
  airportCode?: string;
  name: string;
}

export interface SampleRoute {
  id: string;
  label: string;
  serviceTypeId: number;
  /** Hourly samples: the hours booked. */
  hours: number | null;
  pickup: PreviewPoint;
  dropoff: PreviewPoint | null;
}

interface ServiceTypeRef {
  id: number;
  code: string;
}

const SAMPLE_HOURS = 3;
const CITY_TRIP_KM = 10;
const KM_PER_DEGREE = 111.32;

/** A point `km` due east of another (small distances: a flat earth is exact enough). */
function eastOf(point: LatLng, km: number): LatLng {
  const perDegree = KM_PER_DEGREE * Math.cos((point.latitude * Math.PI) / 180);
  return { latitude: point.latitude, longitude: point.longitude + km / perDegree };
}

/**
 * The routes the console prices a rate card on: from the company's base to its nearest airport
 * (inside its service area), a 10 km ride in town, and an hourly booking. Each comes with the
 * service type a rider would choose for it.
 */
export function sampleRoutes(company: CompanyRow, serviceTypes: readonly ServiceTypeRef[]) {
  const base: PreviewPoint = {
    latitude: company.latitude,
    longitude: company.longitude,
    kind: 'ADDRESS',
    name: company.city || company.name,
  };
  const byCode = (code: string) => serviceTypes.find((type) => type.code === code);
  const transfer = serviceTypes.find((type) => type.code !== HOURLY_SERVICE_TYPE_CODE);
  const hourly = byCode(HOURLY_SERVICE_TYPE_CODE);
  const routes: SampleRoute[] = [];
  const radiusKm = company.service_radius_km;
  const airport = airportsWithin(base, radiusKm * 1000)[0];
  const toAirport = byCode('AD') ?? transfer;
  if (airport && toAirport) {
    routes.push({
      id: 'airport',
      label: `${base.name} to ${airport.name} (${airport.code})`,
      serviceTypeId: toAirport.id,
      hours: null,
      pickup: base,
      dropoff: {
        ...airport.coordinates,
        kind: 'AIRPORT',
        airportCode: airport.code,
        name: airport.name,
      },
    });
  }
  const cityType = byCode('PTP') ?? transfer;
  if (cityType) {
    const km = Math.min(CITY_TRIP_KM, Math.floor(radiusKm * 0.8));
    routes.push({
      id: 'city',
      label: `A ${km} km ride from ${base.name}`,
      serviceTypeId: cityType.id,
      hours: null,
      pickup: base,
      dropoff: { ...eastOf(base, km), kind: 'ADDRESS', name: `${km} km east` },
    });
  }
  if (hourly) {
    routes.push({
      id: 'hourly',
      label: `${SAMPLE_HOURS} hours from ${base.name}`,
      serviceTypeId: hourly.id,
      hours: SAMPLE_HOURS,
      pickup: base,
      dropoff: null,
    });
  }
  return routes;
}
