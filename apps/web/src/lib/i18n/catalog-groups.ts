import type { ScreenModule } from '../../app/routes/route-table.ts';

/**
 * The rider app's catalogs, one per group of screens (decision 98): `common` holds the messages of
 * the shell (and of any file no other catalog names), which every screen shows; each other one
 * those of a group of screens or of the pieces they share, loaded with the first screen that
 * shows them. Each is a PO file per
 * language in `src/locales/<catalog>/`, and a chunk of its own per language.
 */
export const CATALOGS = [
  'common',
  'shared',
  'auth',
  'billing',
  'book',
  'booking',
  'checkout',
  'driver',
  'help',
  'map',
  'my-payments',
  'my-rides',
  'notices',
  'pages',
  'payments',
  'places',
  'post-trip',
  'profile',
  'receipt',
  'rides',
  'tracking',
] as const;
export type CatalogName = (typeof CATALOGS)[number];

/**
 * Where each catalog but `common` finds its messages (apps/web-relative folders or files); a file
 * belongs to the catalog of its most specific source, else to `common`. `shared` holds the texts
 * of the shared pieces that screens show and the shell does not (fields' errors, formats); /book's
 * screen has a catalog of its own: the app's first screen waits for the fewest bytes; the rides list
 * and the receipt have theirs beside a ride's screens' `rides`; `pages` holds the app's own stand-in
 * pages (not found, coming soon, not available), which few visits show. `payments` (the card entry)
 * and `notices` are mostly lazy parts' (PART_CATALOGS); the billing address fields, which the
 * profile's screens show too, have `billing`.
 */
export const CATALOG_SOURCES: Record<Exclude<CatalogName, 'common'>, readonly string[]> = {
  shared: [
    'src/components/ui/form-banner.tsx',
    'src/components/ui/html-content.tsx',
    'src/components/ui/load-state.tsx',
    'src/components/ui/person-name-fields.tsx',
    'src/features/payments/components/card-entry-loader.tsx',
    'src/lib/i18n/formats.ts',
    'src/lib/i18n/known-texts.ts',
    'src/lib/i18n/rate-line-text.ts',
  ],
  auth: ['src/features/auth'],
  billing: [
    'src/features/payments/components/billing-address-fields.tsx',
    'src/features/payments/screens/billing-address-screen.tsx',
  ],
  book: ['src/features/booking/screens/book-screen.tsx'],
  booking: ['src/features/booking'],
  checkout: ['src/features/checkout'],
  driver: ['src/features/driver'],
  help: [
    'src/features/company/screens/help-screen.tsx',
    'src/features/company/screens/privacy-policy-screen.tsx',
    'src/features/company/screens/terms-screen.tsx',
  ],
  map: ['src/features/map'],
  'my-payments': [
    'src/features/payments/lib/card-label.ts',
    'src/features/payments/screens/my-payments-screen.tsx',
  ],
  'my-rides': [
    'src/features/rides/components/ride-row.tsx',
    'src/features/rides/components/rides-empty.tsx',
    'src/features/rides/components/rides-tabs.tsx',
    'src/features/rides/lib/rides-tab.ts',
    'src/features/rides/screens/my-rides-screen.tsx',
  ],
  notices: ['src/features/notices'],
  pages: ['src/app/screens'],
  payments: ['src/features/payments'],
  places: ['src/features/places'],
  'post-trip': ['src/features/post-trip'],
  profile: ['src/features/profile'],
  receipt: [
    'src/features/rides/components/receipt.tsx',
    'src/features/rides/screens/ride-receipt-screen.tsx',
  ],
  rides: ['src/features/rides'],
  tracking: ['src/features/tracking'],
};

const within = (file: string, source: string) => file === source || file.startsWith(`${source}/`);

/** The catalog lingui.config.ts extracts a source file's messages into. */
export function catalogOfSource(file: string): CatalogName {
  let best: { catalog: CatalogName; length: number } = { catalog: 'common', length: 0 };
  for (const [catalog, sources] of Object.entries(CATALOG_SOURCES)) {
    for (const source of sources) {
      if (within(file, source) && source.length > best.length) {
        best = { catalog: catalog as CatalogName, length: source.length };
      }
    }
  }
  return best.catalog;
}

