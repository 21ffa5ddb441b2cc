import { createRequire } from 'node:module';

// Data packages are plain JSON or CommonJS; require loads them the same in tests and the bundle.
const require = createRequire(import.meta.url);

/**
 * Loads a data package once and drops it from the module cache, so only our compact index of it
 * stays in memory.
 */
export function loadDataPackage(name: string): unknown {
  const path = require.resolve(name);
  const data: unknown = require(name);
  delete require.cache[path];
  return data;
}

/** Builds a value on first use and keeps it: indexes load when first needed, not at start-up. */
export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}
