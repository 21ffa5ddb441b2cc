import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { lazy } from './data-packages.ts';

const require = createRequire(import.meta.url);

// OpenFlights spells these countries in ways the ISO name list does not.
const OPENFLIGHTS_NAMES: Record<string, string> = {
  'Falkland Islands': 'FK',
  'Congo (Brazzaville)': 'CG',
  'Congo (Kinshasa)': 'CD',
  Swaziland: 'SZ',
  Moldova: 'MD',
  Macedonia: 'MK',
  'West Bank': 'PS',
  Syria: 'SY',
  'Midway Islands': 'UM',
  Micronesia: 'FM',
  'Virgin Islands': 'VI',
  'Netherlands Antilles': 'CW',
  'British Virgin Islands': 'VG',
  Laos: 'LA',
  Macau: 'MO',
  Burma: 'MM',
  Brunei: 'BN',
  'East Timor': 'TL',
  'Johnston Atoll': 'UM',
  Svalbard: 'SJ',
  'Wake Island': 'UM',
};

const registered = lazy(() => {
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  return true;
});

export function countryCodeOf(name: string): string {
  registered();
  return OPENFLIGHTS_NAMES[name] ?? countries.getAlpha2Code(name, 'en') ?? '';
}

export function countryNameOf(code: string): string {
  registered();
  // The short everyday name (USA, UK) where there is one: addresses read like addresses.
  return countries.getName(code, 'en', { select: 'alias' }) ?? code;
}
