import type { HeaderButtons } from '../../features/navigation/lib/header-buttons.ts';
import type { SidebarItem } from '../../features/navigation/lib/menu-entries.ts';

/** A lazily loaded screen module, named as Vite's build manifest names it (default export). */
export type ScreenModule = `src/${string}.tsx`;

export const COMING_SOON_SCREEN: ScreenModule = 'src/app/screens/coming-soon-screen.tsx';
export const NOT_FOUND_SCREEN: ScreenModule = 'src/app/screens/not-found-screen.tsx';
/** The spec's stubs: features this app does not offer, said plainly (docs/decisions/0042). */
export const NOT_AVAILABLE_SCREEN: ScreenModule = 'src/app/screens/not-available-screen.tsx';

export interface ScreenRoute {
  path: string;
  title: string;
  /** Protected screens need stored auth data; without it the visitor goes to /book. */
  access: 'public' | 'protected';
  /** Absent: the honest "coming soon" placeholder until the owning feature adds its screen. */
  screen?: ScreenModule;
  /**
   * false: the screen calls no API, so it is drawn without waiting for the GraphQL client's chunk
   * (docs/decisions/0092). Every other screen loads that chunk together with its own.
   */
  graphqlClient?: false;
  header?: HeaderButtons;
  /** Where the header's close button leads (default /book). */
  closeTo?: string;
  /** The booking steps: the menu button opens the action sheet instead of the side menu. */
  bookingStep?: boolean;
  sidebar?: SidebarItem;
}

/** Menu entries that are not screens: the separators and the install entry. */
export interface MenuOnlyEntry {
  path?: undefined;
  sidebar: SidebarItem;
}

export type RouteConfig = ScreenRoute | MenuOnlyEntry;

const BACK_AND_MENU: HeaderButtons = { back: true, menu: true };
const step = (path: string, title: string, screen?: ScreenModule): ScreenRoute => ({
  path,
  title,
  access: 'public',
  header: BACK_AND_MENU,
  bookingStep: true,
  ...(screen ? { screen } : {}),
});
const page = (
  path: string,
  title: string,
  access: ScreenRoute['access'] = 'public',
  screen?: ScreenModule,
): ScreenRoute => ({ path, title, access, header: BACK_AND_MENU, ...(screen ? { screen } : {}) });
const TERMS_SCREEN: ScreenModule = 'src/features/company/screens/terms-screen.tsx';
const bookingScreen = (name: string): ScreenModule => `src/features/booking/screens/${name}.tsx`;
const ridesScreen = (name: string): ScreenModule => `src/features/rides/screens/${name}.tsx`;
const paymentsScreen = (name: string): ScreenModule => `src/features/payments/screens/${name}.tsx`;
const profileScreen = (name: string): ScreenModule => `src/features/profile/screens/${name}.tsx`;
const trackingScreen = (name: string): ScreenModule => `src/features/tracking/screens/${name}.tsx`;

/**
 * Every route of spec part 1 §2 and part 2 §2, in side-menu order where they have a menu item.
 * Adding a screen: put its module under src/features/<feature>/screens/ and name it here.
 */
