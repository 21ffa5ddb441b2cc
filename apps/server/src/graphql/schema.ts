import { createSchema } from 'graphql-yoga';
import { companyResolvers, sdl as companySdl } from '../modules/company/index.ts';
import { geoResolvers, sdl as geoSdl } from '../modules/geo/index.ts';
import { authResolvers, sdl as authSdl } from '../modules/auth/index.ts';
import { mapsResolvers, sdl as mapsSdl } from '../modules/maps/index.ts';
import { ratesResolvers, sdl as ratesSdl } from '../modules/rates/index.ts';
import { paymentsResolvers, sdl as paymentsSdl } from '../modules/payments/index.ts';
import { reservationsResolvers, sdl as reservationsSdl } from '../modules/reservations/index.ts';
import { ridesResolvers, sdl as ridesSdl } from '../modules/rides/index.ts';
import { placesResolvers, sdl as placesSdl } from '../modules/places/index.ts';
import { trackingResolvers, sdl as trackingSdl } from '../modules/tracking/index.ts';
import { operatorResolvers, sdl as operatorSdl } from '../modules/operator/index.ts';
import { catalogResolvers, sdl as catalogSdl } from '../modules/operator/catalog/index.ts';
import {
  operatorStaffResolvers,
  sdl as operatorStaffSdl,
} from '../modules/operator/staff/index.ts';
import { brandingResolvers, sdl as brandingSdl } from '../modules/operator/branding/index.ts';
import { policiesResolvers, sdl as policiesSdl } from '../modules/operator/policies/index.ts';
import { dispatchResolvers, sdl as dispatchSdl } from '../modules/operator/dispatch/index.ts';
import { moneyResolvers, sdl as moneySdl } from '../modules/operator/money/index.ts';
import { boardResolvers, sdl as boardSdl } from '../modules/operator/board/index.ts';
import { liveResolvers, sdl as liveSdl } from '../modules/operator/live/index.ts';
import type { GraphQLContext } from './context.ts';

/** Every module's SDL: the contract the web app's typed documents are generated from. */
export const typeDefs = [
  companySdl,
  geoSdl,
  authSdl,
  mapsSdl,
  ratesSdl,
  paymentsSdl,
  reservationsSdl,
  ridesSdl,
  placesSdl,
  trackingSdl,
  operatorSdl,
  catalogSdl,
  operatorStaffSdl,
  brandingSdl,
  policiesSdl,
  dispatchSdl,
  moneySdl,
  boardSdl,
  liveSdl,
];

export function buildSchema() {
  return createSchema<GraphQLContext>({
    typeDefs,
    resolvers: [
      companyResolvers,
      geoResolvers,
      authResolvers,
      mapsResolvers,
      ratesResolvers,
      paymentsResolvers,
      reservationsResolvers,
      ridesResolvers,
      placesResolvers,
      trackingResolvers,
      operatorResolvers,
      catalogResolvers,
      operatorStaffResolvers,
      brandingResolvers,
      policiesResolvers,
      dispatchResolvers,
      moneyResolvers,
      boardResolvers,
      liveResolvers,
    ],
  });
}
