import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { moduleImports } from '../../../scripts/lib/module-imports.ts';

/** One import of a server file: which file names which (both relative to `src`). */
export interface ServerImport {
  from: string;
  to: string;
}

/**
 * The server's own imports between its source files (tests aside), type-only ones included: a
 * type import ties two modules together as much as a call does.
 */
export function serverImports(sourceDir: string): ServerImport[] {
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter(
    (name) => /\.tsx?$/.test(name) && !/\.test[.-]|test-helpers/.test(name),
  );
  return files.flatMap((file) => {
    const path = join(sourceDir, file);
    return moduleImports(path, readFileSync(path, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({
        from: toPosix(file),
        to: toPosix(relative(sourceDir, resolve(dirname(path), specifier))),
      }));
  });
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/**
 * The module a source file belongs to: `modules/<name>`, and under `modules/operator` each folder
 * is a module of its own (`operator/board`); other folders (core, db, graphql, http…) are none.
 */
export function moduleOf(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] !== 'modules' || parts.length < 3) return null;
  if (parts[1] === 'operator' && parts.length > 3) return `operator/${parts[2]}`;
  return parts[1] ?? null;
}

/** Edges between modules, each with the imports that make it. */
export function moduleEdges(imports: ServerImport[]): Map<string, Map<string, ServerImport[]>> {
  const edges = new Map<string, Map<string, ServerImport[]>>();
  for (const entry of imports) {
    const from = moduleOf(entry.from);
    const to = moduleOf(entry.to);
    if (!from || !to || from === to) continue;
    const out = edges.get(from) ?? new Map<string, ServerImport[]>();
    out.set(to, [...(out.get(to) ?? []), entry]);
    edges.set(from, out);
  }
  return edges;
}

/** The groups of modules that depend on each other in a loop (strongly connected, 2 or more). */
export function moduleCycles(edges: Map<string, Map<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Imports that reach into another module past its `index.ts`. */
export function importsPastIndex(imports: ServerImport[]): ServerImport[] {
  return imports.filter(({ from, to }) => {
    const target = moduleOf(to);
    return target !== null && moduleOf(from) !== target && !isModuleIndex(to, target);
  });
}

function isModuleIndex(file: string, module: string): boolean {
  return file === `modules/${module}/index.ts`;
}
