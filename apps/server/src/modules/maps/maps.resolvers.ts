import { metersToMiles } from '@ride/domain';
import type { LatLng } from '../../adapters/maps/index.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireActiveCompany } from '../company/index.ts';
import { drivingDirections } from './directions.service.ts';
import { mapsCallFor, type MapsCall } from './maps-call.ts';
import {
  autocompletePlaces,
  findPlace,
  geocodeAddress,
  nearbySearch,
  placeDetails,
  reverseGeocode,
} from './maps.service.ts';

async function mapsCall(context: GraphQLContext, coid: string): Promise<MapsCall> {
  const company = await requireActiveCompany(context.db, coid);
  return mapsCallFor(context, company);
}

type Args<T> = { input: T & { coid: string } };

export const mapsResolvers = {
  Query: {
    async geocodeAddress(
      _: unknown,
      { input }: Args<{ address?: string | null }>,
      context: GraphQLContext,
    ) {
      return geocodeAddress(await mapsCall(context, input.coid), input.address);
    },
    async reverseGeocode(
      _: unknown,
      { input }: Args<{ coordinates: LatLng }>,
      context: GraphQLContext,
    ) {
      return reverseGeocode(await mapsCall(context, input.coid), input.coordinates);
    },
    async autocompletePlaces(
      _: unknown,
      { input }: Args<{ input: string }>,
      context: GraphQLContext,
    ) {
      return autocompletePlaces(await mapsCall(context, input.coid), input.input);
    },
    async placeDetails(_: unknown, { input }: Args<{ placeId: string }>, context: GraphQLContext) {
      return placeDetails(await mapsCall(context, input.coid), input.placeId);
    },
    async findPlace(_: unknown, { input }: Args<{ query: string }>, context: GraphQLContext) {
      return findPlace(await mapsCall(context, input.coid), input.query);
    },
    async nearbySearch(
      _: unknown,
      { input }: Args<{ location: LatLng; radius?: number | null; keyword?: string | null }>,
      context: GraphQLContext,
    ) {
      return nearbySearch(await mapsCall(context, input.coid), {
        location: input.location,
        radiusMeters: input.radius ?? 1000,
        keyword: input.keyword ?? '',
      });
    },
    async drivingDirections(
      _: unknown,
      { input }: Args<{ origin: LatLng; waypoints?: LatLng[] | null; destination: LatLng }>,
      context: GraphQLContext,
    ) {
      return drivingDirections(await mapsCall(context, input.coid), [
        input.origin,
        ...(input.waypoints ?? []),
        input.destination,
      ]);
    },
  },
  RouteLeg: {
    distanceMiles: (leg: { distanceMeters: number }) => metersToMiles(leg.distanceMeters),
  },
};
