import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { buildSchema } from '../../graphql/schema.ts';
import { bearer, clearRateLimits, DEMO_RIDER, signInAs } from '../auth/auth.test-helpers.ts';
import {
  DEMO_ADMIN,
  DEMO_DISPATCHER,
  DEMO_DRIVER,
  signInAsStaff,
} from '../staff/staff.test-helpers.ts';

/** Operations of the operator modules that answer without a staff sign-in, on purpose. */
const PUBLIC_OPERATIONS = new Set([
  // An invitee has no account yet: the invitation's secret token is what they hold.
  'staffInvitation',
  'acceptStaffInvitation',
]);
/** Operations a dispatcher may call too; every other operator operation is for admins only. */
const DISPATCHER_OPERATIONS = new Set([
  'consoleViewer',
  'rideAssignment',
  'suggestDrivers',
  'assignableVehicles',
  'dispatchDrivers',
  'dispatchVehicleTypes',
  'assignRide',
  'unassignRide',
  'reservationLedger',
  'captureRide',
  'voidRide',
  'chargeCancellationFee',
  'dispatchBoard',
  'dispatchRide',
  'setRideStatus',
  'liveDrivers',
  'rideMessages',
  'dispatchOverview',
  // Every staff member chooses their own console language (decision 96).
  'setConsoleLanguage',
]);

const OPERATOR_MODULES = fileURLToPath(new URL('.', import.meta.url));

/** Every Query and Mutation field the operator modules' SDL files declare. */
function operatorOperations(): { kind: 'query' | 'mutation'; name: string }[] {
  const files = readdirSync(OPERATOR_MODULES, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('schema.graphql'),
  );
  return files.flatMap((file) =>
    parse(readFileSync(join(OPERATOR_MODULES, file), 'utf8')).definitions.flatMap((definition) => {
      if (
        (definition.kind !== 'ObjectTypeDefinition' && definition.kind !== 'ObjectTypeExtension') ||
        (definition.name.value !== 'Query' && definition.name.value !== 'Mutation')
      ) {
        return [];
      }
      const kind = definition.name.value === 'Query' ? ('query' as const) : ('mutation' as const);
      return (definition.fields ?? []).map((field) => ({ kind, name: field.name.value }));
    }),
  );
}

/** A value of the type that passes GraphQL's own checks, so only the resolver can refuse it. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  // An enum travels by its name (its internal value may differ).
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return 1;
    if (type.name === 'Boolean') return false;
    if (type.name === 'ID') return '00000000-0000-4000-8000-000000000000';
  }
  return 'x';
}

/** The operation as a document with variables for its arguments. */
function callOf(
  schema: GraphQLSchema,
  operation: { kind: 'query' | 'mutation'; name: string },
): { document: string; variables: Record<string, unknown> } {
  const root = operation.kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[operation.name] as GraphQLField<unknown, unknown> | undefined;
  if (!field) throw new Error(`${operation.name} is not in the schema`);
  const args = field.args;
  const declarations = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    document: `${operation.kind} guarded${declarations ? `(${declarations})` : ''} { ${
      operation.name
    }${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, sampleValue(arg.type)])),
  };
}

describe.each(databaseKinds())('every operator operation is guarded on %s', (kind) => {
  const api = useTestApi(kind);
  const schema = buildSchema() as unknown as GraphQLSchema;
  const operations = operatorOperations().filter((op) => !PUBLIC_OPERATIONS.has(op.name));
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    headers.driver = await signInAsStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password);
    headers.dispatcher = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
    headers.rider = bearer(
      (await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password)).accessToken,
    );
  });
  beforeEach(() => clearRateLimits(api));

  async function companyState() {
    const company = await api.db
      .selectFrom('company')
      .select('updated_at')
      .where('id', '=', 'demo')
      .executeTakeFirstOrThrow();
    const audit = await api.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return { updatedAt: new Date(company.updated_at).toISOString(), audit: Number(audit.count) };
  }

  it('finds the operator operations', () => {
    expect(operations.map((op) => op.name)).toContain('consoleViewer');
  });

  it('refuses nobody, riders and drivers everything, and dispatchers the admin operations', async () => {
    const before = await companyState();
    for (const operation of operations) {
      const { document, variables } = callOf(schema, operation);
      const callers: [string, Record<string, string>, string][] = [
        ['nobody', {}, 'UNAUTHENTICATED'],
        ['rider', headers.rider!, 'UNAUTHENTICATED'],
        ['driver', headers.driver!, 'FORBIDDEN'],
      ];
      if (!DISPATCHER_OPERATIONS.has(operation.name)) {
        callers.push(['dispatcher', headers.dispatcher!, 'FORBIDDEN']);
      }
      for (const [who, header, code] of callers) {
        const res = await api.gql(document, variables, header);
        expect(res.errors?.[0]?.extensions?.code, `${operation.name} as ${who}`).toBe(code);
        const answer = (res.data as Record<string, unknown> | null | undefined)?.[operation.name];
        expect(answer ?? null, `${operation.name} as ${who}`).toBeNull();
      }
    }
    expect(await companyState()).toEqual(before);
  });

  it('lets an admin in', async () => {
    const admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const res = await api.gql('{ consoleViewer { role } }', {}, admin);
    expect(res.data).toEqual({ consoleViewer: { role: 'admin' } });
  });
});
