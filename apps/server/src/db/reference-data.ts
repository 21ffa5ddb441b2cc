import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

// JSON data packages are read with require so the bundled server and the tests load them alike.
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
const regions: unknown = require('country-region-data/data.json');

interface RegionCountry {
  countryShortCode: string;
  regions: { name: string; shortCode?: string }[];
}

/** All ISO 3166-1 countries with their English short names. */
export function countryRows(): { code: string; name: string }[] {
  const names = countries.getNames('en', { select: 'official' });
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Subdivisions (states, provinces, counties) of every country the region package covers. */
export function stateRows(): { country_code: string; code: string; name: string }[] {
  const known = new Set(Object.keys(countries.getAlpha2Codes()));
  const rows: { country_code: string; code: string; name: string }[] = [];
  for (const country of regions as RegionCountry[]) {
    if (!known.has(country.countryShortCode)) continue;
    const seen = new Set<string>();
    for (const region of country.regions) {
      const code = region.shortCode ?? region.name;
      if (seen.has(code)) continue;
      seen.add(code);
      rows.push({ country_code: country.countryShortCode, code, name: region.name });
    }
  }
  return rows;
}
