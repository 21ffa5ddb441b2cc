import {
  cancellationFeeRuleProblem,
  leadTimeError,
  serviceAreaProblem,
  type CancellationFeeRule,
  type FeeAmount,
  type LatLngPair,
  type LeadTimes,
  type ServiceArea,
} from '@ride/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { badUserInput } from '../../../core/errors.ts';
import { polygonGeometryProblem, serviceAreaOf } from '../../company/index.ts';
import {
  findBookingRules,
  updateBookingRules,
  type BookingRulesRow,
} from './policies.repository.ts';

type Executor = Kysely<Database>;

export function leadTimesOf(row: BookingRulesRow): LeadTimes {
  return {
    creationMinutes: row.reservation_creation_lead_time_minutes,
    modificationMinutes: row.reservation_modification_lead_time_minutes,
    cancellationMinutes: row.reservation_cancellation_lead_time_minutes,
  };
}

export interface FlightRules {
  curbsideMinutes: number;
  insideMinutes: number;
  dailyCalls: number;
}

export function flightRulesOf(row: BookingRulesRow): FlightRules {
  return {
    curbsideMinutes: row.flight_curbside_minutes,
    insideMinutes: row.flight_inside_minutes,
    dailyCalls: row.flight_daily_calls,
  };
}

const FLIGHT_RULE_LIMITS: Record<keyof FlightRules, { max: number; message: string }> = {
  curbsideMinutes: { max: 180, message: 'Enter whole minutes from 0 to 180.' },
  insideMinutes: { max: 180, message: 'Enter whole minutes from 0 to 180.' },
  dailyCalls: { max: 100_000, message: 'Enter a whole number of calls from 0 to 100000.' },
};

/** Saves how airport pickups follow their flight (decision 88). */
export async function saveFlightRules(db: Executor, companyId: string, input: FlightRules) {
  for (const field of Object.keys(FLIGHT_RULE_LIMITS) as (keyof FlightRules)[]) {
    const value = input[field];
    const { max, message } = FLIGHT_RULE_LIMITS[field];
    if (!Number.isInteger(value) || value < 0 || value > max) throw badUserInput(message, field);
  }
  const before = flightRulesOf(await findBookingRules(db, companyId, true));
  await updateBookingRules(db, companyId, {
    flight_curbside_minutes: input.curbsideMinutes,
    flight_inside_minutes: input.insideMinutes,
    flight_daily_calls: input.dailyCalls,
  });
  const after: FlightRules = {
    curbsideMinutes: input.curbsideMinutes,
    insideMinutes: input.insideMinutes,
    dailyCalls: input.dailyCalls,
  };
  return { before: { ...before }, after: { ...after }, result: after };
}

const LEAD_TIME_LABELS: Record<keyof LeadTimes, string> = {
  creationMinutes: 'The booking lead time',
  modificationMinutes: 'The change lead time',
  cancellationMinutes: 'The cancellation lead time',
};

/** Saves the three lead times (each in minutes, or null); the reservation rules read them. */
export async function saveLeadTimes(db: Executor, companyId: string, input: Partial<LeadTimes>) {
  const leadTimes: LeadTimes = {
    creationMinutes: input.creationMinutes ?? null,
    modificationMinutes: input.modificationMinutes ?? null,
    cancellationMinutes: input.cancellationMinutes ?? null,
  };
  for (const field of Object.keys(LEAD_TIME_LABELS) as (keyof LeadTimes)[]) {
    const problem = leadTimeError(leadTimes[field], LEAD_TIME_LABELS[field]);
    if (problem) throw badUserInput(problem, field);
  }
  const before = leadTimesOf(await findBookingRules(db, companyId, true));
  await updateBookingRules(db, companyId, {
    reservation_creation_lead_time_minutes: leadTimes.creationMinutes,
    reservation_modification_lead_time_minutes: leadTimes.modificationMinutes,
    reservation_cancellation_lead_time_minutes: leadTimes.cancellationMinutes,
  });
  return { before: { ...before }, after: { ...leadTimes }, result: leadTimes };
}

