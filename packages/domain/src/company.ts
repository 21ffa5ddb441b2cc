import type { DistanceUnit, Language } from './languages/index.ts';
import type { MapTiles } from './maps/map-tiles.ts';

/** Company ids are short slugs: letters, digits, dash and underscore. */
export const COID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function isValidCoid(value: unknown): value is string {
  return typeof value === 'string' && COID_PATTERN.test(value);
}

/** The manifest fields, spec part 1 §3. Values are strings as the manifest file carries them. */
export interface CompanyManifest {
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  short_name: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  company_logo: string;
  background_image: string;
  call_to_action_text: string;
  tag_manager_code: string;
  domain_name: string;
  description: string;
  title: string;
  name: string;
  is_disabled: 'true' | 'false';
}

/** Fields compared against the cached copy to decide whether branding changed (spec part 1 §4). */
export const MANIFEST_COMPARED_FIELDS = [
  'start_url',
  'theme_color',
  'short_name',
  'background_color',
  'company_logo',
  'background_image',
  'call_to_action_text',
  'tag_manager_code',
  'domain_name',
  'description',
  'title',
  'name',
  'is_disabled',
] as const;

export function manifestChanged(
  cached: Partial<CompanyManifest> | null,
  fresh: CompanyManifest,
): boolean {
  if (!cached) return true;
  if (cached.icons?.[0]?.src !== fresh.icons[0]?.src) return true;
  return MANIFEST_COMPARED_FIELDS.some((field) => cached[field] !== fresh[field]);
}

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export interface CompanyTheme {
  primaryColor: string;
  /** Text colour readable on primaryColor, derived so buttons always pass contrast checks. */
  onPrimaryColor: string;
  secondaryTextColor: string;
  backgroundColor: string;
  mainFontColor: string;
  headingFontColor: string;
  tertiaryColor: string;
  logo: string;
  companyLogo: string;
  bgImage: string;
  callToActionText: string;
  name: string;
  shortName: string;
  iconUrl: string;
  tagManagerUrl: string;
}

export interface ServiceTypeSummary {
  id: number;
  name: string;
  code: string;
}

/**
 * The company's public data, preloaded into index.html so the first paint is branded.
 * A disabled or unknown company carries only what the 404 screen needs.
 */
export interface PublicCompany {
  coid: string;
  status: 'active' | 'disabled' | 'unknown';
  name: string;
  shortName: string;
  theme: CompanyTheme;
  supportPhone: string;
  supportEmail: string;
  generalEmailAddress: string;
  websiteURL: string;
  websiteBookingURL: string;
  phone1: string;
  currencyCode: string;
  currencySymbol: string;
  timeZone: string;
  countryCode: string;
  city: string;
  latitude: number;
  longitude: number;
  isCreateAccountAllowed: boolean;
  isBillingAddressRequired: boolean;
  defaultServiceTypes: ServiceTypeSummary[];
  reservationCreationLeadTimeInMinutes: number | null;
  reservationModificationLeadTimeInMinutes: number | null;
  reservationCancellationLeadTimeInMinutes: number | null;
  maxStops: number;
  /** What a rider sees whose own choice and browser languages the company does not offer. */
  defaultLanguage: Language;
  /** The languages riders may choose from (issue 34); the default is among them. */
  offeredLanguages: Language[];
  /** How the rider app writes distances: the company's choice, else its country's unit. */
  distanceUnit: DistanceUnit;
}

/**
 * The human check the app shows before card fields (spec part 2 §2): ALTCHA's self-hosted
 * proof of work by default (its widget fetches a challenge from challengeUrl), reCAPTCHA when the
 * operator configured keys. Either way the app then calls GET /{coid}/recaptcha/{response}.
 */
export type HumanCheckConfig =
  { kind: 'altcha'; challengeUrl: string } | { kind: 'recaptcha'; siteKey: string };

/** What the server adds beside the company in the preloaded page data. */
export interface PreloadedAppData {
  company: PublicCompany;
  /** The map's streets (null: none configured; maps say so). */
  mapTiles: MapTiles | null;
  humanCheck: HumanCheckConfig;
  /** The card-token gateway's publishable key, when Stripe is configured. */
  stripePublishableKey: string | null;
}

export const PRELOAD_ELEMENT_ID = 'app-preload';

/** Google Tag Manager container ids look like GTM-XXXXXXX. */
export const TAG_MANAGER_CODE_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export function tagManagerUrl(code: string): string {
  return TAG_MANAGER_CODE_PATTERN.test(code)
    ? `https://www.googletagmanager.com/gtm.js?id=${code}`
    : '';
}
