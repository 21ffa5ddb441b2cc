import { defineConfig } from '@lingui/cli';
import { LANGUAGES, SOURCE_LANGUAGE } from '@ride/domain';

/**
 * The rider app's catalogs (decision 93): `npm run i18n:extract -w apps/web` reads the messages
 * from the code into one PO file per language; Vite compiles the one a rider loads.
 */
export default defineConfig({
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...LANGUAGES],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/lib/gql/**'],
    },
  ],
  orderBy: 'message',
});
