import { createSchema } from 'graphql-yoga';
import companySdl from '../modules/company/schema.graphql?raw';
import geoSdl from '../modules/geo/schema.graphql?raw';
import authSdl from '../modules/auth/schema.graphql?raw';
import { companyResolvers } from '../modules/company/company.resolvers.ts';
import { geoResolvers } from '../modules/geo/geo.resolvers.ts';
import { authResolvers } from '../modules/auth/auth.resolvers.ts';
import type { GraphQLContext } from './context.ts';

/** Every module's SDL: the contract the web app's typed documents are generated from. */
export const typeDefs = [companySdl, geoSdl, authSdl];

export function buildSchema() {
  return createSchema<GraphQLContext>({
    typeDefs,
    resolvers: [companyResolvers, geoResolvers, authResolvers],
  });
}
