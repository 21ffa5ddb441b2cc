import { PRELOAD_ELEMENT_ID, type PreloadedAppData } from '@ride/domain';
import { isRecord } from './storage.ts';

const STATUSES = new Set(['active', 'disabled', 'unknown']);

/**
 * The company data the server put into index.html (inert JSON, see docs/decisions/0003). Null
 * when the page was not served by our server (e.g. a stale copy) or the data is malformed.
 */
export function readPreloadedAppData(doc: Document = document): PreloadedAppData | null {
  const text = doc.getElementById(PRELOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as unknown;
    if (!isRecord(data) || !isRecord(data.company)) return null;
    const { company } = data;
    if (
      typeof company.coid !== 'string' ||
      !STATUSES.has(String(company.status)) ||
      !isRecord(company.theme)
    ) {
      return null;
    }
    return data as unknown as PreloadedAppData;
  } catch (error) {
    console.error('The preloaded company data is not valid JSON', error);
    return null;
  }
}
