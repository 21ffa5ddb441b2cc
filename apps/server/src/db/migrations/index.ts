import type { Migration } from 'kysely';
import * as companies from './0001-companies.ts';
import * as countriesAndStates from './0002-countries-and-states.ts';
import * as idempotency from './0010-idempotency.ts';

/** Every migration in order. Names are stable: never rename one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-companies': companies,
  '0002-countries-and-states': countriesAndStates,
  '0010-idempotency': idempotency,
};
