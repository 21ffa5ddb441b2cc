import { lazy, Suspense, type ComponentProps } from 'react';
import { Trans } from '@lingui/react/macro';

const LazyBookedRide = lazy(() =>
  import('./booked-ride.tsx').then((module) => ({ default: module.BookedRide })),
);

/**
 * BookedRide (booked-ride.tsx), loaded once a ride is booked: the checkout screens do not carry
 * the ride's views and calendar button before the rider has booked.
 */
export function BookedRide(props: ComponentProps<typeof LazyBookedRide>) {
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          <Trans>Loading the ride…</Trans>
        </p>
      }
    >
      <LazyBookedRide {...props} />
    </Suspense>
  );
}
