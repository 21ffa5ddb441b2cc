import { describe, expect, it } from 'vitest';
import { BOOKING_STEP_PATHS, SCREEN_ROUTES, screenModuleOf } from './route-table.ts';
import { SCREEN_LOADERS } from './screen-modules.ts';

const SPEC_ROUTES = [
  // Part 1 §2
  '/book',
  '/book/routing',
  '/book/routing/search',
  '/book/search',
  '/book/dateTimeSelection',
  '/book/flightInfo',
  '/book/vehicleSelection',
  '/book/confirmation',
  '/login',
  '/sign-up',
  '/forgot-password',
  '/help',
  '/terms',
  '/terms/default',
  '/privacy-policy',
  '/404',
  '/tracking',
  '/current-trip',
  '/finalize-trip',
  '/GuestPassengerDetails',
  '/PaymentDetails',
  '/SocialSignIn',
  '/EditProfile',
  '/BillingAddressForCreditcards/create',
  '/BillingAddressForCreditcards/edit',
  '/my-rides',
  '/my-rides/details',
  '/my-places',
  '/profile',
  '/my-payments',
  // Part 2 §2
  '/my-payments/addNew',
  '/book/route',
  '/reset-password',
];

describe('route table', () => {
  it('has every route of the spec', () => {
    const paths = SCREEN_ROUTES.map((r) => r.path);
    expect(SPEC_ROUTES.filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('names an existing screen module for every route', () => {
    const missing = SCREEN_ROUTES.map(screenModuleOf).filter(
      (module) => !SCREEN_LOADERS.has(module),
    );
    expect(missing).toEqual([]);
  });

  it('protects the rider-only screens', () => {
    const protectedPaths = SCREEN_ROUTES.filter((r) => r.access === 'protected').map((r) => r.path);
    expect(protectedPaths).toEqual(
      expect.arrayContaining([
        '/my-rides',
        '/my-rides/details',
        '/my-places',
        '/profile',
        '/EditProfile',
        '/my-payments',
        '/my-payments/addNew',
        '/my-rides/receipt',
        // The live view of the signed-in rider's own ride under way.
        '/current-trip',
      ]),
    );
    expect(protectedPaths).not.toContain('/book');
    expect(protectedPaths).not.toContain('/help');
    // CLARIFICATIONS 1: a shared ride opens without a sign-in.
    expect(protectedPaths).not.toContain('/shared-ride');
    // Spec part 2 §2: tracking is public (a shared link opens it by its hash).
    expect(protectedPaths).not.toContain('/tracking');
  });

  it('opens the action sheet on exactly the booking steps', () => {
    expect([...BOOKING_STEP_PATHS].sort()).toEqual(
      [
        '/book/routing',
        '/book/routing/search',
        '/book/search',
        '/book/dateTimeSelection',
        '/book/flightInfo',
        '/book/vehicleSelection',
        '/book/confirmation',
      ].sort(),
    );
  });

  it('gives drivers a page of their own, public (its own sign-in), without the rider’s menu', () => {
    const driver = SCREEN_ROUTES.find((r) => r.path === '/driver');
    expect(driver?.access).toBe('public');
    expect(driver?.screen).toBe('src/features/driver/screens/driver-screen.tsx');
    expect(driver?.header).toEqual({});
  });

  it('closes the post-trip screen to the booking start, for a signed-in rider only', () => {
    const finalize = SCREEN_ROUTES.find((r) => r.path === '/finalize-trip');
    expect(finalize?.access).toBe('protected');
    expect(finalize?.header).toEqual({ close: true });
    expect(finalize?.closeTo).toBe('/book/routing');
  });

  it('never asks a header for both back and close', () => {
    expect(SCREEN_ROUTES.filter((r) => r.header?.back && r.header.close)).toEqual([]);
  });
});
