import type { IncomingMessage } from 'node:http';
import { isValidCoid } from '@ride/domain';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Db } from '../db/database.ts';
import { findCompanyIdByDomain } from '../modules/company/index.ts';

export const COID_COOKIE = 'coid';

/** The Set-Cookie that remembers the company chosen by ?coid= for later page loads. */
export function rememberCompanyCookie(coid: string, secure: boolean): string {
  return stringifySetCookie({
    name: COID_COOKIE,
    value: coid,
    path: '/',
    maxAge: 31_536_000,
    sameSite: 'lax',
    httpOnly: true,
    secure,
  });
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
  // A value that is not valid percent-encoding comes back undecoded and fails the coid check.
  const remembered = parseCookie(req.headers.cookie ?? '')[COID_COOKIE];
  if (remembered && isValidCoid(remembered)) return { coid: remembered, fromQuery: false };
  return { coid: defaultCoid, fromQuery: false };
}
