import { ECDH } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Config } from '../../config.ts';
import type { PushSubscriptionKeys } from './push.ts';

export interface SubscriptionRules {
  /**
   * Accept a push service on this machine (loopback, over http too): the tests' own. Only when
   * NODE_ENV is test or development; see subscriptionRules.
   */
  allowLoopback: boolean;
}

export interface SubscriptionProblem {
  field: keyof PushSubscriptionKeys;
  message: string;
}

export type ParsedSubscription =
  { ok: true; subscription: PushSubscriptionKeys } | { ok: false; problems: SubscriptionProblem[] };

/** Push services' endpoints are a few hundred characters; anything far longer is not one. */
const MAX_ENDPOINT_LENGTH = 2048;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
/** Addresses no push service has: the server would be posting into its own network. */
const privateAddresses = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateAddresses.addSubnet(net, prefix, 'ipv4');
}
privateAddresses.addAddress('::', 'ipv6');
privateAddresses.addSubnet('fc00::', 7, 'ipv6');
privateAddresses.addSubnet('fe80::', 10, 'ipv6');

/** The rules for this environment: a push service on this machine only outside production. */
export function subscriptionRules(config: Pick<Config, 'nodeEnv'>): SubscriptionRules {
  return { allowLoopback: config.nodeEnv !== 'production' };
}

/** Whether a URL's hostname names this machine (localhost, 127.x.x.x, [::1]). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const version = isIP(host);
  return version !== 0 && loopback.check(host, version === 4 ? 'ipv4' : 'ipv6');
}

function isPrivateAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const version = isIP(host);
  return version !== 0 && privateAddresses.check(host, version === 4 ? 'ipv4' : 'ipv6');
}

function endpointProblem(endpoint: string, rules: SubscriptionRules): string | null {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return 'endpoint is too long for a push service';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be an https URL';
  }
  const local = isLoopbackHost(url.hostname);
  const scheme =
    url.protocol === 'https:' || (url.protocol === 'http:' && local && rules.allowLoopback);
  if (!scheme) return 'endpoint must be an https URL';
  if (url.username || url.password) return 'endpoint must not carry a user name or password';
  if ((local && !rules.allowLoopback) || isPrivateAddress(url.hostname)) {
    return 'endpoint must be a push service on the internet';
  }
  return null;
}

/** The key's bytes when it is base64url (browsers leave out the padding; some keep it). */
function bytesOf(text: string): Buffer | null {
  return BASE64URL.test(text) ? Buffer.from(text, 'base64url') : null;
}

function isP256Point(key: Buffer): boolean {
  if (key.length !== 65 || key[0] !== 0x04) return false;
  try {
    ECDH.convertKey(key, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * A subscription as a browser hands it over (PushSubscription.toJSON()), checked: an https
 * endpoint on the internet, an uncompressed P-256 point and a 16-byte secret. The keys come back
 * as unpadded base64url, the form web-push takes.
 */
export function parsePushSubscription(
  input: PushSubscriptionKeys,
  rules: SubscriptionRules,
): ParsedSubscription {
  const problems: SubscriptionProblem[] = [];
  const endpoint = endpointProblem(input.endpoint, rules);
  if (endpoint) problems.push({ field: 'endpoint', message: endpoint });
  const p256dh = bytesOf(input.p256dh);
  if (!p256dh || !isP256Point(p256dh)) {
    problems.push({
      field: 'p256dh',
      message: 'p256dh must be a P-256 public key (65 bytes, base64url)',
    });
  }
  const auth = bytesOf(input.auth);
  if (auth?.length !== 16) {
    problems.push({ field: 'auth', message: 'auth must be 16 bytes, base64url' });
  }
  if (problems.length > 0 || !p256dh || !auth) return { ok: false, problems };
  return {
    ok: true,
    subscription: {
      endpoint: input.endpoint,
      p256dh: p256dh.toString('base64url'),
      auth: auth.toString('base64url'),
    },
  };
}
