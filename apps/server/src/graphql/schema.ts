import { createSchema } from 'graphql-yoga';
import companySdl from '../modules/company/schema.graphql?raw';
import geoSdl from '../modules/geo/schema.graphql?raw';
import authSdl from '../modules/auth/schema.graphql?raw';
import mapsSdl from '../modules/maps/schema.graphql?raw';
import ratesSdl from '../modules/rates/schema.graphql?raw';
import paymentsSdl from '../modules/payments/schema.graphql?raw';
import reservationsSdl from '../modules/reservations/schema.graphql?raw';
import ridesSdl from '../modules/rides/schema.graphql?raw';
import placesSdl from '../modules/places/schema.graphql?raw';
import trackingSdl from '../modules/tracking/schema.graphql?raw';
import operatorSdl from '../modules/operator/schema.graphql?raw';
import catalogSdl from '../modules/operator/catalog/schema.graphql?raw';
import operatorStaffSdl from '../modules/operator/staff/schema.graphql?raw';
import brandingSdl from '../modules/operator/branding/schema.graphql?raw';
import policiesSdl from '../modules/operator/policies/schema.graphql?raw';
import dispatchSdl from '../modules/operator/dispatch/schema.graphql?raw';
import moneySdl from '../modules/operator/money/schema.graphql?raw';
import boardSdl from '../modules/operator/board/schema.graphql?raw';
import liveSdl from '../modules/operator/live/schema.graphql?raw';
import notificationsSdl from '../modules/notifications/schema.graphql?raw';
import noticesSdl from '../modules/operator/notices/schema.graphql?raw';
import flightsSdl from '../modules/flights/schema.graphql?raw';
import { companyResolvers } from '../modules/company/index.ts';
import { geoResolvers } from '../modules/geo/index.ts';
import { authResolvers } from '../modules/auth/index.ts';
import { mapsResolvers } from '../modules/maps/index.ts';
import { ratesResolvers } from '../modules/rates/index.ts';
import { paymentsResolvers } from '../modules/payments/index.ts';
import { reservationsResolvers } from '../modules/reservations/index.ts';
import { ridesResolvers } from '../modules/rides/index.ts';
import { placesResolvers } from '../modules/places/index.ts';
import { trackingResolvers } from '../modules/tracking/index.ts';
import { operatorResolvers } from '../modules/operator/index.ts';
import { catalogResolvers } from '../modules/operator/catalog/index.ts';
import { operatorStaffResolvers } from '../modules/operator/staff/index.ts';
import { brandingResolvers } from '../modules/operator/branding/index.ts';
import { policiesResolvers } from '../modules/operator/policies/index.ts';
import { dispatchResolvers } from '../modules/operator/dispatch/index.ts';
import { moneyResolvers } from '../modules/operator/money/index.ts';
import { boardResolvers } from '../modules/operator/board/index.ts';
import { liveResolvers } from '../modules/operator/live/index.ts';
import { notificationsResolvers } from '../modules/notifications/index.ts';
import { flightsResolvers } from '../modules/flights/index.ts';
import { noticesResolvers } from '../modules/operator/notices/index.ts';
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
  notificationsSdl,
  noticesSdl,
  flightsSdl,
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
      notificationsResolvers,
      noticesResolvers,
      flightsResolvers,
    ],
  });
}
