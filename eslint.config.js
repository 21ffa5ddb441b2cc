import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import boundaries from 'eslint-plugin-boundaries';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.tmp/**',
      'data/**',
      'apps/web/src/lib/gql/**',
      'apps/console/src/gql/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // No pattern may take super-linear time on its input (a crafted upload or header would stall
    // the process): both of eslint-plugin-regexp's backtracking rules, everywhere.
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Import boundaries: the shared rules import no app, an app imports no other app, and a
    // feature reaches another feature only through that feature's index.ts. Tests may look across
    // on purpose (the server's query limits against the apps' own documents, the bundle budgets).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/test/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'feature', pattern: 'apps/*/src/features/*', capture: ['app', 'feature'] },
        { type: 'app', pattern: 'apps/*', capture: ['app'] },
        { type: 'domain', pattern: 'packages/domain' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'domain' } },
              disallow: { to: { element: { types: ['app', 'feature'] } } },
              message: 'packages/domain holds the rules every app shares and imports no app',
            },
            {
              from: { element: { types: ['app', 'feature'] } },
              disallow: {
                to: {
                  element: {
                    types: ['app', 'feature'],
                    captured: { app: '!{{ from.element.captured.app }}' },
                  },
                },
              },
              message: 'an app imports no other app: share through packages/domain',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                    fileInternalPath: '!index.ts',
                  },
                },
              },
              message: "a feature reaches another feature only through that feature's index.ts",
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['scripts/**', '**/*.test.ts', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
