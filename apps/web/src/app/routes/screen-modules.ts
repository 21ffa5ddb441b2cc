import type { ComponentType } from 'react';
import type { ScreenModule } from './route-table.ts';

type ScreenLoader = () => Promise<{ default: ComponentType }>;

// Every screen module becomes its own chunk, loaded when its route is first shown.
const globbed = import.meta.glob<{ default: ComponentType }>([
  '../../features/*/screens/*.tsx',
  '../screens/*.tsx',
  '!**/*.test.tsx',
]);

/** The glob's relative key as the build manifest names the module ("src/…"). */
function sourcePath(globKey: string): ScreenModule {
  return new URL(globKey, 'file:///src/app/routes/').pathname.slice(1) as ScreenModule;
}

export const SCREEN_LOADERS: ReadonlyMap<ScreenModule, ScreenLoader> = new Map(
  Object.entries(globbed).map(([key, load]) => [sourcePath(key), load]),
);
