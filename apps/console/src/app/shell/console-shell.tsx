import { useEffect, useRef } from 'react';
import { Link, matchPath, NavLink, Outlet, useLocation } from 'react-router';
import { useClient, useQuery } from 'urql';
import { consoleViewerDocument } from '../../features/session/api/viewer-query.ts';
import { consoleAuth } from '../../lib/auth.ts';
import { logoutDocument } from '../../lib/client.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useIdleLogout } from '../../lib/idle-logout.ts';
import { NAV_ITEMS, type NavItem } from '../routes/route-table.tsx';

/** Whether the path is one of the section's pages (not in the menu), e.g. `/dispatch/rides/:id`. */
function onPageOf(item: NavItem, pathname: string): boolean {
  return (item.pages ?? []).some((page) => matchPath(`${item.path}/${page.path}`, pathname));
}

/** The signed-in console: header, the sections the role may use, and the current screen. */
export function ConsoleShell() {
  const [{ data, error, fetching }] = useQuery({ query: consoleViewerDocument });
  const client = useClient();
  const viewer = data?.consoleViewer;

  function signOut() {
    const refreshToken = consoleAuth.get()?.refreshToken;
    consoleAuth.clear();
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

  if (!viewer) {
    return (
      <main className="page">
        <h1>Operator console</h1>
        {fetching ? (
          <p role="status">Loading…</p>
        ) : (
          <>
            {error?.graphQLErrors[0]?.extensions?.code === 'FORBIDDEN' ? (
              <p role="alert">
                The console is for a company's admins and dispatchers. Drivers use the{' '}
                <a href="/driver">driver page</a>.
              </p>
            ) : (
              <p role="alert">{errorMessage(error) ?? 'The console could not be loaded.'}</p>
            )}
            <button type="button" onClick={signOut}>
              Sign out
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
          {viewer.firstName} {viewer.lastName} · {viewer.role}
        </span>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <nav aria-label="Console sections" className="shell-nav" ref={nav}>
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              {onPageOf(item, pathname) ? (
                // A page under the section (a ride of the board): the section is current.
                <Link to={item.path} aria-current="true">
                  {item.label}
                </Link>
              ) : (
                <NavLink to={item.path} end={item.end ?? item.path === '/'}>
                  {item.label}
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
