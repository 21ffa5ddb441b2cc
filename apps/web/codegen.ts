import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the web app, generated from the server's SDL files (the contract). */
const config: CodegenConfig = {
  schema: 'apps/server/src/modules/**/schema.graphql',
  documents: [
    'apps/web/src/**/*.{ts,tsx}',
    '!apps/web/src/lib/gql/**',
    // Tests write throwaway documents of their own (client.test.ts reuses getCompanyData).
    '!apps/web/src/**/*.test.{ts,tsx}',
  ],
  ignoreNoDocuments: true,
  generates: {
    'apps/web/src/lib/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        documentMode: 'string',
      },
    },
  },
};

export default config;
