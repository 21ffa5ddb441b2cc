import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuditScreen } from '../../features/audit/screens/audit-screen.tsx';
import { BrandingScreen } from '../../features/branding/screens/branding-screen.tsx';
import { CompanyScreen } from '../../features/company/screens/company-screen.tsx';
import { NoticesScreen } from '../../features/notices/screens/notices-screen.tsx';
import { PaymentsScreen } from '../../features/payments/screens/payments-screen.tsx';
import { HomeScreen } from '../../features/home/screens/home-screen.tsx';
import { InvitationScreen } from '../../features/invitation/screens/invitation-screen.tsx';
import { StaffScreen } from '../../features/staff/screens/staff-screen.tsx';

const VehiclesScreen = lazy(() => import('../../features/catalog/screens/vehicles-screen.tsx'));
const RatesScreen = lazy(() => import('../../features/catalog/screens/rates-screen.tsx'));
const FleetScreen = lazy(() => import('../../features/fleet/screens/fleet-screen.tsx'));
const MoneyScreen = lazy(() => import('../../features/money/screens/money-screen.tsx'));

/** A staff role as the API names it: admin, dispatcher or driver. */
type ConsoleRole = string;
const ADMIN: readonly ConsoleRole[] = ['admin'];

// Dispatch: each screen its own chunk; the ride page and the driver map bring Leaflet.
const BoardScreen = lazy(() => import('../../features/dispatch/screens/board-screen.tsx'));
const RideScreen = lazy(() => import('../../features/dispatch/screens/ride-screen.tsx'));
const DriversMapScreen = lazy(
  () => import('../../features/dispatch/screens/drivers-map-screen.tsx'),
);
const DISPATCH: readonly ConsoleRole[] = ['admin', 'dispatcher'];

function LoadingStatus() {
  return (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

const loading = (screen: ReactNode) => <Suspense fallback={<LoadingStatus />}>{screen}</Suspense>;

// Its own chunk: the service area map brings Leaflet.
const PoliciesScreen = lazy(() => import('../../features/policies/screens/policies-screen.tsx'));

export interface NavItem {
  path: string;
  label: MessageDescriptor;
  description: MessageDescriptor;
  roles: readonly ConsoleRole[];
  element: ReactNode;
  /** Highlighted in the menu on its own path only (a sibling section lives under it). */
  end?: boolean;
  /** Pages under the section, not in the menu, for the same roles (e.g. `rides/:id`). */
  pages?: readonly { path: string; element: ReactNode }[];
}

/**
 * The console's sections, in menu order, with the roles that see them (the server checks the
 * same roles on every call). Each feature puts its screen here.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    path: '/',
    label: msg`Overview`,
    description: msg`the company at a glance`,
    roles: ['admin', 'dispatcher'],
    element: <HomeScreen />,
  },
  {
    path: '/dispatch',
    label: msg`Dispatch board`,
    description: msg`the day's rides, unassigned first, live; assign drivers and change statuses`,
    roles: DISPATCH,
    end: true,
    element: loading(<BoardScreen />),
    pages: [{ path: 'rides/:id', element: loading(<RideScreen />) }],
  },
  {
    path: '/dispatch/map',
    label: msg`Driver map`,
    description: msg`the drivers' latest positions and how old they are, live`,
    roles: DISPATCH,
    element: loading(<DriversMapScreen />),
  },
  {
    path: '/branding',
    label: msg`Branding`,
    description: msg`logo, colours, app name and domain, with a live preview`,
    roles: ADMIN,
    element: <BrandingScreen />,
  },
  {
    path: '/vehicles',
    label: msg`Vehicles & services`,
    description: msg`service types and vehicle types`,
    roles: ADMIN,
    element: (
      <Suspense fallback={<LoadingStatus />}>
        <VehiclesScreen />
      </Suspense>
    ),
  },
  {
    path: '/rates',
    label: msg`Rates & promo codes`,
    description: msg`rates per vehicle type with a live price preview, and promo codes`,
    roles: ADMIN,
    element: (
      <Suspense fallback={<LoadingStatus />}>
        <RatesScreen />
      </Suspense>
    ),
  },
  {
    path: '/fleet',
    label: msg`Fleet`,
    description: msg`the vehicles dispatchers assign, and the buffer between rides`,
    roles: ADMIN,
    element: (
      <Suspense fallback={<LoadingStatus />}>
        <FleetScreen />
      </Suspense>
    ),
  },
  {
    path: '/money',
    label: msg`Money`,
    description: msg`a day's rides, revenue, tips and refunds, and its CSV`,
    roles: ADMIN,
    element: (
      <Suspense fallback={<LoadingStatus />}>
        <MoneyScreen />
      </Suspense>
    ),
  },
  {
    path: '/policies',
    label: msg`Booking rules`,
    description: msg`lead times, cancellation fee and the service area`,
    roles: ADMIN,
    element: (
      <Suspense fallback={<LoadingStatus />}>
        <PoliciesScreen />
      </Suspense>
    ),
  },
  {
    path: '/company',
    label: msg`Company & texts`,
    description: msg`contacts, terms, rental agreement, privacy, account creation`,
    roles: ADMIN,
    element: <CompanyScreen />,
  },
  {
    path: '/notices',
    label: msg`Rider notifications`,
    description: msg`which messages riders get by e-mail, SMS and push, and their wording`,
    roles: ADMIN,
    element: <NoticesScreen />,
  },
  {
    path: '/payments',
    label: msg`Payments`,
    description: msg`payment gateway and its credentials`,
    roles: ADMIN,
    element: <PaymentsScreen />,
  },
  {
    path: '/staff',
    label: msg`Staff`,
    description: msg`invite, change roles and deactivate staff accounts`,
    roles: ADMIN,
    element: <StaffScreen />,
  },
  {
    path: '/audit',
    label: msg`Audit log`,
    description: msg`every staff action with the values before and after`,
    roles: ADMIN,
    element: <AuditScreen />,
  },
];

/** Screens outside the signed-in shell (the route is under /console/). */
export const PUBLIC_ROUTES: readonly { path: string; element: ReactNode }[] = [
  { path: '/invitation', element: <InvitationScreen /> },
];
