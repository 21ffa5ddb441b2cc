import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the console, generated from the server's SDL files (the contract). */
const config: CodegenConfig = {
  schema: 'apps/server/src/modules/**/schema.graphql',
  documents: [
    'apps/console/src/**/*.{ts,tsx}',
    '!apps/console/src/gql/**',
    '!apps/console/src/**/*.test.{ts,tsx}',
  ],
  ignoreNoDocuments: true,
  generates: {
    'apps/console/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
