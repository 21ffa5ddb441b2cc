import { use, type ReactNode } from 'react';
import type { CatalogName } from '../../lib/i18n/catalog-groups.ts';
import { screenCatalogsPending, useLanguage } from '../../lib/i18n/language.ts';

/**
 * Draws a screen once its catalogs are in, in the language shown (decision 98): the lazy screen
 * loads them beside its chunk, so this waits only when a screen drawn before comes back after a
 * change of language, never showing a message id.
 */
export function ScreenCatalogs({
  catalogs,
  children,
}: {
  catalogs: readonly CatalogName[];
  children: ReactNode;
}) {
  const { language } = useLanguage();
  const pending = screenCatalogsPending(language, catalogs);
  if (pending) use(pending);
  return children;
}
