import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecutionResult } from 'graphql';
import { createGraphQLError, processRegularResult, type GraphQLParams } from 'graphql-yoga';
import type { Logger } from '../logger.ts';
import { sendJson } from '../http/responses.ts';
import { MAX_REQUEST_BODY_BYTES } from './limits.ts';
import type { createGraphQLHandler, RequestInfo } from './yoga.ts';

type Yoga = ReturnType<typeof createGraphQLHandler>;
type RegularMediaType = 'application/graphql-response+json' | 'application/json';

const REGULAR_MEDIA_TYPES: readonly RegularMediaType[] = [
  'application/graphql-response+json',
  'application/json',
];
/** yoga's result processors in its order: event stream, multipart, then the regular JSON one. */
const PROCESSOR_MEDIA_TYPES: readonly (readonly string[])[] = [
  ['text/event-stream'],
  ['multipart/mixed'],
  REGULAR_MEDIA_TYPES,
];
const PARAM_KEYS = new Set(['query', 'variables', 'operationName', 'extensions']);

/** yoga's reading of Accept (result-processor/accept.js): utf-8 types only, in reverse order. */
function requestedMediaTypes(accept: string | undefined): string[] {
  const types: string[] = [];
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [mediaType, ...params] = entry.split(';');
    if (mediaType === undefined) continue;
    const charset = params.find((param) => param.includes('charset=')) ?? 'charset=utf-8';
    if (charset === 'charset=utf-8') types.push(mediaType);
  }
  return types.reverse();
}

function mediaTypeMatches(processorType: string, requested: string): boolean {
  const [processorMain, processorSub] = processorType.split('/');
  const [main, sub] = requested.split('/');
  return (main === '*' || main === processorMain) && (sub === '*' || sub === processorSub);
}

/**
 * The media type yoga would answer a single result in, chosen exactly as its result processors
 * choose (the last match wins); null when that would be an event stream, multipart or nothing.
 */
export function regularMediaType(accept: string | undefined): RegularMediaType | null {
  const key = accept ?? '';
  const known = mediaTypeByAccept.get(key);
  if (known !== undefined) return known;
  const chosen = chooseMediaType(accept);
  // A client sends the same Accept on every request; a bounded table serves the common ones.
  if (mediaTypeByAccept.size >= MAX_REMEMBERED_ACCEPTS) mediaTypeByAccept.clear();
  mediaTypeByAccept.set(key, chosen);
  return chosen;
}

const MAX_REMEMBERED_ACCEPTS = 100;
const mediaTypeByAccept = new Map<string, RegularMediaType | null>();

function chooseMediaType(accept: string | undefined): RegularMediaType | null {
  const requested = requestedMediaTypes(accept);
  let chosen: string | null = null;
  for (const processorTypes of PROCESSOR_MEDIA_TYPES) {
    for (const type of requested) {
      for (const processorType of processorTypes) {
        if (mediaTypeMatches(processorType, type)) chosen = processorType;
      }
    }
  }
  return REGULAR_MEDIA_TYPES.find((type) => type === chosen) ?? null;
}

const isJsonContentType = (value: string | undefined) =>
  /^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(value ?? '');

/** The body as GraphQL parameters when it is exactly what yoga's checks accept; else null. */
export function plainParams(body: string): GraphQLParams | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  for (const key of Object.keys(value)) if (!PARAM_KEYS.has(key)) return null;
  const { query, variables, operationName, extensions } = value as Record<string, unknown>;
  const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (typeof query !== 'string') return null;
  if (variables != null && !isObject(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (extensions != null && !isObject(extensions)) return null;
  return value as GraphQLParams;
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The request's URL as whatwg-node builds it (the origin it came to is the fallback base of
 * mailed links in development), with a Host that is not a host name and port taken as localhost.
 */
export function requestUrl(req: IncomingMessage): string {
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const host =
    req.headers.host !== undefined && HOST.test(req.headers.host) ? req.headers.host : 'localhost';
  const path = req.url?.startsWith('/') ? req.url : '/graphql';
  return `${protocol}://${host}${path}`;
}

class BodyTooLargeError extends Error {}

/** 413 with the connection closed, so a client still sending is not read any further. */
function refuseLargeBody(res: ServerResponse): void {
  sendJson(
    res,
    413,
    {
      errors: [
        {
          message: `Request body too large: the limit is ${MAX_REQUEST_BODY_BYTES} bytes`,
          extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' },
        },
      ],
    },
    { Connection: 'close' },
  );
}

/**
 * The body as text, at most MAX_REQUEST_BODY_BYTES (decision 16). A larger Content-Length is
 * refused before anything is read (Node's parser then reads no more than the declared length); a
 * body sent without one (chunked) is counted as it arrives and refused once past the limit.
 */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BODY_BYTES) {
        req.off('data', onData);
        settle(() => reject(new BodyTooLargeError()));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => settle(() => resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', (error) => settle(() => reject(error)));
    // A client that goes away mid-body ends the request here, not in a wait that never ends.
    req.on('close', () => settle(() => reject(new Error('Request closed before its body ended'))));
  });
}