interface FeeInput {
  kind: FeeAmount['kind'];
  percent?: number | null;
  amountMinor?: number | null;
}

function feeOf(input: FeeInput, field: string): FeeAmount {
  if (input.kind === 'PERCENT') {
    if (input.percent == null) throw badUserInput('Enter the percent.', `${field}.percent`);
    return { kind: 'PERCENT', percent: input.percent };
  }
  if (input.amountMinor == null) throw badUserInput('Enter the amount.', `${field}.amountMinor`);
  return { kind: 'FIXED', amountMinor: input.amountMinor };
}

export interface CancellationFeeRuleInput {
  freeUntilHoursBeforePickup: number;
  lateCancellationFee: FeeInput;
  noShowFee?: FeeInput | null;
}

/** Saves the cancellation fee rule, or clears it (null: cancelling is free). */
export async function saveCancellationFeeRule(
  db: Executor,
  companyId: string,
  input: CancellationFeeRuleInput | null,
) {
  let rule: CancellationFeeRule | null = null;
  if (input) {
    rule = {
      freeUntilHoursBeforePickup: input.freeUntilHoursBeforePickup,
      lateCancellationFee: feeOf(input.lateCancellationFee, 'lateCancellationFee'),
      noShowFee: input.noShowFee ? feeOf(input.noShowFee, 'noShowFee') : null,
    };
    const problem = cancellationFeeRuleProblem(rule);
    if (problem) throw badUserInput(problem.message, problem.field);
  }
  const { cancellation_fee_rule: before } = await findBookingRules(db, companyId, true);
  await updateBookingRules(db, companyId, {
    cancellation_fee_rule: rule ? JSON.stringify(rule) : null,
  });
  return {
    before: before ? { ...before } : null,
    after: rule ? { ...rule } : null,
    result: rule,
  };
}

export interface ServiceAreaInput {
  kind: ServiceArea['kind'];
  latitude?: number | null;
  longitude?: number | null;
  radiusKm?: number | null;
  points?: number[][] | null;
}

function areaOf(input: ServiceAreaInput): ServiceArea {
  if (input.kind === 'CIRCLE') {
    for (const field of ['latitude', 'longitude', 'radiusKm'] as const) {
      if (input[field] == null) throw badUserInput('This is required for a circle.', field);
    }
    return {
      kind: 'CIRCLE',
      latitude: input.latitude!,
      longitude: input.longitude!,
      radiusKm: input.radiusKm!,
    };
  }
  const points = input.points ?? [];
  for (const [index, point] of points.entries()) {
    if (point.length !== 2) {
      throw badUserInput(`Point ${index + 1} must be [latitude, longitude].`, `points.${index}`);
    }
  }
  return { kind: 'POLYGON', points: points as LatLngPair[] };
}

/** Saves the service area: a circle, or a polygon (which then replaces the circle). */
export async function saveServiceArea(db: Executor, companyId: string, input: ServiceAreaInput) {
  const area = areaOf(input);
  const problem = serviceAreaProblem(area);
  if (problem) throw badUserInput(problem.message, problem.field);
  if (area.kind === 'POLYGON') {
    const geometry = polygonGeometryProblem(area.points);
    if (geometry) throw badUserInput(geometry, 'points');
  }
  const row = await findBookingRules(db, companyId, true);
  const before = serviceAreaOf(row);
  // A circle around the base stays "around the base": it follows the base if that moves.
  const atBase =
    area.kind === 'CIRCLE' && area.latitude === row.latitude && area.longitude === row.longitude;
  await updateBookingRules(
    db,
    companyId,
    area.kind === 'CIRCLE'
      ? {
          service_area_latitude: atBase ? null : area.latitude,
          service_area_longitude: atBase ? null : area.longitude,
          service_radius_km: area.radiusKm,
          service_area_polygon: null,
        }
      : { service_area_polygon: JSON.stringify(area.points) },
  );
  return { before: { ...before }, after: { ...area }, result: area };
}
