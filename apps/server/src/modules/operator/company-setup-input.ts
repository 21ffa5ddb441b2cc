import { emailError, isValidCoid } from '@ride/domain';
import countries from 'i18n-iso-countries';
import { nearestCity, searchCities, type City } from '../../adapters/maps/offline/cities.ts';
import { badUserInput } from '../../core/errors.ts';

/** What `company:create` asks for; every field a string, as a command line or the channel sends it. */
export interface NewCompanyInput {
  coid: string;
  name: string;
  adminEmail: string;
  currency?: string | undefined;
  timeZone?: string | undefined;
  country?: string | undefined;
  /** "latitude,longitude" of the base the service area is drawn around. */
  base?: string | undefined;
  serviceRadiusKm?: string | undefined;
}

/** The input checked and completed with its defaults. */
export interface CompanyDraft {
  coid: string;
  name: string;
  adminEmail: string;
  currencyCode: string;
  currencySymbol: string;
  timeZone: string;
  countryCode: string;
  city: string;
  latitude: number;
  longitude: number;
  serviceRadiusKm: number;
}

export const NEW_COMPANY_DEFAULTS = {
  currency: 'USD',
  timeZone: 'America/New_York',
  serviceRadiusKm: 200,
};
const NAME_MAX_LENGTH = 100;
/** A fallback city found by prefix ("New York" → "New York City") must be a real city. */
const PREFIX_MATCH_MIN_POPULATION = 100_000;
/** How far from a given base its nearest known city may be to name the company's city. */
const BASE_CITY_RADIUS_METERS = 50_000;

const currencies = new Set(Intl.supportedValuesOf('currency'));
const timeZones = new Set(Intl.supportedValuesOf('timeZone'));
// IANA names in their own spelling (Area/Location); ICU lists only canonical ones, so a link
// such as Asia/Kolkata is accepted when Intl resolves it to a listed zone.
const IANA_NAME = /^(UTC|[A-Z][A-Za-z_+-]*(\/[A-Z][A-Za-z0-9_+-]*)+)$/;

function text(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badUserInput(`${field} must be text.`, field);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function isKnownTimeZone(name: string): boolean {
  if (timeZones.has(name)) return true;
  if (!IANA_NAME.test(name)) return false;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    return timeZones.has(resolved) || resolved === 'UTC';
  } catch {
    return false;
  }
}

/** The currency's symbol as riders of that currency read it ($, £, €, ¥; else its code). */
export function currencySymbolOf(code: string): string {
  const parts = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

/** The city a time zone is named after (America/New_York → New York City, US), if known. */
export function cityOfTimeZone(timeZone: string): City | undefined {
  const place = timeZone.split('/').at(-1)?.replaceAll('_', ' ') ?? '';
  const byPopulation = (cities: City[]) => cities.sort((a, b) => b.population - a.population)[0];
  const exact = byPopulation(searchCities(place, '', 50, true));
  if (exact) return exact;
  return byPopulation(
    searchCities(place, '', 50).filter((city) => city.population >= PREFIX_MATCH_MIN_POPULATION),
  );
}

function parseBase(value: string): { latitude: number; longitude: number } {
  const parts = value.split(',').map((part) => part.trim());
  const [latitude, longitude] = parts.map(Number);
  const valid =
    parts.length === 2 &&
    parts.every((part) => /^-?\d+(\.\d+)?$/.test(part)) &&
    latitude !== undefined &&
    longitude !== undefined &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  if (!valid) {
    throw badUserInput(
      `The base must be "latitude,longitude" in degrees, e.g. "40.758,-73.9855"; got "${value}".`,
      'base',
    );
  }
  return { latitude: latitude!, longitude: longitude! };
}

/**
 * Checks a new company's input and fills in its defaults. Every refusal names its field. The base
 * defaults to the city the time zone is named after; the country to that city's country.
 */
export function parseNewCompany(raw: unknown): CompanyDraft {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const coid = text(input.coid, 'coid');
  if (!coid) throw badUserInput('A company id (coid) is required.', 'coid');
  if (!isValidCoid(coid)) {
    throw badUserInput(
      `"${coid}" is not a valid company id: use 1 to 64 letters, digits, - or _, starting with a letter or digit.`,
      'coid',
    );
  }
  const name = text(input.name, 'name');
  if (!name) throw badUserInput('A company name is required.', 'name');
  if (name.length > NAME_MAX_LENGTH) {
    throw badUserInput(`The company name must be at most ${NAME_MAX_LENGTH} characters.`, 'name');
  }
  const adminEmail = text(input.adminEmail, 'adminEmail') ?? '';
  const emailProblem = emailError(adminEmail);
  if (emailProblem) {
    throw badUserInput(`The admin e-mail: ${emailProblem} ("${adminEmail}").`, 'adminEmail');
  }

  const currencyCode = (text(input.currency, 'currency') ?? NEW_COMPANY_DEFAULTS.currency)
    .toUpperCase()
    .trim();
  if (!currencies.has(currencyCode)) {
    throw badUserInput(
      `Unknown currency "${currencyCode}": use an ISO 4217 code such as USD, EUR or GBP.`,
      'currency',
    );
  }
  const timeZone = text(input.timeZone, 'timeZone') ?? NEW_COMPANY_DEFAULTS.timeZone;
  if (!isKnownTimeZone(timeZone)) {
    throw badUserInput(
      `Unknown time zone "${timeZone}": use an IANA name such as America/New_York or Europe/London.`,
      'timeZone',
    );
  }
  const countryText = text(input.country, 'country')?.toUpperCase();
  if (countryText !== undefined && !countries.isValid(countryText)) {
    throw badUserInput(
      `Unknown country "${countryText}": use an ISO 3166 two-letter code such as US or GB.`,
      'country',
    );
  }
  const radiusText = text(input.serviceRadiusKm, 'serviceRadiusKm');
  const serviceRadiusKm = radiusText ? Number(radiusText) : NEW_COMPANY_DEFAULTS.serviceRadiusKm;
  if (!Number.isInteger(serviceRadiusKm) || serviceRadiusKm < 1 || serviceRadiusKm > 5000) {
    throw badUserInput(
      `The service radius must be a whole number of kilometres from 1 to 5000; got "${radiusText}".`,
      'serviceRadiusKm',
    );
  }

  const baseText = text(input.base, 'base');
  let base: { latitude: number; longitude: number };
  let city: City | undefined;
  if (baseText) {
    base = parseBase(baseText);
    city = nearestCity(base, BASE_CITY_RADIUS_METERS);
  } else {
    city = cityOfTimeZone(timeZone);
    if (!city) {
      throw badUserInput(
        `No city is known for the time zone ${timeZone}: give the company's base as --base "latitude,longitude".`,
        'base',
      );
    }
    base = city.coordinates;
  }
  return {
    coid,
    name,
    adminEmail,
    currencyCode,
    currencySymbol: currencySymbolOf(currencyCode),
    timeZone,
    countryCode: countryText ?? city?.countryCode ?? 'US',
    city: city?.name ?? '',
    latitude: base.latitude,
    longitude: base.longitude,
    serviceRadiusKm,
  };
}