/**
 * /graphql (decision 16). The body of a POST is limited and read here. An ordinary request (a
 * JSON body of query, variables, operationName and extensions, answered as JSON) goes straight to
 * yoga's own parameter handling (its plugins, context, execution and error masking), without
 * building a fetch Request with a streamed body; an error-free result is written directly, any
 * other through yoga's own result processor. Anything else is handed to yoga whole, with the body
 * already read.
 */
export function createGraphQLHttpHandler(yoga: Yoga, logger: Logger) {
  return async function serveGraphQL(
    req: IncomingMessage,
    res: ServerResponse,
    requestInfo: RequestInfo,
  ): Promise<void> {
    if (req.method !== 'POST') {
      await yoga(req, res, { requestInfo });
      return;
    }
    const length = req.headers['content-length'];
    if (length !== undefined && Number(length) > MAX_REQUEST_BODY_BYTES) {
      refuseLargeBody(res);
      return;
    }
    let body: string;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        refuseLargeBody(res);
        return;
      }
      // The client went away; there is no one to answer.
      logger.debug('GraphQL request body not received', {
        requestId: requestInfo.requestId,
        error: String(error),
      });
      res.destroy();
      return;
    }
    const mediaType = regularMediaType(req.headers.accept);
    const params =
      mediaType && isJsonContentType(req.headers['content-type']) ? plainParams(body) : null;
    if (!mediaType || !params) {
      // whatwg-node reads a string `body` instead of the (now consumed) stream.
      (req as IncomingMessage & { body?: string }).body = body;
      await yoga(req, res, { requestInfo });
      return;
    }

    const request = new yoga.fetchAPI.Request(requestUrl(req), {
      method: 'POST',
      headers: req.headers as Record<string, string>,
    });
    let result: ExecutionResult;
    try {
      result = ((await yoga.getResultForParams({ params, request }, { requestInfo })) as
        ExecutionResult | undefined) ?? { data: null };
    } catch (error) {
      // yoga masks what escapes its parameter handling the same way.
      logger.error('Unexpected error handling GraphQL parameters', {
        requestId: requestInfo.requestId,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      result = {
        errors: [createGraphQLError('Unexpected error.', { extensions: { unexpected: true } })],
      };
    }
    if (isPlainSuccess(result)) {
      // What yoga's regular processor answers for a result without errors or HTTP extensions,
      // without building a fetch Response to read it back from.
      const text = (result.stringify ?? JSON.stringify)(result);
      res.writeHead(200, {
        'Content-Type': `${mediaType}; charset=utf-8`,
        'Content-Length': Buffer.byteLength(text),
      });
      res.end(text);
      return;
    }
    const response = processRegularResult(result, yoga.fetchAPI, mediaType);
    const text = await response.text();
    res.statusCode = response.status;
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(text);
  };
}

type SerializableResult = ExecutionResult & { stringify?: (result: ExecutionResult) => string };

/** A single result with no errors and no extensions: yoga answers it 200 with the JSON alone. */
function isPlainSuccess(result: unknown): result is SerializableResult {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return false;
  if (Symbol.asyncIterator in result) return false;
  const { errors, extensions } = result as ExecutionResult;
  return (errors === undefined || errors.length === 0) && extensions === undefined;
}
