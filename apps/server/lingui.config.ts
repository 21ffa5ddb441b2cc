import { defineConfig } from '@lingui/cli';
import { LANGUAGES, SOURCE_LANGUAGE } from '@ride/domain';

/**
 * The server's catalogs (decision 97): `npm run i18n:extract -w apps/server` reads every
 * `i18n._('…')` of the code, and every string marked with an i18n comment, into one PO file per
 * language; the server parses and compiles them once at start (src/messages/i18n/catalogs.ts).
 */
export default defineConfig({
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...LANGUAGES],
  catalogs: [
    {
      path: '<rootDir>/src/messages/locales/{locale}',
      // Every text a rider reads is worded in these folders: the mails, the notices' short texts
      // and the errors a rider is shown.
      include: ['<rootDir>/src/messages', '<rootDir>/src/modules/notifications'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-helpers.ts'],
    },
  ],
  orderBy: 'messageId',
});
