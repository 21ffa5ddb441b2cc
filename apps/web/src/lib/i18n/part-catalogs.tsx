import { use, useEffect, type ReactNode } from 'react';
import { catalogsOfPart } from './catalog-groups.ts';
import { catalogsPending, loadScreenCatalogs, showPartCatalogs, useLanguage } from './language.ts';

/**
 * A lazy part's module with its catalogs (decision 98, PART_CATALOGS), for `React.lazy`: the
 * catalogs load beside the part's chunk, in the language shown, so it draws no message id.
 */
export function withPartCatalogs<T>(part: string, load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), loadScreenCatalogs(catalogsOfPart(part))]).then(([module]) => module);
}

/**
 * Draws a lazy part inside the screen that shows it, with the part's own catalogs: while it is
 * shown a change of language loads them with the screen's, and it waits (React `use`) only when
 * they are not in for the language shown.
 */
export function PartCatalogs({ part, children }: { part: string; children: ReactNode }) {
  const { language } = useLanguage();
  const catalogs = catalogsOfPart(part);
  useEffect(() => showPartCatalogs(catalogs), [catalogs]);
  const pending = catalogsPending(language, catalogs);
  if (pending) use(pending);
  return children;
}
