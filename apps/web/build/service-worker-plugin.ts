import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Emits /service-worker.js with the list of built files to precache, so the installed app opens
 * without network. The version is a hash of that list: a new build installs a new worker.
 */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'ride-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter(
          (name) => !name.endsWith('.map') && !name.startsWith('.vite/') && name !== 'index.html',
        )
        .map((name) => `/${name}`)
        .sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(
        new URL('./service-worker.template.js', import.meta.url),
        'utf8',
      );
      this.emitFile({
        type: 'asset',
        fileName: 'service-worker.js',
        source: template
          .replace('__PRECACHE_FILES__', JSON.stringify(files))
          .replace('__CACHE_VERSION__', JSON.stringify(version)),
      });
    },
  };
}
