import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
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
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/graphql': 'http://localhost:8080' },
  },
});
