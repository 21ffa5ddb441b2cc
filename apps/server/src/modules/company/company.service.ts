import {
  DEFAULT_PRIMARY_COLOR,
  HEX_COLOR_PATTERN,
  isValidCoid,
  readableTextOn,
  tagManagerUrl,
  type CompanyManifest,
  type PublicCompany,
} from '@ride/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CompanyTable } from '../../db/schema.ts';
import { badUserInput, companyDisabled, notFound } from '../../graphql/errors.ts';
import { cachedRead } from './company.cache.ts';
import { findCompany, listServiceTypes } from './company.repository.ts';

/** The company's service types, in their order (cached with the company when enabled). */
export function companyServiceTypes(db: Db, coid: string) {
  return cachedRead(db, `service-types:${coid}`, () => listServiceTypes(db, coid));
}

export type CompanyRow = Selectable<CompanyTable>;

function assertCoid(coid: string): void {
  if (!isValidCoid(coid))
    throw badUserInput('coid must be a company id (letters, digits, - and _)', 'coid');
}

/** The company named by a request, refusing unknown ids and disabled companies. */
export async function requireActiveCompany(db: Db, coid: string): Promise<CompanyRow> {
  assertCoid(coid);
  const company = await cachedRead(db, `company:${coid}`, () => findCompany(db, coid));
  if (!company) throw notFound('Company');
  if (company.is_disabled) throw companyDisabled();
  return company;
}

function version(company: CompanyRow): string {
  return String(new Date(company.updated_at).getTime());
}

export function brandAssetUrl(company: CompanyRow, name: string): string {
  return `/${company.id}/brand/${name}?v=${version(company)}`;
}

function colour(value: string, fallback: string): string {
  return HEX_COLOR_PATTERN.test(value) ? value : fallback;
}

export function companyTheme(company: CompanyRow): PublicCompany['theme'] {
  const primaryColor = colour(company.primary_color, DEFAULT_PRIMARY_COLOR);
  const logo = brandAssetUrl(company, 'logo');
  return {
    primaryColor,
    onPrimaryColor: readableTextOn(primaryColor),
    secondaryTextColor: colour(company.secondary_text_color, '#595959'),
    backgroundColor: colour(company.background_color, '#ffffff'),
    mainFontColor: colour(company.main_font_color, '#1a1a1a'),
    headingFontColor: colour(company.heading_font_color, '#000000'),
    tertiaryColor: colour(company.tertiary_color, '#f2f2f2'),
    logo,
    companyLogo: logo,
    bgImage: company.background_image,
    callToActionText: company.call_to_action_text,
    name: company.name,
    shortName: company.short_name,
    iconUrl: brandAssetUrl(company, 'icon-192'),
    tagManagerUrl: tagManagerUrl(company.tag_manager_code),
  };
}

export async function publicCompany(db: Db, company: CompanyRow): Promise<PublicCompany> {
  const serviceTypes = company.is_disabled ? [] : await companyServiceTypes(db, company.id);
  return {
    coid: company.id,
    status: company.is_disabled ? 'disabled' : 'active',
    name: company.name,
    shortName: company.short_name,
    theme: companyTheme(company),
    supportPhone: company.support_phone,
    supportEmail: company.support_email,
    generalEmailAddress: company.general_email,
    websiteURL: company.website_url,
    websiteBookingURL: company.website_booking_url,
    phone1: company.phone1,
    currencyCode: company.currency_code,
    currencySymbol: company.currency_symbol,
    timeZone: company.time_zone,
    countryCode: company.country_code,
    city: company.city,
    latitude: company.latitude,
    longitude: company.longitude,
    isCreateAccountAllowed: company.is_create_account_allowed,
    isBillingAddressRequired: company.is_billing_address_required,
    defaultServiceTypes: serviceTypes,
    reservationCreationLeadTimeInMinutes: company.reservation_creation_lead_time_minutes,
    reservationModificationLeadTimeInMinutes: company.reservation_modification_lead_time_minutes,
    reservationCancellationLeadTimeInMinutes: company.reservation_cancellation_lead_time_minutes,
    maxStops: company.max_stops,
  };
}

/** What an unknown company id preloads: enough for the not-found screen, nothing else. */
export function unknownCompany(coid: string): PublicCompany {
  const theme = {
    primaryColor: DEFAULT_PRIMARY_COLOR,
    onPrimaryColor: '#ffffff',
    secondaryTextColor: '#595959',
    backgroundColor: '#ffffff',
    mainFontColor: '#1a1a1a',
    headingFontColor: '#000000',
    tertiaryColor: '#f2f2f2',
    logo: '',
    companyLogo: '',
    bgImage: '',
    callToActionText: '',
    name: '',
    shortName: '',
    iconUrl: '',
    tagManagerUrl: '',
  };
  return {
    coid: isValidCoid(coid) ? coid : '',
    status: 'unknown',
    name: '',
    shortName: '',
    theme,
    supportPhone: '',
    supportEmail: '',
    generalEmailAddress: '',
    websiteURL: '',
    websiteBookingURL: '',
    phone1: '',
    currencyCode: '',
    currencySymbol: '',
    timeZone: 'UTC',
    countryCode: '',
    city: '',
    latitude: 0,
    longitude: 0,
    isCreateAccountAllowed: false,
    isBillingAddressRequired: false,
    defaultServiceTypes: [],
    reservationCreationLeadTimeInMinutes: null,
    reservationModificationLeadTimeInMinutes: null,
    reservationCancellationLeadTimeInMinutes: null,
    maxStops: 0,
  };
}

/**
 * The company's web app manifest (spec part 1 §3). Companies without their own domain get a
 * start_url carrying ?coid= so the installed app opens as the right operator.
 */
export function companyManifest(company: CompanyRow): CompanyManifest {
  const startUrl = company.domain_name ? '/book' : `/book?coid=${company.id}`;
  return {
    name: company.name,
    short_name: company.short_name,
    title: company.title,
    description: company.description,
    start_url: startUrl,
    scope: '/',
    display: 'standalone',
    theme_color: colour(company.primary_color, DEFAULT_PRIMARY_COLOR),
    background_color: colour(company.background_color, '#ffffff'),
    icons: [
      {
        src: brandAssetUrl(company, 'icon-192'),
        sizes: '192x192',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: brandAssetUrl(company, 'icon-512'),
        sizes: '512x512',
        type: 'image/png',
        purpose: 'any',
      },
    ],
    company_logo: brandAssetUrl(company, 'logo'),
    background_image: company.background_image,
    call_to_action_text: company.call_to_action_text,
    tag_manager_code: company.tag_manager_code,
    domain_name: company.domain_name ?? '',
    is_disabled: company.is_disabled ? 'true' : 'false',
  };
}
