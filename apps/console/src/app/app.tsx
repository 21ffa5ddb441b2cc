import { useEffect, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { ConsoleShell } from './shell/console-shell.tsx';
import { RoleGate } from './routes/role-gate.tsx';
import { SignedIn } from './routes/signed-in.tsx';
import { SignInScreen } from '../features/sign-in/screens/sign-in-screen.tsx';
import { followAuthInOtherTabs, useConsoleAuth } from '../lib/auth.ts';
import { createConsoleClient } from '../lib/client.ts';
import { NAV_ITEMS, PUBLIC_ROUTES } from './routes/route-table.tsx';

export function App() {
  const auth = useConsoleAuth();
  // A new sign-in starts with an empty cache: nothing of the previous user is shown.
  const client = useMemo(() => createConsoleClient(), [auth?.coid, auth === null]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => followAuthInOtherTabs(), []);
  return (
    <Provider value={client}>
      <BrowserRouter basename="/console">
        <Routes>
          <Route path="/sign-in" element={<SignInScreen />} />
          {PUBLIC_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route
            element={
              <SignedIn>
                <ConsoleShell />
              </SignedIn>
            }
          >
            {NAV_ITEMS.flatMap((item) => [
              <Route
                key={item.path}
                {...(item.path === '/' ? { index: true } : { path: item.path })}
                element={
                  <RoleGate roles={item.roles} title={item.label}>
                    {item.element}
                  </RoleGate>
                }
              />,
              ...(item.pages ?? []).map((page) => (
                <Route
                  key={`${item.path}/${page.path}`}
                  path={`${item.path}/${page.path}`}
                  element={
                    <RoleGate roles={item.roles} title={item.label}>
                      {page.element}
                    </RoleGate>
                  }
                />
              )),
            ])}
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </BrowserRouter>
    </Provider>
  );
}
