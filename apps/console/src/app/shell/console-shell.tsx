import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, matchPath, NavLink, Outlet, useLocation } from 'react-router';
import { useClient, useQuery } from 'urql';
import { consoleViewerDocument } from '../../features/session/api/viewer-query.ts';
import { consoleAuth } from '../../lib/auth.ts';
import { logoutDocument } from '../../lib/client.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useIdleLogout } from '../../lib/idle-logout.ts';
import { NAV_ITEMS, type NavItem } from '../routes/route-table.tsx';
import { LanguagePicker } from '../../features/session/components/language-picker.tsx';
import { adoptSavedLanguage, forgetAdoptedLanguage } from '../../lib/i18n/language.ts';

const ROLE_NAMES = { admin: msg`admin`, dispatcher: msg`dispatcher`, driver: msg`driver` } as const;

/** Whether the path is one of the section's pages (not in the menu), e.g. `/dispatch/rides/:id`. */
function onPageOf(item: NavItem, pathname: string): boolean {
  return (item.pages ?? []).some((page) => matchPath(`${item.path}/${page.path}`, pathname));
}

/** The signed-in console: header, the sections the role may use, and the current screen. */
export function ConsoleShell() {
  const [{ data, error, fetching }] = useQuery({ query: consoleViewerDocument });
  const client = useClient();
  const viewer = data?.consoleViewer;
  const { i18n, t } = useLingui();

  function signOut() {
    const refreshToken = consoleAuth.get()?.refreshToken;
    consoleAuth.clear();
    forgetAdoptedLanguage();
    if (refreshToken) void client.mutation(logoutDocument, { input: { refreshToken } }).toPromise();
  }
  useIdleLogout(true, signOut);

  // On a phone the sections are one scrolling row: keep the current one in sight.
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, viewer]);

  // The language saved on the staff member's account, once they are known (decision 96).
  useEffect(() => {
    if (viewer) void adoptSavedLanguage(viewer.id, viewer.language ?? null);
  }, [viewer]);

  if (!viewer) {
    return (
      <main className="page">
        <h1>
          <Trans>Operator console</Trans>
        </h1>
        {fetching ? (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : (
          <>
            {error?.graphQLErrors[0]?.extensions?.code === 'FORBIDDEN' ? (
              <p role="alert">
                <Trans>
                  The console is for a company&apos;s admins and dispatchers. Drivers use the{' '}
                  <a href="/driver">driver page</a>.
                </Trans>
              </p>
            ) : (
              <p role="alert">{errorMessage(error) ?? t`The console could not be loaded.`}</p>
            )}
            <button type="button" onClick={signOut}>
              <Trans>Sign out</Trans>
            </button>
          </>
        )}
      </main>
    );
  }

  const items = NAV_ITEMS.filter((item) => item.roles.includes(viewer.role));
  return (
    <div className="shell">
      <header className="shell-header">
        <span className="company-name">{viewer.company.name}</span>
        <span className="viewer">
          {viewer.firstName} {viewer.lastName} ·{' '}
          {viewer.role in ROLE_NAMES
            ? i18n._(ROLE_NAMES[viewer.role as keyof typeof ROLE_NAMES])
            : viewer.role}
        </span>
        <LanguagePicker />
        <button type="button" onClick={signOut}>
          <Trans>Sign out</Trans>
        </button>
      </header>
      <nav aria-label={t`Console sections`} className="shell-nav" ref={nav}>
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              {onPageOf(item, pathname) ? (
                // A page under the section (a ride of the board): the section is current.
                <Link to={item.path} aria-current="true">
                  {i18n._(item.label)}
                </Link>
              ) : (
                <NavLink to={item.path} end={item.end ?? item.path === '/'}>
                  {i18n._(item.label)}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <main className="page" id="main">
        <Outlet context={viewer} />
      </main>
    </div>
  );
}
