import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ComponentProps } from 'react';
import { withPartCatalogs } from '../../../lib/i18n/part-catalogs.tsx';

const LazyCardEntry = lazy(() =>
  withPartCatalogs('card-entry', () => import('./card-entry.tsx')).then((module) => ({
    default: module.CardEntry,
  })),
);

/**
 * CardEntry (card-entry.tsx), loaded when a screen first shows it: the card rules,
 * card-validator and the gateway's fields stay out of the first load of the screens that pay
 * (130 kB each), and a rider paying with a saved card never loads them; nor the `payments`
 * catalog, which loads beside it.
 */
export function CardEntry(props: ComponentProps<typeof LazyCardEntry>) {
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          <Trans>Loading the card form…</Trans>
        </p>
      }
    >
      <LazyCardEntry {...props} />
    </Suspense>
  );
}
