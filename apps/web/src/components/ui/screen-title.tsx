import { useLingui } from '@lingui/react';
import { createContext, useContext } from 'react';
import { ROUTE_TITLE_WORDS } from './route-title-words.ts';

/** The current route's title, provided by the router around each screen. */
export const RouteTitleContext = createContext('');

/** The current route's title in the rider's language. */
export function useRouteTitle(): string {
  const title = useContext(RouteTitleContext);
  const { i18n } = useLingui();
  const words = ROUTE_TITLE_WORDS[title];
  return words ? i18n._(words) : title;
}

export function ScreenTitle({ children }: { children?: string }) {
  const title = useRouteTitle();
  return (
    <h1 className="screen-title" tabIndex={-1}>
      {children ?? title}
    </h1>
  );
}
