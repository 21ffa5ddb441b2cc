import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './build/service-worker-plugin.ts';

export default defineConfig({
  plugins: [react(), serviceWorkerPlugin()],
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
