/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { routeThrough } from './directions.service.ts';
export { mapsCallFor, type MapsCall } from './maps-call.ts';
export { mapsResolvers } from './maps.resolvers.ts';
export { geocodeAddress, placeDetails } from './maps.service.ts';
export {
  SAVED_PLACE_COLUMNS,
  type KnownPlaceTable,
  type MapsCacheTable,
  type SavedPlaceTable,
} from './maps.tables.ts';
