import { createHash } from 'node:crypto';
import { getOperationAST, GraphQLError, Kind, print, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Db } from '../db/database.ts';
import type { GraphQLContext } from './context.ts';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentResponse,
} from './idempotency.repository.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** How long a first attempt may run before a retry waiting on it gives up. */
const WAIT_MS = 10_000;
/**
 * Mutations whose answers hold credentials are never stored: tokens must exist only as hashes.
 * They need no key anyway: a retried refresh gets the same successor within its leeway, and
 * sign-in or logout twice does no harm.
 */
const NEVER_STORED = new Set([
  'login',
  'signIn',
  'refreshAuthToken',
  'completePasswordReset',
  'logout',
]);
const POLL_MS = 50;

function conflict(message: string) {
  return { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] };
}

function badKey() {
  return {
    errors: [
      new GraphQLError('Idempotency-Key must be 16 to 128 letters, digits, - or _', {
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ],
  };
}

/** A result worth replaying: anything but an unexpected server failure, which a retry may fix. */
function isFinal(result: ExecutionResult): boolean {
  return !result.errors?.some((error) => {
    const code = error.extensions?.code;
    return code === undefined || code === 'INTERNAL_SERVER_ERROR';
  });
}

/** A stored answer back as an execution result, its errors as real GraphQL errors again. */
function revive(stored: unknown): ExecutionResult {
  const result = stored as {
    data?: ExecutionResult['data'];
    errors?: {
      message: string;
      path?: (string | number)[];
      extensions?: Record<string, unknown>;
    }[];
  };
  return {
    ...(result.data !== undefined ? { data: result.data } : {}),
    ...(result.errors
      ? {
          errors: result.errors.map(
            (error) =>
              new GraphQLError(error.message, {
                path: error.path ?? null,
                extensions: error.extensions ?? {},
              }),
          ),
        }
      : {}),
  };
}

async function waitForCompletion(db: Db, key: string): Promise<unknown> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const row = await findIdempotencyKey(db, key);
    if (!row) return undefined;
    if (row.completed_at) return row.response;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return undefined;
}

/**
 * A mutation sent with an Idempotency-Key header runs once: a retry with the same key and the same
 * request gets the stored answer, a retry while the first is still running waits for it, and the
 * same key with a different request is refused. The key binds the caller's token too, so one
 * rider cannot read another's stored answer.
 */
export function idempotencyPlugin(db: Db): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as GraphQLContext;
      const key = context.request?.headers.get(IDEMPOTENCY_HEADER);
      if (!key) return undefined;
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (operation?.operation !== 'mutation') return undefined;
      const rootFields = operation.selectionSet.selections.map((s) =>
        s.kind === Kind.FIELD ? s.name.value : '',
      );
      if (rootFields.some((name) => NEVER_STORED.has(name))) return undefined;
      if (!KEY_PATTERN.test(key)) {
        setResultAndStopExecution(badKey());
        return undefined;
      }
      const requestHash = createHash('sha256')
        .update(print(args.document))
        .update('\0')
        .update(JSON.stringify(args.variableValues ?? {}))
        .update('\0')
        .update(context.request.headers.get('authorization') ?? '')
        .digest('hex');

      if (!(await claimIdempotencyKey(db, key, requestHash))) {
        const existing = await findIdempotencyKey(db, key);
        if (existing && existing.request_hash !== requestHash) {
          setResultAndStopExecution(
            conflict('This Idempotency-Key was already used for a different request'),
          );
          return undefined;
        }
        const stored = await waitForCompletion(db, key);
        setResultAndStopExecution(
          stored
            ? revive(stored)
            : conflict('The same request is still being processed; try again shortly'),
        );
        return undefined;
      }

      return {
        async onExecuteDone({ result }) {
          if (Symbol.asyncIterator in (result as object)) return;
          const single = result as ExecutionResult;
          if (isFinal(single)) {
            await storeIdempotentResponse(db, key, JSON.stringify(single));
          } else {
            // Let a retry run the operation again rather than replaying a server failure.
            await releaseIdempotencyKey(db, key);
          }
        },
      };
    },
  };
}