export const ROUTE_CONFIG: readonly RouteConfig[] = [
  {
    path: '/book',
    title: 'Book a Ride',
    access: 'public',
    screen: 'src/features/booking/screens/book-screen.tsx',
    graphqlClient: false,
    header: { menu: true },
    sidebar: {
      name: 'book',
      label: 'BOOK A RIDE',
      kind: 'link',
      visibility: 'all',
      resetsBooking: true,
    },
  },
  { sidebar: { name: 'hr1', label: '', kind: 'separator', visibility: 'all' } },
  {
    ...page('/my-rides', 'Rides', 'protected', ridesScreen('my-rides-screen')),
    sidebar: {
      name: 'rides',
      label: 'Rides',
      kind: 'link',
      visibility: 'signedIn',
      trackShortcut: true,
    },
  },
  {
    ...page(
      '/my-places',
      'My Places',
      'protected',
      'src/features/places/screens/my-places-screen.tsx',
    ),
    // CLARIFICATIONS 5: a signed-in rider reaches My Places from here (not click-blocked).
    sidebar: { name: 'favorites', label: 'Favorites', kind: 'link', visibility: 'signedIn' },
  },
  {
    ...page('/my-payments', 'Payments', 'protected', paymentsScreen('my-payments-screen')),
    sidebar: { name: 'payments', label: 'Payments', kind: 'link', visibility: 'signedIn' },
  },
  {
    ...page('/help', 'Help', 'public', 'src/features/company/screens/help-screen.tsx'),
    sidebar: { name: 'support', label: 'Support', kind: 'link', visibility: 'all' },
  },
  { sidebar: { name: 'hr2', label: '', kind: 'separator', visibility: 'all' } },
  {
    sidebar: {
      name: 'menuinstall',
      label: 'Install App on Your Home Screen',
      kind: 'install',
      visibility: 'all',
    },
  },

  step('/book/routing', 'Where To?', bookingScreen('routing-screen')),
  step('/book/routing/search', 'Search', bookingScreen('search-screen')),
  step('/book/search', 'Search', bookingScreen('search-screen')),
  step('/book/dateTimeSelection', 'Pickup Date and Time', bookingScreen('date-time-screen')),
  step('/book/flightInfo', 'Flight Details', bookingScreen('flight-info-screen')),
  step('/book/vehicleSelection', 'Select a Vehicle', bookingScreen('vehicle-selection-screen')),
  step(
    '/book/confirmation',
    'Confirm Your Trip',
    'src/features/checkout/screens/confirmation-screen.tsx',
  ),
  page('/book/route', 'Your Route'),

  page('/login', 'Sign In', 'public', 'src/features/auth/screens/login-screen.tsx'),
  page('/sign-up', 'Register', 'public', 'src/features/auth/screens/sign-up-screen.tsx'),
  page(
    '/forgot-password',
    'Forgot Password',
    'public',
    'src/features/auth/screens/forgot-password-screen.tsx',
  ),
  page(
    '/reset-password',
    'Reset Password',
    'public',
    'src/features/auth/screens/reset-password-screen.tsx',
  ),

  page('/my-rides/details', 'Ride Details', 'protected', ridesScreen('ride-details-screen')),
  page('/my-rides/receipt', 'Receipt', 'protected', ridesScreen('ride-receipt-screen')),
  // CLARIFICATIONS 1: a shared link opens its one ride read only, without a sign-in.
  page('/shared-ride', 'Shared Ride', 'public', ridesScreen('shared-ride-screen')),
  page('/my-payments/addNew', 'Add a Credit Card', 'protected', paymentsScreen('add-card-screen')),
  page(
    '/BillingAddressForCreditcards/create',
    'Billing Address',
    'protected',
    paymentsScreen('billing-address-screen'),
  ),
  page(
    '/BillingAddressForCreditcards/edit',
    'Billing Address',
    'protected',
    paymentsScreen('billing-address-screen'),
  ),
  page('/profile', 'Profile', 'protected', profileScreen('profile-screen')),
  page('/EditProfile', 'Edit Profile', 'protected', profileScreen('edit-profile-screen')),
  page(
    '/GuestPassengerDetails',
    'Passenger Details',
    'public',
    'src/features/checkout/screens/guest-passenger-details-screen.tsx',
  ),
  page('/PaymentDetails', 'Payment Details', 'public', NOT_AVAILABLE_SCREEN),
  page('/SocialSignIn', 'Connect with Facebook', 'public', NOT_AVAILABLE_SCREEN),
  // Public as the spec says: a shared link (td) opens the ride's tracking without a sign-in.
  page('/tracking', 'Tracking', 'public', trackingScreen('tracking-screen')),
  page('/current-trip', 'Current Trip', 'protected', trackingScreen('current-trip-screen')),
  {
    ...page(
      '/finalize-trip',
      'Finalize Trip',
      'protected',
      'src/features/post-trip/screens/finalize-trip-screen.tsx',
    ),
    // Spec part 2 §2: Close (and Submit) go to /book/routing.
    header: { close: true },
    closeTo: '/book/routing',
  },

  page('/terms/default', 'Terms and Conditions', 'public', TERMS_SCREEN),
  page('/terms', 'Rental Agreement', 'public', TERMS_SCREEN),
  page('/terms/*', 'Rental Agreement', 'public', TERMS_SCREEN),
  page(
    '/privacy-policy',
    'Privacy Policy',
    'public',
    'src/features/company/screens/privacy-policy-screen.tsx',
  ),
  // The company's drivers: a sign-in of their own, no rider menu.
  {
    ...page('/driver', 'Driver', 'public', 'src/features/driver/screens/driver-screen.tsx'),
    header: {},
  },
  page('/404', 'No Page Found', 'public', NOT_FOUND_SCREEN),
  page('*', 'No Page Found', 'public', NOT_FOUND_SCREEN),
];

export const SCREEN_ROUTES: readonly ScreenRoute[] = ROUTE_CONFIG.filter(
  (entry): entry is ScreenRoute => entry.path !== undefined,
);

/** The steps where the menu button opens the booking action sheet (spec part 1 §2). */
export const BOOKING_STEP_PATHS: readonly string[] = SCREEN_ROUTES.filter((r) => r.bookingStep).map(
  (r) => r.path,
);

export function screenModuleOf(route: ScreenRoute): ScreenModule {
  return route.screen ?? COMING_SOON_SCREEN;
}

/** The GraphQL client's provider, a chunk of its own (src/app/graphql-provider.tsx). */
export const GRAPHQL_PROVIDER_MODULE = 'src/app/graphql-provider.tsx';

/** The lazy modules a route's screen needs before it can draw: its own and the client's. */
export function firstLoadModulesOf(route: ScreenRoute): string[] {
  const screen = screenModuleOf(route);
  return route.graphqlClient === false ? [screen] : [screen, GRAPHQL_PROVIDER_MODULE];
}
