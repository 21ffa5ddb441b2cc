import { defineConfig } from '@lingui/cli';
import { LANGUAGES, SOURCE_LANGUAGE } from '@ride/domain';
import {
  CATALOG_SOURCES,
  CATALOGS,
  sourcesInside,
  type CatalogName,
} from './src/lib/i18n/catalog-groups.ts';

const NOT_MESSAGES = ['**/*.test.ts', '**/*.test.tsx', '**/lib/gql/**'];
const pattern = (source: string) =>
  /\.tsx?$/.test(source) ? `<rootDir>/${source}` : `<rootDir>/${source}/**`;
const sourcesOf = (catalog: CatalogName) =>
  catalog === 'common' ? ['src'] : CATALOG_SOURCES[catalog];

/**
 * The rider app's catalogs (decisions 93, 98): `npm run i18n:extract -w apps/web` reads the
 * messages from the code into one PO file per catalog and language; Vite compiles the ones a
 * screen loads. Each catalog takes its sources less those of the catalogs inside them; `common`
 * is everything outside the others' sources.
 */
export default defineConfig({
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...LANGUAGES],
  catalogs: CATALOGS.map((catalog) => ({
    path: `<rootDir>/src/locales/${catalog}/{locale}`,
    include: sourcesOf(catalog).map((source) => `<rootDir>/${source}`),
    exclude: [...NOT_MESSAGES, ...sourcesInside(catalog).map(pattern)],
  })),
  orderBy: 'message',
});
