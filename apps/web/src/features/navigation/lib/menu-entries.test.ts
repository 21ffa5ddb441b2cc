import { describe, expect, it } from 'vitest';
import { buildMenuEntries, type SidebarItem } from './menu-entries.ts';

const item = (name: string, overrides: Partial<SidebarItem> = {}): SidebarItem => ({
  name,
  label: name.toUpperCase(),
  kind: 'link',
  visibility: 'all',
  ...overrides,
});

const CONFIG = [
  { path: '/book', sidebar: item('book', { resetsBooking: true }) },
  { path: '/my-rides', sidebar: item('rides', { visibility: 'signedIn', trackShortcut: true }) },
  { sidebar: item('hr1', { kind: 'separator' }) },
  {
    path: '/my-places',
    sidebar: item('favorites', { visibility: 'signedIn', blockedWhenSignedIn: true }),
  },
  { path: '/not-in-menu' },
  { sidebar: item('menuinstall', { kind: 'install' }) },
  { sidebar: item('pathless') },
];

const names = (signedIn: boolean, installable: boolean) =>
  buildMenuEntries(CONFIG, { signedIn, installable }).map((e) => e.name);

describe('buildMenuEntries', () => {
  it('keeps configured order and only entries with a sidebar item', () => {
    expect(names(true, true)).toEqual([
      'book',
      'rides',
      'hr1',
      'favorites',
      'menuinstall',
      'pathless',
    ]);
  });

  it('hides signed-in entries from signed-out riders and install when not installable', () => {
    expect(names(false, false)).toEqual(['book', 'hr1', 'pathless']);
  });

  it('blocks an entry for signed-in riders when configured so', () => {
    const entries = buildMenuEntries(CONFIG, { signedIn: true, installable: false });
    expect(entries.find((e) => e.name === 'favorites')).toMatchObject({
      blocked: true,
      path: '/my-places',
    });
    expect(entries.find((e) => e.name === 'book')).toMatchObject({
      blocked: false,
      resetsBooking: true,
    });
  });

  it('marks the entry that carries the TRACK shortcut', () => {
    const entries = buildMenuEntries(CONFIG, { signedIn: true, installable: false });
    expect(entries.filter((e) => e.trackShortcut).map((e) => e.name)).toEqual(['rides']);
  });

  it('sends entries without a path to /login', () => {
    const entries = buildMenuEntries(CONFIG, { signedIn: false, installable: false });
    expect(entries.find((e) => e.name === 'pathless')?.path).toBe('/login');
  });
});
