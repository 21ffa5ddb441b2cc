import { useOutletContext } from 'react-router';
import type { ConsoleViewerQuery } from '../gql/graphql.ts';

export type ConsoleViewer = ConsoleViewerQuery['consoleViewer'];

/** The signed-in staff user, as the console shell loaded them. */
export function useConsoleViewer(): ConsoleViewer {
  return useOutletContext<ConsoleViewer>();
}
