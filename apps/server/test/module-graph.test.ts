import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  authenticationCalls,
  contextImportsOutsideResolvers,
  coreImportsAbove,
  importsPastIndex,
  messagesImportsAbove,
  moduleCycles,
  moduleEdges,
  moduleOf,
  serverImports,
  servicesThatAuthenticate,
  headerReads,
  headersReadByServices,
  sqlOutsideRepositories,
  sqlStatements,
} from './module-graph.ts';

const SOURCE = fileURLToPath(new URL('../src/', import.meta.url));

describe('the server module graph', () => {
  const imports = serverImports(SOURCE);

  it('is read from the imports', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(moduleOf('modules/operator/board/board.service.ts')).toBe('operator/board');
    expect(moduleOf('modules/rides/rides.service.ts')).toBe('rides');
    expect(moduleOf('core/errors.ts')).toBeNull();
  });

  it('finds a loop between modules', () => {
    const loop = moduleEdges([
      { from: 'modules/a/a.ts', to: 'modules/b/b.ts' },
      { from: 'modules/b/b.ts', to: 'modules/c/index.ts' },
      { from: 'modules/c/c.ts', to: 'modules/a/a.ts' },
      { from: 'modules/c/c.ts', to: 'modules/d/d.ts' },
    ]);
    expect(moduleCycles(loop)).toEqual([['a', 'b', 'c']]);
    expect(
      importsPastIndex([
        { from: 'modules/a/a.ts', to: 'modules/b/b.ts' },
        { from: 'modules/a/a.ts', to: 'modules/b/index.ts' },
        { from: 'modules/a/a.ts', to: 'modules/a/other.ts' },
        { from: 'graphql/schema.ts', to: 'modules/b/b.ts' },
        { from: 'graphql/schema.ts', to: 'modules/b/schema.graphql?raw' },
      ]),
    ).toEqual([
      { from: 'modules/a/a.ts', to: 'modules/b/b.ts' },
      { from: 'graphql/schema.ts', to: 'modules/b/b.ts' },
    ]);
  });

  it('finds core reaching a module, and a service reading the GraphQL context', () => {
    expect(
      coreImportsAbove([
        { from: 'core/deps.ts', to: 'db/database.ts' },
        { from: 'core/deps.ts', to: 'config.ts' },
        { from: 'core/actor.ts', to: 'modules/auth/index.ts' },
        { from: 'core/deps.ts', to: 'graphql/context.ts' },
      ]),
    ).toEqual([
      { from: 'core/actor.ts', to: 'modules/auth/index.ts' },
      { from: 'core/deps.ts', to: 'graphql/context.ts' },
    ]);
    expect(
      contextImportsOutsideResolvers([
        { from: 'modules/rides/rides.resolvers.ts', to: 'graphql/context.ts' },
        { from: 'modules/auth/viewer.ts', to: 'graphql/context.ts' },
        { from: 'modules/rides/rides.service.ts', to: 'graphql/context.ts' },
        { from: 'http/app.ts', to: 'graphql/context.ts' },
      ]),
    ).toEqual([{ from: 'modules/rides/rides.service.ts', to: 'graphql/context.ts' }]);
  });

  it('keeps core free of every module and of the layers above it', () => {
    expect(coreImportsAbove(imports)).toEqual([]);
  });

  it('keeps the message templates free of every module', () => {
    expect(
      messagesImportsAbove([
        { from: 'messages/mail/layout.tsx', to: 'messages/mail/links.ts' },
        { from: 'messages/mail/layout.tsx', to: 'core/errors.ts' },
        { from: 'messages/mail/index.ts', to: 'modules/company/index.ts' },
      ]),
    ).toEqual([{ from: 'messages/mail/index.ts', to: 'modules/company/index.ts' }]);
    expect(messagesImportsAbove(imports)).toEqual([]);
  });

  it('lets only resolvers and the per-request authentication read the GraphQL context', () => {
    expect(contextImportsOutsideResolvers(imports)).toEqual([]);
  });

  it('has no loop between modules', () => {
    expect(moduleCycles(moduleEdges(imports))).toEqual([]);
  });

  it('reaches into another module only through its index.ts', () => {
    expect(importsPastIndex(imports)).toEqual([]);
  });
});

describe('the server’s SQL', () => {
  it('is found as Kysely statements and sql templates', () => {
    const found = sqlStatements(
      'sample.ts',
      [
        "const rows = await db.selectFrom('company').selectAll().execute();",
        'await trx',
        "  .updateTable('company')",
        '  .set({ name })',
        '  .execute();',
        'const now = sql<Date>`now()`;',
        "const notSql = other.selectFromCache('company');",
      ].join('\n'),
    );
    expect(found).toEqual(['1: selectFrom', '2: updateTable', '6: sql`…`']);
  });

  it('is written only in repositories (and migrations and the seed)', () => {
    expect(sqlOutsideRepositories(SOURCE)).toEqual({});
  });
});

describe('the request’s headers', () => {
  it('are found where a file reads them', () => {
    expect(
      headerReads(
        'sample.ts',
        ["const key = ctx.request.headers.get('idempotency-key');", 'const other = ctx.body;'].join(
          '\n',
        ),
      ),
    ).toEqual(['1: ctx.request.headers']);
  });

  it('are read by resolvers and the HTTP layer, never by a service', () => {
    expect(headersReadByServices(SOURCE)).toEqual({});
  });
});

describe('the request’s actor', () => {
  it('is found where a file authenticates', () => {
    expect(
      authenticationCalls(
        'sample.ts',
        [
          'const viewer = requireViewer(ctx, input.coid);',
          "const staff = requireStaff(ctx, ['admin']);",
          'const other = requireSameCompany(viewer, coid);',
        ].join('\n'),
      ),
    ).toEqual(['1: requireViewer', '2: requireStaff']);
  });

  it('is authenticated by resolvers and handed to services', () => {
    expect(servicesThatAuthenticate(SOURCE)).toEqual({});
  });
});
