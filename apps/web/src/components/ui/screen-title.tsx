import { createContext, useContext } from 'react';

/** The current route's title, provided by the router around each screen. */
export const RouteTitleContext = createContext('');

export function useRouteTitle(): string {
  return useContext(RouteTitleContext);
}

export function ScreenTitle({ children }: { children?: string }) {
  const title = useRouteTitle();
  return (
    <h1 className="screen-title" tabIndex={-1}>
      {children ?? title}
    </h1>
  );
}
