import { isRecord, readJson, readText, writeText } from '../../../lib/storage.ts';

/** The cached manifest copy (spec part 1 §3, "Stored browser data"): it holds domain_name. */
const CACHED_MANIFEST_KEY = 'jsonData';
const RELOADED_AT_KEY = 'disabledCompanyReloadAt';
/** A page that still says "active" after the reload (a stale cached copy) is not reloaded again. */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * The company's base address to reload to, or null. Spec part 1 §7: only when its host is the
 * host the app runs on, so a 403 can never send the rider to another site. A company reached
 * without a domain of its own has no base address; its disabled screen shows in place.
 */
export function baseAddressToReload(domainName: string, current: URL): string | null {
  const domain = domainName.trim();
  if (domain === '' || /[/\\@?#\s]/.test(domain)) return null;
  try {
    const base = new URL(`${current.protocol}//${domain}/`);
    return base.host === current.host ? base.href : null;
  } catch {
    return null;
  }
}

/**
 * After a 403 "company is disabled" (auth data already cleared, disabled screen already shown):
 * reload at the base address, so the server's preloaded state takes over. At most once a minute.
 */
export function reloadToBaseAddress(now: number = Date.now()): void {
  const manifest = readJson('local', CACHED_MANIFEST_KEY);
  const domain =
    isRecord(manifest) && typeof manifest.domain_name === 'string' ? manifest.domain_name : '';
  const target = baseAddressToReload(domain, new URL(window.location.href));
  if (!target) return;
  const last = Number(readText('session', RELOADED_AT_KEY));
  if (last > 0 && now - last < RELOAD_AGAIN_AFTER_MS) return;
  writeText('session', RELOADED_AT_KEY, String(now));
  window.location.replace(target);
}
