import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
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
  return sourceFiles(sourceDir).flatMap((file) => {
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

/**
 * Imports that reach into another module past its `index.ts`. A module's SDL (`schema.graphql`,
 * read as text by the GraphQL schema) is its published contract, not code, and is read where it
 * lies: re-exported through the index, every import of the module would load a `.graphql` file,
 * which only the bundler and Vite can, not the commands run with tsx.
 */
export function importsPastIndex(imports: ServerImport[]): ServerImport[] {
  return imports.filter(({ from, to }) => {
    const target = moduleOf(to);
    if (target === null || moduleOf(from) === target || isModuleIndex(to, target)) return false;
    return to !== `modules/${target}/schema.graphql?raw`;
  });
}

/**
 * What `core/` may import besides itself: the plumbing below the modules (the database's type, the
 * config, the logger, the job runner). Never a module, nor a layer above them (GraphQL, HTTP).
 */
const BELOW_MODULES = /^(core\/|db\/|jobs\/|config\.ts$|logger\.ts$)/;

/** Imports of `core/` files that reach a module or a layer above the modules. */
export function coreImportsAbove(imports: ServerImport[]): ServerImport[] {
  return imports.filter(({ from, to }) => from.startsWith('core/') && !BELOW_MODULES.test(to));
}

/**
 * What `messages/` (the mail and SMS templates every module shares) may import besides itself:
 * `core/`. A template takes what it shows as input and never reads it from a module.
 */
const BELOW_MESSAGES = /^(messages\/|core\/)/;

/** Imports of `messages/` files that reach a module or anything else above `core/`. */
export function messagesImportsAbove(imports: ServerImport[]): ServerImport[] {
  return imports.filter(({ from, to }) => from.startsWith('messages/') && !BELOW_MESSAGES.test(to));
}

/**
 * The module files that may import the GraphQL context: the resolvers, which authenticate and hand
 * services the actor, and the authentication the GraphQL layer runs for every request.
 */
const READS_CONTEXT = /\.resolvers\.ts$|^modules\/auth\/viewer\.ts$/;

/**
 * Module files other than a resolver or the per-request authentication that import the GraphQL
 * context: services take their dependencies, the actor, the input and the time instead.
 */
export function contextImportsOutsideResolvers(imports: ServerImport[]): ServerImport[] {
  return imports.filter(
    ({ from, to }) =>
      from.startsWith('modules/') && to === 'graphql/context.ts' && !READS_CONTEXT.test(from),
  );
}

function isModuleIndex(file: string, module: string): boolean {
  return file === `modules/${module}/index.ts`;
}

/** The server's source files (tests and test helpers aside), relative to `src`. */
function sourceFiles(sourceDir: string): string[] {
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test[.-]|test-helpers|test-server/.test(name))
    .map(toPosix);
}

/** Kysely's query builders that start a statement. */
const STATEMENT_STARTS = new Set([
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
]);

/**
 * Where a file builds SQL: a Kysely statement begun (`db.selectFrom(…)`, …) or a `sql` template,
 * as `line: text`, read from TypeScript's syntax tree.
 */
export function sqlStatements(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`);
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      STATEMENT_STARTS.has(node.expression.name.text)
    ) {
      at(node, node.expression.name.text);
    } else if (ts.isTaggedTemplateExpression(node)) {
      const tag = ts.isPropertyAccessExpression(node.tag) ? node.tag.name : node.tag;
      if (ts.isIdentifier(tag) && tag.text === 'sql') at(node, 'sql`…`');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Files that build SQL and are not where SQL belongs: a module's or a layer's `*.repository.ts`,
 * the migrations, and the demo data's seed.
 */
export function sqlOutsideRepositories(sourceDir: string): Record<string, string[]> {
  const outside: Record<string, string[]> = {};
  for (const file of sourceFiles(sourceDir)) {
    if (/\.repository\.ts$|^db\/migrations\/|^db\/seed\//.test(file)) continue;
    const found = sqlStatements(file, readFileSync(join(sourceDir, file), 'utf8'));
    if (found.length > 0) outside[file] = found;
  }
  return outside;
}

/** Where a file reads a request's headers (`….headers`), as `line: text`. */
export function headerReads(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'headers') {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${line}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Module files that read a request's headers although they are neither a resolver nor the
 * authentication the GraphQL layer runs for every request (`auth/viewer.ts`): services take what
 * the HTTP layer read of them (`RequestHeaders`).
 */
export function headersReadByServices(sourceDir: string): Record<string, string[]> {
  const readers: Record<string, string[]> = {};
  for (const file of sourceFiles(sourceDir)) {
    if (!file.startsWith('modules/') || /\.resolvers\.ts$|^modules\/auth\/viewer\.ts$/.test(file)) {
      continue;
    }
    const found = headerReads(file, readFileSync(join(sourceDir, file), 'utf8'));
    if (found.length > 0) readers[file] = found;
  }
  return readers;
}

/** The functions that authenticate a request from the GraphQL context. */
const AUTHENTICATES = new Set(['requireViewer', 'requireStaff']);

/** Where a file calls `requireViewer(…)` or `requireStaff(…)`, as `line: name`. */
export function authenticationCalls(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      AUTHENTICATES.has(node.expression.text)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${line}: ${node.expression.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Module files that authenticate although they are neither a resolver nor the per-request
 * authentication: a service is handed the actor instead.
 */
export function servicesThatAuthenticate(sourceDir: string): Record<string, string[]> {
  const callers: Record<string, string[]> = {};
  for (const file of sourceFiles(sourceDir)) {
    if (!file.startsWith('modules/') || READS_CONTEXT.test(file)) continue;
    const found = authenticationCalls(file, readFileSync(join(sourceDir, file), 'utf8'));
    if (found.length > 0) callers[file] = found;
  }
  return callers;
}
