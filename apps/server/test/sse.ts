/**
 * A GraphQL subscription over server-sent events, requested as the console's urql client does it
 * (`fetchSubscriptions: true`): a POST of the operation as JSON with Accept: text/event-stream,
 * read as the "distinct connections" mode of GraphQL over SSE sends it (`event: next` with the
 * result as data, `event: complete` at the end).
 */
export interface EventStream<T> {
  status: number;
  contentType: string;
  /** The next result; rejects when the stream ends first or nothing comes within `waitMs`. */
  next(waitMs?: number): Promise<{
    data?: T | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  }>;
  /** Resolves once the stream has ended. */
  ended: Promise<void>;
  /** Whether the server ended it with `event: complete` (rather than the connection dropping). */
  readonly completed: boolean;
  close(): void;
}

type Result<T> = Awaited<ReturnType<EventStream<T>['next']>>;

export async function openEventStream<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<EventStream<T>> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // Exactly what urql's fetch exchange asks for a subscription.
      accept: 'text/event-stream, multipart/mixed',
      ...headers,
    },
    body: JSON.stringify({
      operationName: /subscription\s+(\w+)/.exec(query)?.[1],
      query,
      variables,
    }),
    signal: abort.signal,
  });
  const results: Result<T>[] = [];
  const waiting: { resolve: (r: Result<T>) => void; reject: (e: Error) => void }[] = [];
  let done = false;
  let completed = false;
  const deliver = (result: Result<T>) => {
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(result);
    else results.push(result);
  };
  const finish = () => {
    done = true;
    for (const waiter of waiting.splice(0)) waiter.reject(new Error('The event stream ended'));
  };

  const ended = (async () => {
    if (!response.body) return finish();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: streamDone } = await reader.read();
        if (streamDone) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = message.split('\n');
          const event =
            lines
              .find((l) => l.startsWith('event:'))
              ?.slice(6)
              .trim() ?? 'next';
          const data = lines
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trimStart())
            .join('\n');
          if (event === 'complete') {
            completed = true;
            return finish();
          }
          if (event === 'next' && data) deliver(JSON.parse(data) as Result<T>);
        }
      }
    } catch {
      // Closed by the test.
    }
    finish();
  })();

  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    ended,
    get completed() {
      return completed;
    },
    next(waitMs = 10_000) {
      const queued = results.shift();
      if (queued) return Promise.resolve(queued);
      if (done) return Promise.reject(new Error('The event stream ended'));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No event within ${waitMs} ms`)), waitMs);
        waiting.push({
          resolve: (r) => {
            clearTimeout(timer);
            resolve(r);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        });
      });
    },
    close() {
      abort.abort();
    },
  };
}
