import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import babel from 'vite-plugin-babel';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaint } from './build/first-paint.ts';
import { linguiMacros } from './build/lingui-macros.ts';

export default defineConfig({
  plugins: [
    // Lingui's documented path (decision 93): its macros become catalog lookups before React's
    // JSX transform sees them, and the plugin compiles the PO catalog a screen imports.
    ...linguiMacros(),
    react(),
    lingui(),
    // The client preset's documented production step: each graphql(`…`) call becomes an import
    // of its own document, so a route carries its documents only, not the map of all of them.
    // It runs after the TypeScript and JSX transforms, on the app's own modules.
    babel({
      enforce: 'post',
      include: /\/src\/.*\.tsx?$/,
      babelConfig: {
        babelrc: false,
        configFile: false,
        plugins: [
          [babelOptimizerPlugin, { artifactDirectory: './src/lib/gql', gqlTagName: 'graphql' }],
        ],
      },
    }),
    // The worker is registered by the app (lib/service-worker.ts) and the web manifest is served
    // per company by the server, so the plugin only builds /service-worker.js.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Not index.html: the shell page is filled in per company and fetched with the rider's cookie.
        globPatterns: ['**/*.{js,css,svg,png,jpg,ico,woff2}'],
        globIgnores: ['index.html', 'service-worker.js', '**/*.map'],
      },
    }),
    // Each route's chunks and the shell's stylesheet, for the server's first paint (decision 92).
    firstPaint(),
    // .gz and .br beside each compressible file, served by the server in place of the original.
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      // index.html is filled in per request; the build manifest is read by tools, not browsers.
      exclude: [/(^|\/)index\.html$/, /^\.vite\//],
    }),
  ],
  build: {
    target: 'es2022',
    // light-dark() (the colours no operator picks, in either scheme: styles.css) as written: the
    // browsers that have it (Safari 17.5, Chrome 123, Firefox 120). Lowered, it would follow
    // color-scheme only in declarations this build rewrites, and the company theme's are the
    // server's. An older browser shows those colours as the text around them.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    // Maps for tools (build/bundle-size.ts) and error reports; no built file points to one.
    sourcemap: 'hidden',
    manifest: true,
    // No dependency lists for lazy chunks (decision 103): their table of every chunk's file name
    // and an array per import() cost /book's first load 2.9 kB gzip. The page preloads its route's
    // chunks (first-paint map), the offline worker caches every chunk, and a later screen's imports
    // load as the browser reads them. CSS of a lazy chunk is still loaded with it.
    modulePreload: false,
    // Codegen's documents are `new TypedDocumentString(…)` in one module: marked pure, a document
    // no module imports (the driver page writes its own with urql's gql) is left out of the chunk
    // every screen with a GraphQL call loads.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['TypedDocumentString'] },
      output: {
        codeSplitting: {
          groups: [
            // urql's core, exchanges and GraphQL parser in one chunk (they import nothing of the
            // app; React, which urql's bindings import, is the entry's): /book draws without them, and every screen that calls the API loads
            // them whole, so one file compresses better than five (docs/decisions/0092).
            {
              name: 'graphql-client',
              test: /node_modules[\\/](urql|@urql[\\/][^\\/]+|wonka|@0no-co[\\/]graphql\.web)[\\/]/,
              priority: 1,
            },
            // Everything the entry imports statically (React, React DOM, the router, the shell)
            // in the entry's own file, before a group can take it: React used to be a chunk of its
            // own so that urql's group would not pull it in, and the entry loaded four files where
            // one compresses better (decision 103).
            { name: 'initial', tags: ['$initial'], priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/graphql': 'http://localhost:8080' },
  },
});
