import { lazy, Suspense, type ComponentProps } from 'react';

const LazyCardEntry = lazy(() =>
  import('./card-entry.tsx').then((module) => ({ default: module.CardEntry })),
);

/**
 * CardEntry (card-entry.tsx), loaded when a screen first shows it: the card rules,
 * card-validator and the gateway's fields stay out of the first load of the screens that pay
 * (130 kB each), and a rider paying with a saved card never loads them.
 */
export function CardEntry(props: ComponentProps<typeof LazyCardEntry>) {
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          Loading the card form…
        </p>
      }
    >
      <LazyCardEntry {...props} />
    </Suspense>
  );
}
