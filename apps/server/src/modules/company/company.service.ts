import {
  DEFAULT_PRIMARY_COLOR,
  HEX_COLOR_PATTERN,
  isValidCoid,
  readableTextOn,
  tagManagerUrl,
  type CompanyManifest,
  type PublicCompany,
  isLanguage,
  companyDistanceUnit,
  SOURCE_LANGUAGE,
  type OperatorTexts,
} from '@ride/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CompanyTable } from '../../db/schema.ts';
import { badUserInput, companyDisabled, notFound } from '../../core/errors.ts';
import { cachedRead } from './company.cache.ts';
import {
  findCompany,
  findDefaultGatewayId,
  listPaymentGateways,
  listServiceTypes,
} from './company.repository.ts';
import { operatorTextsFor, serviceTypeIn, type TextReader } from './operator-texts.ts';

/** The company's service types, in their order (cached with the company when enabled). */
export function companyServiceTypes(db: Db, coid: string) {
  return cachedRead(db, `service-types:${coid}`, () => listServiceTypes(db, coid));
}

export type CompanyRow = Selectable<CompanyTable>;

async function serviceTypesFor(db: Db, company: CompanyRow, textIn: (t: OperatorTexts) => string) {
  const types = await companyServiceTypes(db, company.id);
  return types.map((type) => serviceTypeIn(type, textIn));
}

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

/** The colours a company that sets none (or an unknown company) is shown in. */
const DEFAULT_COLOURS = {
  primaryColor: DEFAULT_PRIMARY_COLOR,
  secondaryTextColor: '#595959',
  backgroundColor: '#ffffff',
  mainFontColor: '#1a1a1a',
  headingFontColor: '#000000',
  tertiaryColor: '#f2f2f2',
} as const;

export function companyTheme(company: CompanyRow): PublicCompany['theme'] {
  const primaryColor = colour(company.primary_color, DEFAULT_COLOURS.primaryColor);
  const logo = brandAssetUrl(company, 'logo');
  return {
    primaryColor,
    onPrimaryColor: readableTextOn(primaryColor),
    secondaryTextColor: colour(company.secondary_text_color, DEFAULT_COLOURS.secondaryTextColor),
    backgroundColor: colour(company.background_color, DEFAULT_COLOURS.backgroundColor),
    mainFontColor: colour(company.main_font_color, DEFAULT_COLOURS.mainFontColor),
    headingFontColor: colour(company.heading_font_color, DEFAULT_COLOURS.headingFontColor),
    tertiaryColor: colour(company.tertiary_color, DEFAULT_COLOURS.tertiaryColor),
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
  const serviceTypes = company.is_disabled
    ? []
    : (await companyServiceTypes(db, company.id)).map(({ id, name, code }) => ({ id, name, code }));
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
    defaultLanguage: isLanguage(company.default_language) ? company.default_language : 'en',
    offeredLanguages: company.offered_languages.filter(isLanguage),
    distanceUnit: companyDistanceUnit(company.distance_unit, company.country_code),
  };
}

const GATEWAY_SHORT_CODES: Record<string, string> = {
  FullsteamPay: 'fs',
  stripe: 'stripe',
  e_biz_charge: 'century',
  square: 'square',
  visa: 'vs',
};

/**
 * getCompanyData (spec part 1 §7): the public data in the API's shape, and what only it carries;
 * the operator's texts in the reader's language.
 */
export async function companyData(db: Db, coid: string, reader: TextReader) {
  const company = await requireActiveCompany(db, coid);
  const textIn = operatorTextsFor(company, reader);
  const [data, gateway] = await Promise.all([
    publicCompany(db, company),
    cachedRead(db, `default-gateway:${company.id}`, () => findDefaultGatewayId(db, company.id)),
  ]);
  return {
    ...data,
    termsAndConditions: textIn(company.terms_and_conditions),
    privacyPolicy: { content: textIn(company.privacy_policy) },
    defaultRentalAgreement: { content: textIn(company.rental_agreement) },
    phone1: { number: data.phone1 },
    coordinates: { latitude: data.latitude, longitude: data.longitude },
    defaultPaymentGatewayId: gateway?.id ?? null,
    isPaymentGatewaysEnabled: company.is_payment_gateways_enabled,
    systemSettings: {
      // With their rental agreements (ServiceType.rentalAgreement), which the page preload leaves out.
      defaultServiceTypes: await serviceTypesFor(db, company, textIn),
      reservationCreationLeadTimeInMinutes: data.reservationCreationLeadTimeInMinutes,
      reservationModificationLeadTimeInMinutes: data.reservationModificationLeadTimeInMinutes,
      reservationCancellationLeadTimeInMinutes: data.reservationCancellationLeadTimeInMinutes,
      maxStops: data.maxStops,
    },
  };
}

/** getAllSystemSetting: the settings the booking and payment screens read. */
export async function systemSettings(db: Db, coid: string, reader: TextReader) {
  const company = await requireActiveCompany(db, coid);
  return {
    isBillingAddressRequired: company.is_billing_address_required,
    isCreateAccountAllowed: company.is_create_account_allowed,
    autoPaymentEnabledMessage: company.auto_payment_enabled_message,
    configLAPayIncrementalAuthTo: company.config_la_pay_incremental_auth_to,
    isStreetAddressCheck: company.is_street_address_check,
    defaultServiceTypes: await serviceTypesFor(db, company, operatorTextsFor(company, reader)),
    reservationCreationLeadTimeInMinutes: company.reservation_creation_lead_time_minutes,
    reservationModificationLeadTimeInMinutes: company.reservation_modification_lead_time_minutes,
    reservationCancellationLeadTimeInMinutes: company.reservation_cancellation_lead_time_minutes,
  };
}

/** getAllDefaultGateways: the company's payment gateways, or the one asked for. */
export async function companyGateways(db: Db, coid: string, gatewayId: number | null) {
  const company = await requireActiveCompany(db, coid);
  if (gatewayId !== null && gatewayId <= 0) {
    throw badUserInput('gateway_id must be a positive integer', 'gateway_id');
  }
  const gateways = await listPaymentGateways(db, company.id, gatewayId ?? undefined);
  return gateways.map((g) => ({
    id: g.id,
    name: g.name,
    gateway: g.gateway,
    shortCode: GATEWAY_SHORT_CODES[g.gateway] ?? g.gateway.toLowerCase(),
    parameter1: g.parameter1,
    parameter2: g.parameter2,
    parameter3: g.parameter3,
    parameter4: g.parameter4,
    isDefault: g.is_default,
  }));
}

/** What an unknown company id preloads: enough for the not-found screen, nothing else. */
export function unknownCompany(coid: string): PublicCompany {
  const theme = {
    ...DEFAULT_COLOURS,
    onPrimaryColor: readableTextOn(DEFAULT_COLOURS.primaryColor),
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
    defaultLanguage: SOURCE_LANGUAGE,
    offeredLanguages: [SOURCE_LANGUAGE],
    distanceUnit: 'km',
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
    theme_color: colour(company.primary_color, DEFAULT_COLOURS.primaryColor),
    background_color: colour(company.background_color, DEFAULT_COLOURS.backgroundColor),
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
