// The hooks of raw-imports.mjs: `<file>?raw` resolves beside its importer and loads as a module
// whose default export is the file's text.
import { readFile } from 'node:fs/promises';

const RAW = '?raw';

export async function resolve(specifier, context, nextResolve) {
  if (!specifier.endsWith(RAW)) return nextResolve(specifier, context);
  const url = new URL(specifier.slice(0, -RAW.length), context.parentURL);
  return { url: `${url.href}${RAW}`, shortCircuit: true };
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith(RAW)) return nextLoad(url, context);
  const text = await readFile(new URL(url.slice(0, -RAW.length)), 'utf8');
  return {
    format: 'module',
    source: `export default ${JSON.stringify(text)};`,
    shortCircuit: true,
  };
}
