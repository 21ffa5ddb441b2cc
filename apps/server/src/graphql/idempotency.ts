import { createHash, randomUUID } from 'node:crypto';
import { getOperationAST, GraphQLError, Kind, print, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Db } from '../db/database.ts';
import type { GraphQLContext } from './context.ts';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  renewIdempotencyLease,
  storeIdempotentResponse,
  takeOverIdempotencyKey,
  type Claim,
} from './idempotency.repository.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
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

/** How a claim is held and waited for (decision 69). */
export interface ClaimTimings {
  /**
   * How long a claim holds unless its owner renews it. Longer than the 30 s in which the HTTP
   * server expects a request to have come in and a rider's app expects an answer (app.ts), so a
   * retry sent while the first run is merely slow waits for it rather than running it again.
   */
  leaseMs: number;
  /** The owner renews its lease this often while it runs: only a dead owner's lease runs out. */
  renewEveryMs: number;
  /** A run still going after this is taken for hung: its lease is no longer renewed. */
  renewForMs: number;
  /** How long a retry waits for the first run's answer before answering "still processing". */
  waitMs: number;
}

export const CLAIM_TIMINGS: ClaimTimings = {
  leaseMs: 45_000,
  renewEveryMs: 15_000,
  renewForMs: 10 * 60_000,
  waitMs: 10_000,
};

function conflict(message: string, extensions: Record<string, unknown> = {}) {
  return {
    errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT', ...extensions } })],
  };
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims the key for this run, or answers without running: the stored answer of the same request,
 * CONFLICT for another request, or CONFLICT (REQUEST_IN_PROGRESS) while the first run still holds
 * its lease after a wait. A claim whose owner died (its lease ran out unrenewed) is taken over,
 * and the request runs again; a key freed after a failure is claimed anew.
 */
async function claimOrAnswer(
  db: Db,
  claim: Claim,
  waitMs: number,
): Promise<ExecutionResult | null> {
  if (await claimIdempotencyKey(db, claim)) return null;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await findIdempotencyKey(db, claim.key);
    if (!row) {
      if (await claimIdempotencyKey(db, claim)) return null;
    } else if (row.request_hash !== claim.requestHash) {
      return conflict('This Idempotency-Key was already used for a different request');
    } else if (row.completed_at) {
      return revive(row.response);
    } else if (row.lease_over && (await takeOverIdempotencyKey(db, claim))) {
      return null;
    }
    if (Date.now() >= deadline) {
      return conflict('The same request is still being processed; try again shortly', {
        reason: 'REQUEST_IN_PROGRESS',
      });
    }
    await sleep(POLL_MS);
  }
}

/** Renews the claim's lease while its run goes on, up to `renewForMs`; returns the stop. */
function keepLease(db: Db, claim: Claim, timings: ClaimTimings): () => void {
  const started = Date.now();
  const timer = setInterval(() => {
    if (Date.now() - started > timings.renewForMs) clearInterval(timer);
    // A renewal lost to a database hiccup is made up by the next one.
    else void renewIdempotencyLease(db, claim).catch(() => undefined);
  }, timings.renewEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** How often a claim its request could not settle is tried again while the database is away. */
const RELEASE_RETRY_MS = 1_000;

/**
 * Frees a claim whose request ended while the database was unreachable, trying every second
 * until it succeeds or the lease has run out anyway (then any retry takes the claim over).
 */
function releaseWhenBack(db: Db, claim: Claim, timings: ClaimTimings): void {
  const giveUpAt = Date.now() + timings.leaseMs;
  const attempt = () => {
    releaseIdempotencyKey(db, claim).catch(() => {
      if (Date.now() + RELEASE_RETRY_MS < giveUpAt) setTimeout(attempt, RELEASE_RETRY_MS).unref();
    });
  };
  setTimeout(attempt, RELEASE_RETRY_MS).unref();
}

/**
 * A mutation sent with an Idempotency-Key header runs once: a retry with the same key and the same
 * request gets the stored answer, a retry while the first is still running waits for it, and the
 * same key with a different request is refused. The key binds the caller's token too, so one
 * rider cannot read another's stored answer. A run that died without an answer (a crash) is run
 * again by the first retry after its lease ran out (decision 69); what it did meanwhile, the
 * operation finds by the same key (a booking keeps its key).
 */
export function idempotencyPlugin(
  db: Db,
  timings: ClaimTimings = CLAIM_TIMINGS,
): Plugin<GraphQLContext> {
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

      const claim: Claim = { key, requestHash, owner: randomUUID(), leaseMs: timings.leaseMs };
      const answer = await claimOrAnswer(db, claim, timings.waitMs);
      if (answer) {
        setResultAndStopExecution(answer);
        return undefined;
      }
      const stopRenewing = keepLease(db, claim, timings);
      return {
        async onExecuteDone({ result }) {
          stopRenewing();
          const single = result as ExecutionResult;
          try {
            if (!(Symbol.asyncIterator in (result as object)) && isFinal(single)) {
              await storeIdempotentResponse(db, claim, JSON.stringify(single));
            } else {
              // Let a retry run the operation again rather than replaying a server failure.
              await releaseIdempotencyKey(db, claim);
            }
          } catch {
            // The database went away under the request: the key is freed once it is back, so a
            // retry runs again (finding what this run kept by its key) without waiting out the
            // lease. The answer is whatever the run produced (a 503 when the database was lost).
            releaseWhenBack(db, claim, timings);
          }
        },
      };
    },
  };
}
