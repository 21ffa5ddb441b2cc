import { defineConfig } from '@lingui/cli';
import { LANGUAGES, SOURCE_LANGUAGE } from '@ride/domain';

/**
 * The console's catalogs (decision 96): `npm run i18n:extract -w apps/console` reads the messages
 * from the code into one PO file per language; Vite compiles the one a staff member loads.
 */
export default defineConfig({
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...LANGUAGES],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/gql/**'],
    },
  ],
  orderBy: 'message',
});
