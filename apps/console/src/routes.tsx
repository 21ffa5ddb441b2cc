import { lazy, Suspense, type ReactNode } from 'react';
import { AuditScreen } from './features/audit/audit-screen.tsx';
import { BrandingScreen } from './features/branding/branding-screen.tsx';
import { CompanyScreen } from './features/company/company-screen.tsx';
import { PaymentsScreen } from './features/payments/payments-screen.tsx';
import { HomeScreen } from './features/home/home-screen.tsx';
import { InvitationScreen } from './features/invitation/invitation-screen.tsx';
import { StaffScreen } from './features/staff/staff-screen.tsx';

const VehiclesScreen = lazy(() => import('./features/catalog/vehicles-screen.tsx'));
const RatesScreen = lazy(() => import('./features/catalog/rates-screen.tsx'));
const FleetScreen = lazy(() => import('./features/fleet/fleet-screen.tsx'));
const MoneyScreen = lazy(() => import('./features/money/money-screen.tsx'));

/** A staff role as the API names it: admin, dispatcher or driver. */
type ConsoleRole = string;
const ADMIN: readonly ConsoleRole[] = ['admin'];

// Its own chunk: the service area map brings Leaflet.
const PoliciesScreen = lazy(() => import('./features/policies/policies-screen.tsx'));

export interface NavItem {
  path: string;
  label: string;
  description: string;
  roles: readonly ConsoleRole[];
  element: ReactNode;
}

/**
 * The console's sections, in menu order, with the roles that see them (the server checks the
 * same roles on every call). Each feature puts its screen here.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    path: '/',
    label: 'Overview',
    description: 'the company at a glance',
    roles: ['admin', 'dispatcher'],
    element: <HomeScreen />,
  },
  {
    path: '/branding',
    label: 'Branding',
    description: 'logo, colours, app name and domain, with a live preview',
    roles: ADMIN,
    element: <BrandingScreen />,
  },
  {
    path: '/vehicles',
    label: 'Vehicles & services',
    description: 'service types and vehicle types',
    roles: ADMIN,
    element: (
      <Suspense fallback={<p>Loading…</p>}>
        <VehiclesScreen />
      </Suspense>
    ),
  },
  {
    path: '/rates',
    label: 'Rates & promo codes',
    description: 'rates per vehicle type with a live price preview, and promo codes',
    roles: ADMIN,
    element: (
      <Suspense fallback={<p>Loading…</p>}>
        <RatesScreen />
      </Suspense>
    ),
  },
  {
    path: '/fleet',
    label: 'Fleet',
    description: 'the vehicles dispatchers assign, and the buffer between rides',
    roles: ADMIN,
    element: (
      <Suspense fallback={<p role="status">Loading…</p>}>
        <FleetScreen />
      </Suspense>
    ),
  },
  {
    path: '/money',
    label: 'Money',
    description: "a day's rides, revenue, tips and refunds, and its CSV",
    roles: ADMIN,
    element: (
      <Suspense fallback={<p role="status">Loading…</p>}>
        <MoneyScreen />
      </Suspense>
    ),
  },
  {
    path: '/policies',
    label: 'Booking rules',
    description: 'lead times, cancellation fee and the service area',
    roles: ADMIN,
    element: (
      <Suspense fallback={<p role="status">Loading…</p>}>
        <PoliciesScreen />
      </Suspense>
    ),
  },
  {
    path: '/company',
    label: 'Company & texts',
    description: 'contacts, terms, rental agreement, privacy, account creation',
    roles: ADMIN,
    element: <CompanyScreen />,
  },
  {
    path: '/payments',
    label: 'Payments',
    description: 'payment gateway and its credentials',
    roles: ADMIN,
    element: <PaymentsScreen />,
  },
  {
    path: '/staff',
    label: 'Staff',
    description: 'invite, change roles and deactivate staff accounts',
    roles: ADMIN,
    element: <StaffScreen />,
  },
  {
    path: '/audit',
    label: 'Audit log',
    description: 'every staff action with the values before and after',
    roles: ADMIN,
    element: <AuditScreen />,
  },
];

/** Screens outside the signed-in shell (the route is under /console/). */
export const PUBLIC_ROUTES: readonly { path: string; element: ReactNode }[] = [
  { path: '/invitation', element: <InvitationScreen /> },
];
