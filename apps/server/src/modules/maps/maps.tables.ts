import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Table shapes of migrations 0006 and 0033 (places and the maps cache); db/schema.ts lists them. */
export interface KnownPlaceTable {
  id: Generated<number>;
  company_id: string;
  name: string;
  category: string;
  line1: Generated<string>;
  city: Generated<string>;
  state_code: Generated<string>;
  postal_code: Generated<string>;
  country_code: string;
  latitude: number;
  longitude: number;
}

/** A saved place's columns, as the places screens and the booking search read them. */
export const SAVED_PLACE_COLUMNS = [
  'id',
  'name',
  'type',
  'line1',
  'line2',
  'city',
  'state_code',
  'postal_code',
  'country_code',
  'latitude',
  'longitude',
  'place_kind',
  'airport_code',
] as const;

export interface SavedPlaceTable {
  id: Generated<string>;
  company_id: string;
  user_id: string | null;
  name: string;
  type: Generated<'HOME' | 'WORK' | 'OTHER'>;
  line1: Generated<string>;
  line2: Generated<string>;
  city: Generated<string>;
  state_code: Generated<string>;
  postal_code: Generated<string>;
  country_code: Generated<string>;
  latitude: number;
  longitude: number;
  /** 0033: the maps port's kind of place, its airport code, and the port's id it was saved from. */
  place_kind: Generated<'address' | 'airport' | 'poi'>;
  airport_code: Generated<string | null>;
  source_place_id: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MapsCacheTable {
  company_id: string;
  provider: string;
  operation: string;
  request_key: string;
  response: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  expires_at: Timestamp;
}
