import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, matchRoutes, Navigate, Route, Routes } from 'react-router';
import { ScreenErrorBoundary } from '../../components/ui/screen-error-boundary.tsx';
import { RouteTitleContext } from '../../components/ui/screen-title.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { loadGraphqlProvider, WithGraphqlClient } from '../with-graphql-client.tsx';
import { catalogsOfScreen } from '../../lib/i18n/catalog-groups.ts';
import { loadScreenCatalogs } from '../../lib/i18n/language.ts';
import { RequireAuth } from './require-auth.tsx';
import { SCREEN_ROUTES, screenModuleOf, type ScreenRoute } from './route-table.ts';
import { ScreenCatalogs } from './screen-catalogs.tsx';
import { SCREEN_LOADERS } from './screen-modules.ts';

type ScreenExport = { default: ComponentType };

const Logout = lazy(() => import('./logout.tsx').then((m) => ({ default: m.Logout })));

/**
 * A route's screen, its catalogs in the language shown and, unless it calls no API, the GraphQL
 * client, fetched side by side.
 */
function loadScreen(route: ScreenRoute): Promise<ScreenExport> {
  const module = screenModuleOf(route);
  const load = SCREEN_LOADERS.get(module);
  if (!load) throw new Error(`No screen module ${module}: check the route table`);
  const catalogs = loadScreenCatalogs(catalogsOfScreen(module));
  if (route.graphqlClient === false) return Promise.all([load(), catalogs]).then(([m]) => m);
  return Promise.all([load(), loadGraphqlProvider(), catalogs]).then(
    ([{ default: Screen }, { default: Provider }]) => ({
      default: function ScreenWithClient() {
        return (
          <Provider>
            <Screen />
          </Provider>
        );
      },
    }),
  );
}

const cacheKey = (route: ScreenRoute) =>
  `${screenModuleOf(route)}${route.graphqlClient === false ? '' : '+client'}`;
const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();
/** Screens loaded before the app's first render, drawn without a Suspense fallback. */
const loadedScreens = new Map<string, ComponentType>();

function screenComponent(route: ScreenRoute): ComponentType {
  const key = cacheKey(route);
  const loaded = loadedScreens.get(key);
  if (loaded) return loaded;
  let component = lazyScreens.get(key);
  if (!component) {
    component = lazy(() => loadScreen(route));
    lazyScreens.set(key, component);
  }
  return component;
}

const MATCHABLE = SCREEN_ROUTES.map((route) => ({ path: route.path, handle: route }));

/** The catalogs (beyond `common`) the screen of a path needs. */
export function catalogsOfPath(pathname: string) {
  const route = routeOfPath(pathname);
  return route ? catalogsOfScreen(screenModuleOf(route)) : [];
}

/** The route a path shows ("/" is /book's). */
export function routeOfPath(pathname: string): ScreenRoute | undefined {
  const matches = matchRoutes(MATCHABLE, pathname === '/' ? '/book' : pathname);
  return matches?.[matches.length - 1]?.route.handle;
}

/**
 * Loads the screen of the page's own path before the app's first render, so React replaces the
 * server's skeleton with the screen itself, not with a "Loading…" in between (its chunks are
 * preloaded by the page, docs/decisions/0092). A failure is left to the lazy screen to report.
 */
export async function loadScreenOfPath(pathname: string): Promise<void> {
  const route = routeOfPath(pathname);
  if (!route) return;
  try {
    const { default: Screen } = await loadScreen(route);
    loadedScreens.set(cacheKey(route), Screen);
  } catch {
    // The lazy component tries again and the screen's error boundary says what failed.
  }
}

function screenElement(route: ScreenRoute) {
  const Screen = screenComponent(route);
  return (
    <ScreenErrorBoundary>
      <RouteTitleContext value={route.title}>
        <ScreenCatalogs catalogs={catalogsOfScreen(screenModuleOf(route))}>
          {route.access === 'protected' ? (
            <RequireAuth>
              <Screen />
            </RequireAuth>
          ) : (
            <Screen />
          )}
        </ScreenCatalogs>
      </RouteTitleContext>
    </ScreenErrorBoundary>
  );
}

/**
 * Component routes rather than a data router: the data router's code would cost about 16 kB
 * gzipped of the first load, and the app needs none of loaders, actions or fetchers.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppShell />}>
          <Route index element={<Navigate to="/book" replace />} />
          <Route
            path="/logout"
            element={
              <WithGraphqlClient>
                <Logout />
              </WithGraphqlClient>
            }
          />
          {SCREEN_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={screenElement(route)} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
