import { manifestChanged, MANIFEST_COMPARED_FIELDS, type CompanyManifest } from '@ride/domain';
import { isRecord } from '../../../lib/storage.ts';

/** localStorage key of the cached manifest copy (spec part 1 §3, "Stored browser data"). */
export const CACHED_MANIFEST_KEY = 'jsonData';

/** The manifest as fetched, or null when it is not one (a proxy's error page, a truncated body). */
export function parseCompanyManifest(value: unknown): CompanyManifest | null {
  if (!isRecord(value) || !Array.isArray(value.icons)) return null;
  for (const field of MANIFEST_COMPARED_FIELDS) {
    if (typeof value[field] !== 'string') return null;
  }
  return value as unknown as CompanyManifest;
}

export interface RefreshPlan {
  /** is_disabled is "true": show the disabled-company screen and forget the rider's tokens. */
  disabled: boolean;
  /** Store the fresh copy without touching the page (first visit: the page is already fresh). */
  storeOnly: boolean;
  /** Branding changed since the cached copy: fetch the update document, rewrite the page, store. */
  update: boolean;
}

/** Spec part 1 §4, "Company configuration refresh". */
export function planRefresh(cached: unknown, fresh: CompanyManifest): RefreshPlan {
  if (fresh.is_disabled === 'true') return { disabled: true, storeOnly: false, update: false };
  if (!isRecord(cached)) return { disabled: false, storeOnly: true, update: false };
  const changed = manifestChanged(cached as Partial<CompanyManifest>, fresh);
  return { disabled: false, storeOnly: false, update: changed };
}
