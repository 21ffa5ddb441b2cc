import type { IncomingMessage } from 'node:http';
import { isValidCoid } from '@ride/domain';
import type { Db } from '../db/database.ts';
import { findCompanyIdByDomain } from '../modules/company/company.repository.ts';

export const COID_COOKIE = 'coid';

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export interface ResolvedCompany {
  coid: string;
  /** True when ?coid= chose it, so the choice is remembered in a cookie for later page loads. */
  fromQuery: boolean;
}

/**
 * The company of a page request (DESIGN.md, Tenancy): the host's company domain, else ?coid= on
 * the entry URL, else the company remembered from an earlier entry URL, else DEFAULT_COID.
 */
export async function resolveCompanyId(
  db: Db,
  req: IncomingMessage,
  url: URL,
  defaultCoid: string,
): Promise<ResolvedCompany> {
  const host = (req.headers.host ?? '').replace(/:\d+$/, '');
  if (host && host !== 'localhost' && !/^[\d.]+$/.test(host)) {
    const byDomain = await findCompanyIdByDomain(db, host);
    if (byDomain) return { coid: byDomain.id, fromQuery: false };
  }
  const fromQuery = url.searchParams.get('coid');
  if (fromQuery !== null) return { coid: fromQuery, fromQuery: true };
  const remembered = cookieValue(req.headers.cookie, COID_COOKIE);
  if (remembered && isValidCoid(remembered)) return { coid: remembered, fromQuery: false };
  return { coid: defaultCoid, fromQuery: false };
}
