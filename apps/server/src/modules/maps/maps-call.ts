import {
  mapsProviderFor,
  type LatLng,
  type MapsRequestContext,
} from '../../adapters/maps/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Viewer } from '../../core/actor.ts';
import { badUserInput } from '../../core/errors.ts';
import type { Logger } from '../../logger.ts';
import { searchAreaOf, type CompanyRow } from '../company/index.ts';
import { knownPlaceSource } from './local-places.ts';
import type { ProviderCallContext } from './provider-call.ts';

export const MAX_QUERY_LENGTH = 200;
/** One maps request: the company it is for, and the rider when signed in to that company. */
export interface MapsCall {
  db: Db;
  config: Config;
  logger: Logger;
  clientIp: string;
  company: CompanyRow;
  viewer: Viewer | null;
}

/** The maps request for a company. */
export function mapsCallFor(call: Omit<MapsCall, 'company'>, company: CompanyRow): MapsCall {
  return { ...call, company };
}

export function providerContext(
  call: MapsCall,
): ProviderCallContext & { request: MapsRequestContext } {
  return {
    db: call.db,
    logger: call.logger,
    provider: mapsProviderFor(call.config),
    companyId: call.company.id,
    clientIp: call.clientIp,
    request: {
      companyId: call.company.id,
      countryCode: call.company.country_code,
      center: { latitude: call.company.latitude, longitude: call.company.longitude },
      searchArea: searchAreaOf(call.company),
      localPlaces: knownPlaceSource(call.db, call.company.id),
    },
  };
}

/** The rider's id when their token belongs to this company; anyone else sees company places only. */
export const riderOf = (call: MapsCall) =>
  call.viewer?.companyId === call.company.id ? call.viewer.userId : null;

export function queryText(value: string, field: string): string {
  const text = value.trim();
  if (text.length > MAX_QUERY_LENGTH)
    throw badUserInput(`${field} must be at most ${MAX_QUERY_LENGTH} characters`, field);
  return text;
}

export function checkPoint(point: LatLng, field: string): LatLng {
  const ok =
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180;
  if (!ok)
    throw badUserInput(
      `${field} must have a latitude between -90 and 90 and a longitude between -180 and 180`,
      field,
    );
  return point;
}
