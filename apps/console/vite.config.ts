import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { consoleLinguiMacros } from './build/lingui-macros.ts';

/** The operator console: its own bundle, served by the server under /console/. */
export default defineConfig({
  base: '/console/',
  plugins: [
    // Lingui's macros become catalog lookups before React's JSX transform, and the plugin
    // compiles the PO catalog of the language shown (decisions 93, 96).
    ...consoleLinguiMacros(),
    react(),
    lingui(),
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      exclude: [/^\.vite\//],
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    manifest: true,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/graphql': 'http://localhost:8080' },
  },
});
