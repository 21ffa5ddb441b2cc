import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ScreenErrorBoundary } from '../../components/ui/screen-error-boundary.tsx';
import { RouteTitleContext } from '../../components/ui/screen-title.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { Logout } from './logout.tsx';
import { RequireAuth } from './require-auth.tsx';
import {
  SCREEN_ROUTES,
  screenModuleOf,
  type ScreenModule,
  type ScreenRoute,
} from './route-table.ts';
import { SCREEN_LOADERS } from './screen-modules.ts';

const lazyScreens = new Map<ScreenModule, LazyExoticComponent<ComponentType>>();

function screenComponent(module: ScreenModule): LazyExoticComponent<ComponentType> {
  let component = lazyScreens.get(module);
  if (!component) {
    const load = SCREEN_LOADERS.get(module);
    if (!load) throw new Error(`No screen module ${module}: check the route table`);
    component = lazy(load);
    lazyScreens.set(module, component);
  }
  return component;
}

function screenElement(route: ScreenRoute) {
  const Screen = screenComponent(screenModuleOf(route));
  return (
    <ScreenErrorBoundary>
      <RouteTitleContext value={route.title}>
        {route.access === 'protected' ? (
          <RequireAuth>
            <Screen />
          </RequireAuth>
        ) : (
          <Screen />
        )}
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
          <Route path="/logout" element={<Logout />} />
          {SCREEN_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={screenElement(route)} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