/** The sources of other catalogs inside `catalog`'s own (which it leaves to them). */
export function sourcesInside(catalog: CatalogName): string[] {
  const own = catalog === 'common' ? ['src'] : CATALOG_SOURCES[catalog];
  return Object.entries(CATALOG_SOURCES)
    .filter(([other]) => other !== catalog)
    .flatMap(([, sources]) => sources)
    .filter((source) => own.some((mine) => mine !== source && within(source, mine)));
}

/**
 * The catalogs a screen needs beyond `common`, by the screen file's name: those of every file its
 * module reaches (catalog-groups.test.ts follows its imports and keeps this table exact). A screen
 * not named here needs `common` only.
 */
const SCREEN_CATALOGS: Partial<Record<string, readonly CatalogName[]>> = {
  'add-card-screen': ['billing', 'payments', 'shared'],
  'billing-address-screen': ['billing', 'shared'],
  'book-screen': ['book'],
  'coming-soon-screen': ['pages'],
  'confirmation-screen': ['booking', 'checkout', 'rides', 'shared'],
  'current-trip-screen': ['map', 'rides', 'shared', 'tracking'],
  'date-time-screen': ['booking'],
  'driver-screen': ['driver', 'shared'],
  'edit-profile-screen': ['billing', 'profile', 'shared'],
  'finalize-trip-screen': ['post-trip', 'rides', 'shared'],
  'flight-info-screen': ['booking', 'shared'],
  'forgot-password-screen': ['auth', 'shared'],
  'guest-passenger-details-screen': ['booking', 'checkout', 'rides', 'shared'],
  'help-screen': ['help', 'shared'],
  'login-screen': ['auth', 'shared'],
  'my-places-screen': ['booking', 'places', 'shared'],
  'my-payments-screen': ['my-payments', 'shared'],
  'my-rides-screen': ['my-rides', 'rides'],
  'not-available-screen': ['pages'],
  'not-found-screen': ['pages'],
  'privacy-policy-screen': ['help', 'shared'],
  'profile-screen': ['profile', 'shared'],
  'reset-password-screen': ['auth', 'shared'],
  'ride-details-screen': ['booking', 'rides', 'shared'],
  'ride-receipt-screen': ['receipt', 'rides', 'shared'],
  'routing-screen': ['booking', 'map'],
  'search-screen': ['booking'],
  'shared-ride-screen': ['rides', 'shared'],
  'sign-up-screen': ['auth', 'shared'],
  'terms-screen': ['help', 'shared'],
  'tracking-screen': ['map', 'rides', 'shared', 'tracking'],
  'vehicle-selection-screen': ['booking', 'map', 'shared'],
};

const NONE: readonly CatalogName[] = [];

/**
 * The catalogs of the lazy parts that load their own (by the part's file name): a screen that
 * loads such a part lazily does not wait for them; the part loads them beside its chunk and draws
 * inside `PartCatalogs` (catalog-groups.test.ts keeps this table exact too).
 */
const PART_CATALOGS: Partial<Record<string, readonly CatalogName[]>> = {
  'card-entry': ['billing', 'payments', 'shared'],
  'notice-preferences': ['notices', 'shared'],
  'push-opt-in': ['notices'],
};

/** The catalogs a lazy part needs beyond `common` (see PART_CATALOGS). */
export function catalogsOfPart(part: string): readonly CatalogName[] {
  return PART_CATALOGS[part] ?? NONE;
}

/** The lazy parts with catalogs of their own. */
export const CATALOG_PARTS = Object.keys(PART_CATALOGS);

/** The file name of a screen module, without folder or extension. */
export const screenName = (module: ScreenModule) =>
  module.slice(module.lastIndexOf('/') + 1, -'.tsx'.length);

/** The catalogs a screen module needs beyond `common`. */
export function catalogsOfScreen(module: ScreenModule): readonly CatalogName[] {
  return SCREEN_CATALOGS[screenName(module)] ?? NONE;
}

/** The PO module of a catalog in a language, as the build manifest names it. */
export const catalogModule = (catalog: CatalogName, language: string) =>
  `src/locales/${catalog}/${language}.po`;

/** A language's module (its common catalog and the way to its others), as the manifest names it. */
export const languageModule = (language: string) => `src/locales/${language}.ts`;
