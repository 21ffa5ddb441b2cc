/** A side-menu item as configured on a route entry (spec part 1 §2, "Side menu"). */
export interface SidebarItem {
  name: string;
  label: string;
  kind: 'link' | 'separator' | 'install';
  visibility: 'all' | 'signedIn';
  /** Shown but inert for signed-in riders (Favorites). */
  blockedWhenSignedIn?: boolean;
  /** BOOK A RIDE starts a fresh booking. */
  resetsBooking?: boolean;
  /** Rides: carries the TRACK shortcut while rides are under way. */
  trackShortcut?: boolean;
}

export interface MenuEntry {
  name: string;
  label: string;
  kind: SidebarItem['kind'];
  /** Where a link goes; entries without a path fall back to /login. */
  path: string;
  blocked: boolean;
  resetsBooking: boolean;
  trackShortcut: boolean;
}

export const MENU_FALLBACK_PATH = '/login';

export function buildMenuEntries(
  config: readonly { path?: string | undefined; sidebar?: SidebarItem | undefined }[],
  viewer: { signedIn: boolean; installable: boolean },
): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const { path, sidebar } of config) {
    if (!sidebar) continue;
    if (sidebar.visibility === 'signedIn' && !viewer.signedIn) continue;
    if (sidebar.kind === 'install' && !viewer.installable) continue;
    entries.push({
      name: sidebar.name,
      label: sidebar.label,
      kind: sidebar.kind,
      path: path ?? MENU_FALLBACK_PATH,
      blocked: Boolean(sidebar.blockedWhenSignedIn && viewer.signedIn),
      resetsBooking: sidebar.resetsBooking ?? false,
      trackShortcut: sidebar.trackShortcut ?? false,
    });
  }
  return entries;
}
