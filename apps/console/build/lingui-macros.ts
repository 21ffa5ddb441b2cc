import { getConfig } from '@lingui/conf';
import { fileURLToPath } from 'node:url';
import babel from 'vite-plugin-babel';

const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

/**
 * Lingui's macros become catalog lookups before any other transform sees them (decisions 93, 96):
 * one Babel pass for .ts and one for .tsx, each parsing only the syntax its files may hold
 * (a .ts file's `<T>value` is a cast, not JSX). Used by the console's build and its unit tests.
 */
export function consoleLinguiMacros() {
  const linguiConfig = getConfig({ configPath });
  return (['.ts', '.tsx'] as const).map((extension) =>
    babel({
      enforce: 'pre',
      include: extension === '.ts' ? /\/console\/src\/.*\.ts$/ : /\/console\/src\/.*\.tsx$/,
      babelConfig: {
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: extension === '.ts' ? ['typescript'] : ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      },
    }),
  );
}
