import { describe, expect, it } from 'vitest';
import { buildMenuEntries } from '../../features/navigation/lib/menu-entries.ts';
import { ROUTE_CONFIG } from './route-table.ts';

const names = (signedIn: boolean, installable: boolean) =>
  buildMenuEntries(ROUTE_CONFIG, { signedIn, installable }).map((e) => e.name);

describe('the configured side menu (spec part 1 §2)', () => {
  it('lists BOOK A RIDE, Support, the separators and install for a signed-out rider', () => {
    expect(names(false, true)).toEqual(['book', 'hr1', 'support', 'hr2', 'menuinstall']);
  });

  it('adds Rides, Favorites and Payments for a signed-in rider', () => {
    expect(names(true, true)).toEqual([
      'book',
      'hr1',
      'rides',
      'favorites',
      'payments',
      'support',
      'hr2',
      'menuinstall',
    ]);
  });

  it('leaves out the install entry when the app is not installable', () => {
    expect(names(false, false)).toEqual(['book', 'hr1', 'support', 'hr2']);
  });

  it('labels and targets the entries as the spec names them', () => {
    const entries = buildMenuEntries(ROUTE_CONFIG, { signedIn: true, installable: true });
    const byName = Object.fromEntries(entries.map((e) => [e.name, e]));
    expect(byName.book).toMatchObject({ label: 'BOOK A RIDE', path: '/book', resetsBooking: true });
    expect(byName.rides).toMatchObject({
      label: 'Rides',
      path: '/my-rides',
      blocked: false,
      trackShortcut: true,
    });
    expect(byName.favorites).toMatchObject({
      label: 'Favorites',
      path: '/my-places',
      blocked: false,
    });
    expect(byName.payments).toMatchObject({ label: 'Payments', path: '/my-payments' });
    expect(byName.support).toMatchObject({ label: 'Support', path: '/help' });
    expect(byName.menuinstall).toMatchObject({
      kind: 'install',
      label: 'Install App on Your Home Screen',
    });
  });
});
