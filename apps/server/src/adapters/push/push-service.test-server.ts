import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
import { decryptPushMessage, type ReceiverKeys } from './push-message.test-helpers.ts';

/** A subscription as a browser hands it to the app (PushSubscription.toJSON()). */
export interface IssuedSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A message the service took: its decrypted payload, headers and the sender's VAPID identity. */
export interface ReceivedPush {
  payload: string;
  ttl: number;
  topic: string | null;
  urgency: string | null;
  vapid: { publicKey: string; subject: string; audience: string; expiresAt: number };
}

export interface RefusedPush {
  endpoint: string;
  status: number;
  reason: string;
}

/** What the service is told to answer a subscription's messages instead of taking them. */
export type ForcedAnswer = 400 | 404 | 410 | 429 | 500 | 'hang';

interface Subscription extends ReceiverKeys {
  endpoint: string;
  applicationServerKey: string | null;
  received: ReceivedPush[];
  forced: ForcedAnswer | null;
}

/** RFC 8030 §7.2: a push service takes at least 4096 bytes of body. */
const MAX_BODY = 4096;
const MAX_VAPID_LIFETIME_SECONDS = 24 * 60 * 60;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * The sender's identity from `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256
 * token for this origin, signed by k, that ends within 24 hours and names a contact.
 */
async function verifyVapid(header: string | undefined, audience: string) {
  const match = /^vapid\s+(\S.*)$/i.exec(header ?? '');
  if (!match) throw new Refusal(401, 'No VAPID authorization');
  const params = new Map(
    match[1]!.split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name.toLowerCase(), value.join('=')] as const;
    }),
  );
  const token = params.get('t');
  const publicKey = params.get('k');
  const point = Buffer.from(publicKey ?? '', 'base64url');
  if (!token || point.length !== 65 || point[0] !== 4)
    throw new Refusal(401, 'Malformed VAPID t or k');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  ).catch(() => {
    throw new Refusal(401, 'The VAPID key is not a P-256 point');
  });
  const { payload } = await jwtVerify(token, key, {
    algorithms: ['ES256'],
    audience,
    requiredClaims: ['exp', 'sub'],
  }).catch((error: unknown) => {
    throw new Refusal(401, `VAPID token refused: ${String(error)}`);
  });
  if (payload.exp! > Date.now() / 1000 + MAX_VAPID_LIFETIME_SECONDS) {
    throw new Refusal(401, 'The VAPID token lives longer than 24 hours');
  }
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:\/\/)/.test(payload.sub)) {
    throw new Refusal(401, 'The VAPID subject is not a mailto: or https: contact');
  }
  return { publicKey: publicKey!, subject: payload.sub, audience, expiresAt: payload.exp! };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > MAX_BODY) throw new Refusal(413, 'The message is larger than 4096 bytes');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Takes one message for a subscription as a push service and the browser behind it would. */
async function take(
  req: IncomingMessage,
  sub: Subscription,
  origin: string,
): Promise<ReceivedPush> {
  const body = await readBody(req);
  const vapid = await verifyVapid(req.headers.authorization, origin);
  if (sub.applicationServerKey && vapid.publicKey !== sub.applicationServerKey) {
    throw new Refusal(403, 'The VAPID key is not the one the subscription was made with');
  }
  const ttlHeader = req.headers.ttl;
  if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader)) throw new Refusal(400, 'No TTL');
  if (req.headers['content-encoding'] !== 'aes128gcm') {
    throw new Refusal(415, 'Content-Encoding must be aes128gcm');
  }
  const urgency = req.headers.urgency ?? null;
  if (typeof urgency === 'string' && !URGENCIES.has(urgency)) throw new Refusal(400, 'Bad Urgency');
  const topic = req.headers.topic ?? null;
  if (typeof topic === 'string' && !TOPIC.test(topic)) throw new Refusal(400, 'Bad Topic');
  let payload: string;
  try {
    payload = decryptPushMessage(body, sub);
  } catch (error) {
    // A browser would drop it silently; the tests want to hear of it.
    throw new Refusal(400, `Could not decrypt: ${String(error)}`);
  }
  return {
    payload,
    ttl: Number(ttlHeader),
    topic: typeof topic === 'string' ? topic : null,
    urgency: typeof urgency === 'string' ? urgency : null,
    vapid,
  };
}

/**
 * A local push service for tests, in the place of a browser's (FCM, Mozilla's, Apple's): it issues
 * subscriptions with their own keys, checks each message's VAPID authorization and headers,
 * decrypts it with its own RFC 8291 code, keeps it, and answers 201 as real services do.
 */
export async function startTestPushService() {
  const subscriptions = new Map<string, Subscription>();
  const refused: RefusedPush[] = [];
  let origin = '';

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const sub = id ? subscriptions.get(id) : undefined;
    if (req.method !== 'POST' || !sub) return res.writeHead(404).end();
    if (sub.forced === 'hang') return;
    if (sub.forced) return res.writeHead(sub.forced).end(`Told to answer ${sub.forced}`);
    try {
      sub.received.push(await take(req, sub, origin));
      res.writeHead(201, { Location: `/message/${randomUUID()}` }).end();
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 500;
      refused.push({ endpoint: sub.endpoint, status, reason: String(error) });
      res.writeHead(status).end(error instanceof Error ? error.message : '');
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function find(endpoint: string): Subscription {
    const sub = [...subscriptions.values()].find((s) => s.endpoint === endpoint);
    if (!sub) throw new Error(`No subscription ${endpoint}`);
    return sub;
  }

  return {
    origin,
    refused,
    /** A new subscription, as pushManager.subscribe() makes one (bound to the key, when given). */
    subscribe(options: { applicationServerKey?: string } = {}): IssuedSubscription {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const sub: Subscription = {
        endpoint: `${origin}/push/${id}`,
        ecdh,
        authSecret: randomBytes(16),
        applicationServerKey: options.applicationServerKey ?? null,
        received: [],
        forced: null,
      };
      subscriptions.set(id, sub);
      return {
        endpoint: sub.endpoint,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: sub.authSecret.toString('base64url'),
        },
      };
    },
    received: (endpoint: string): ReceivedPush[] => find(endpoint).received,
    /** Answers the subscription's messages with this status from now on (null: take them again). */
    answer(endpoint: string, status: ForcedAnswer | null) {
      find(endpoint).forced = status;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>;
