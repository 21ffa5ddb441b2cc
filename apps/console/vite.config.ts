import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The operator console: its own bundle, served by the server under /console/. */
export default defineConfig({
  base: '/console/',
  plugins: [
    react(),
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
