// Over 300 lines: every environment variable is parsed here once, at start-up, into one typed config.
import { createHash, randomBytes } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseConnectionString } from 'pg-connection-string';
import webpush from 'web-push';
import { z } from 'zod';
import {
  OPENSTREETMAP_TILES,
  PMTILES_DEFAULT_ATTRIBUTION,
  PMTILES_PATH,
  defaultTileCredit,
  isTileTemplate,
  type MapTiles,
} from '@ride/domain';
import {
  defaultVapidSubject,
  isVapidSubject,
  vapidKeyProblems,
  type VapidKeys,
} from './crypto/vapid-keys.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(8080),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['on', 'off'], { message: 'DATABASE_PREPARED_STATEMENTS must be on or off' })
    .default('on'),
  DEFAULT_COID: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
      'DEFAULT_COID must be a company id (letters, digits, - and _)',
    )
    .default('demo'),
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  MAPS_PROVIDER: z
    .enum(['offline', 'google', 'osm'], {
      message: 'MAPS_PROVIDER must be one of offline, google, osm',
    })
    .default('offline'),
  GOOGLE_MAPS_API_KEY: optionalText,
  OSM_NOMINATIM_URL: optionalText.pipe(z.url('OSM_NOMINATIM_URL must be a URL').optional()),
  OSM_OSRM_URL: optionalText.pipe(z.url('OSM_OSRM_URL must be a URL').optional()),
  MAP_TILE_URL: optionalText.pipe(
    z
      .string()
      .refine(
        isTileTemplate,
        'MAP_TILE_URL must be an http(s) tile template with {z}, {x} and {y}, e.g. https://tile.example.org/{z}/{x}/{y}.png',
      )
      .optional(),
  ),
  MAP_TILE_ATTRIBUTION: optionalText,
  MAP_PMTILES_FILE: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
  ),
  SECRETS_KEY: optionalText,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .refine(isVapidSubject, 'VAPID_SUBJECT must be a mailto: address or an https:// URL')
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_API_URL: optionalText.pipe(z.url('STRIPE_API_URL must be a URL').optional()),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET_KEY: optionalText,
  RECAPTCHA_VERIFY_URL: optionalText.pipe(z.url('RECAPTCHA_VERIFY_URL must be a URL').optional()),
  TWILIO_ACCOUNT_SID: optionalText.pipe(
    z
      .string()
      .regex(/^AC[0-9a-f]{32}$/i, 'TWILIO_ACCOUNT_SID must be an Account SID: AC and 32 hex digits')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText.pipe(
    z
      .string()
      .regex(
        /^(\+[1-9]\d{1,14}|MG[0-9a-f]{32})$/i,
        'TWILIO_FROM must be a number in E.164 form (+14155550100) or a Messaging Service SID (MG and 32 hex digits)',
      )
      .optional(),
  ),
  TWILIO_API_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: 'TWILIO_API_URL must be an http(s) URL' }).optional(),
  ),
  AEROAPI_KEY: optionalText,
  AEROAPI_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: 'AEROAPI_URL must be an http(s) URL' }).optional(),
  ),
  PUBLIC_URL: optionalText.pipe(
    z.url('PUBLIC_URL must be a URL such as https://rides.example.com').optional(),
  ),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  TRUST_PROXY_HOPS: z.coerce
    .number({ message: 'TRUST_PROXY_HOPS must be a number' })
    .int('TRUST_PROXY_HOPS must be a whole number')
    .min(0, 'TRUST_PROXY_HOPS must be between 0 and 5')
    .max(5, 'TRUST_PROXY_HOPS must be between 0 and 5')
    .default(0),
  WEB_CONCURRENCY: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'WEB_CONCURRENCY must be a number' })
      .int('WEB_CONCURRENCY must be a whole number')
      .min(1, 'WEB_CONCURRENCY must be between 1 and 64')
      .max(64, 'WEB_CONCURRENCY must be between 1 and 64')
      .optional(),
  ),
});

const DEFAULT_MAIL_FROM = 'no-reply@rides.invalid';

/** The deployment's Twilio account: all three, or none. */
const TWILIO_VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

/** Default worker processes on PostgreSQL: at most 8 (10 connections each). */
const MAX_DEFAULT_WORKERS = 8;

/**
 * The database server's host as pg reads DATABASE_URL: a name, an address, a Unix socket
 * directory, or '' for pg's default. Throws when pg cannot read the URL.
 */
export function databaseHostOf(databaseUrl: string): string {
  return parseConnectionString(databaseUrl).host ?? '';
}

/** Whether the database server runs on this machine (loopback, a Unix socket, or pg's default). */
function isLocalHost(host: string): boolean {
  return (
    host === '' ||
    host.startsWith('/') ||
    host === 'localhost' ||
    host === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(host)
  );
}

/**
 * Server processes when WEB_CONCURRENCY is not set (decision 66): one on the embedded database
 * (no host); on PostgreSQL one per core, at most 8, and one fewer when the database server shares
 * the machine's cores (its backends spend about as much CPU per request as the app does).
 */
export function defaultWorkers(databaseHost: string | undefined, cores: number): number {
  if (databaseHost === undefined) return 1;
  const perCore = Math.min(cores, MAX_DEFAULT_WORKERS);
  return isLocalHost(databaseHost) ? Math.max(1, perCore - 1) : perCore;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL keeps hot statements prepared per connection (decision 65). */
  databasePreparedStatements: boolean;
  defaultCoid: string;
  jwtSecret: string;
  mapsProvider: 'offline' | 'google' | 'osm';
  googleMapsApiKey: string | undefined;
  osmNominatimUrl: string | undefined;
  osmOsrmUrl: string | undefined;
  /**
   * The maps' streets: MAP_TILE_URL, else OpenStreetMap's standard layer in development, else
   * none (production without a choice, which logs a warning at start; tests choose their own).
   */
  mapTiles: MapTiles | null;
  /** The operator's own vector basemap, served at PMTILES_PATH (MAP_PMTILES_FILE). */
  mapPmtilesFile: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Redis for state shared between server processes (drivers' latest positions); optional. */
  redisUrl: string | undefined;
  /** Encrypts secrets kept in the database (payment gateway credentials), AES-256-GCM. */
  secretsKey: SecretsKey;
  /**
   * Web Push's identity (RFC 8292): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, a pair generated into
   * DATA_DIR in development; null in tests and production without them (push stays in the outbox).
   */
  vapid: (VapidKeys & { subject: string }) | null;
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  /** Stripe's API address (a local server in tests). */
  stripeApiUrl: string;
  recaptchaSiteKey: string | undefined;
  recaptchaSecretKey: string | undefined;
  recaptchaVerifyUrl: string;
  /**
   * The deployment's Twilio account for text messages (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN,
   * TWILIO_FROM); null: texts stay in the outbox, unless a company has its own account.
   */
  twilio: { accountSid: string; authToken: string; from: string } | null;
  /** Twilio's API address (a local server in tests), for the deployment's and companies' accounts. */
  twilioApiUrl: string;
  /** FlightAware AeroAPI's key (AEROAPI_KEY); unset: the simulated flight feed (decision 88). */
  aeroApiKey: string | undefined;
  /** AeroAPI's address (a local server in tests). */
  aeroApiUrl: string;
  /** Where riders open the app: the base of mailed links (never taken from a request). */
  publicUrl: string;
  logLevel: 'silent' | 'error' | 'info' | 'debug';
  /** How many proxies in front of us append to X-Forwarded-For (0: use the socket address). */
  trustProxyHops: number;
  /** Server processes sharing the port; more than one only on PostgreSQL (decision 17). */
  workers: number;
  webDistDir: string;
  /** The operator console's build, served under /console/. */
  consoleDistDir: string;
  /** The sandbox gateway's hosted-fields script, built beside the server bundle. */
  sandboxScriptFile: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A 32-byte key and its id (stored with each ciphertext, so a later key can tell its own). */
export interface SecretsKey {
  id: string;
  key: Buffer;
}

const SECRETS_KEY_PROBLEM =
  'SECRETS_KEY: must be 32 bytes as 64 hex digits or base64 (e.g. openssl rand -base64 32)';

/** SECRETS_KEY as 64 hex digits or base64 of exactly 32 bytes; undefined when it is neither. */
export function parseSecretsKey(text: string): SecretsKey | undefined {
  const key = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64')
      : undefined;
  if (key?.length !== 32) return undefined;
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
}

/** The development key: made once in DATA_DIR, like the JWT secret, so restarts can decrypt. */
function developmentSecretsKey(dataDir: string): string {
  const file = join(dataDir, 'secrets-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** The development VAPID pair: made once in DATA_DIR, so browsers' subscriptions outlive restarts. */
function developmentVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  }
  let keys: Partial<VapidKeys> = {};
  try {
    keys = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  } catch {
    // Refused below.
  }
  const { publicKey = '', privateKey = '' } = keys;
  if (vapidKeyProblems({ publicKey, privateKey }).length > 0) {
    throw new ConfigError([`${file}: not a VAPID key pair (delete it and a new one is made)`]);
  }
  return { publicKey, privateKey };
}

/** Web Push's identity (see Config.vapid). */
function vapidOf(e: z.infer<typeof envSchema>, dataDir: string): Config['vapid'] {
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : e.NODE_ENV === 'development'
        ? developmentVapidKeys(dataDir)
        : null;
  if (!keys) return null;
  const subject =
    e.VAPID_SUBJECT ?? defaultVapidSubject(e.MAIL_FROM, e.PUBLIC_URL, DEFAULT_MAIL_FROM);
  return { ...keys, subject };
}

/** Reads the secret from DATA_DIR, creating it once, so development restarts keep sessions. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function isReadableFile(path: string): boolean {
  try {
    accessSync(path, constants.R_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The tile source the environment chooses (see Config.mapTiles). */
function mapTilesOf(e: z.infer<typeof envSchema>): MapTiles | null {
  if (e.MAP_PMTILES_FILE) {
    return {
      kind: 'pmtiles',
      url: PMTILES_PATH,
      attribution: e.MAP_TILE_ATTRIBUTION ?? PMTILES_DEFAULT_ATTRIBUTION,
    };
  }
  if (e.MAP_TILE_URL) {
    return {
      kind: 'raster',
      url: e.MAP_TILE_URL,
      attribution: e.MAP_TILE_ATTRIBUTION ?? defaultTileCredit(e.MAP_TILE_URL),
    };
  }
  return e.NODE_ENV === 'development' ? OPENSTREETMAP_TILES : null;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.JWT_SECRET) problems.push('JWT_SECRET: required when NODE_ENV=production');
  if (isProduction && !e.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: required when NODE_ENV=production (the address riders open, used in mailed links)',
    );
  }
  if (isProduction && !e.SECRETS_KEY) {
    problems.push('SECRETS_KEY: required when NODE_ENV=production (encrypts gateway credentials)');
  }
  if (e.SECRETS_KEY && !parseSecretsKey(e.SECRETS_KEY)) problems.push(SECRETS_KEY_PROBLEM);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  } else if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    problems.push(
      ...vapidKeyProblems({ publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }),
    );
  }
  if (e.MAPS_PROVIDER === 'google' && !e.GOOGLE_MAPS_API_KEY) {
    problems.push('GOOGLE_MAPS_API_KEY: required when MAPS_PROVIDER=google');
  }
  if (e.MAPS_PROVIDER === 'osm' && (!e.OSM_NOMINATIM_URL || !e.OSM_OSRM_URL)) {
    problems.push('OSM_NOMINATIM_URL and OSM_OSRM_URL: required when MAPS_PROVIDER=osm');
  }
  if (e.MAP_TILE_ATTRIBUTION && !e.MAP_TILE_URL && !e.MAP_PMTILES_FILE) {
    problems.push(
      'MAP_TILE_ATTRIBUTION: set only with MAP_TILE_URL or MAP_PMTILES_FILE (it credits those tiles)',
    );
  }
  if (e.MAP_TILE_URL && e.MAP_PMTILES_FILE) {
    problems.push('MAP_TILE_URL and MAP_PMTILES_FILE: choose one tile source');
  }
  if (e.MAP_PMTILES_FILE && !isReadableFile(e.MAP_PMTILES_FILE)) {
    problems.push(`MAP_PMTILES_FILE: no readable file at ${resolve(e.MAP_PMTILES_FILE)}`);
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both or neither');
  }
  if (Boolean(e.RECAPTCHA_SITE_KEY) !== Boolean(e.RECAPTCHA_SECRET_KEY)) {
    problems.push('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY: set both or neither');
  }
  const twilioMissing = TWILIO_VARIABLES.filter((name) => !e[name]);
  if (twilioMissing.length > 0 && twilioMissing.length < TWILIO_VARIABLES.length) {
    problems.push(
      `${TWILIO_VARIABLES.slice(0, -1).join(', ')} and ${TWILIO_VARIABLES.at(-1)}: set all three or none (missing ${twilioMissing.join(' and ')})`,
    );
  }
  if (!e.DATABASE_URL && e.WEB_CONCURRENCY !== undefined && e.WEB_CONCURRENCY > 1) {
    problems.push(
      'WEB_CONCURRENCY: must be 1 without DATABASE_URL (the embedded PGlite database belongs to one process)',
    );
  }
  let databaseHost: string | undefined;
  if (e.DATABASE_URL) {
    try {
      databaseHost = databaseHostOf(e.DATABASE_URL);
    } catch {
      // pg's own message may quote the URL, password included: not repeated here.
      problems.push(
        'DATABASE_URL: not a connection URL pg can read (check its host, port, %-escapes and any ssl files it names)',
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(e.DATA_DIR);
  const secretsKeyText =
    e.SECRETS_KEY ??
    (e.NODE_ENV === 'test'
      ? Buffer.alloc(32, 7).toString('base64')
      : developmentSecretsKey(dataDir));
  const secretsKey = parseSecretsKey(secretsKeyText);
  if (!secretsKey) throw new ConfigError([SECRETS_KEY_PROBLEM]);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'on',
    defaultCoid: e.DEFAULT_COID,
    jwtSecret:
      e.JWT_SECRET ??
      (e.NODE_ENV === 'test' ? 'test-secret-'.padEnd(48, 'x') : developmentSecret(dataDir)),
    mapsProvider: e.MAPS_PROVIDER,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    osmNominatimUrl: e.OSM_NOMINATIM_URL,
    osmOsrmUrl: e.OSM_OSRM_URL,
    mapTiles: mapTilesOf(e),
    mapPmtilesFile: e.MAP_PMTILES_FILE ? resolve(e.MAP_PMTILES_FILE) : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    redisUrl: e.REDIS_URL,
    secretsKey,
    vapid: vapidOf(e, dataDir),
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripeApiUrl: e.STRIPE_API_URL ?? 'https://api.stripe.com',
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
    recaptchaSecretKey: e.RECAPTCHA_SECRET_KEY,
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
        : null,
    twilioApiUrl: e.TWILIO_API_URL ?? 'https://api.twilio.com',
    aeroApiKey: e.AEROAPI_KEY,
    aeroApiUrl: e.AEROAPI_URL ?? 'https://aeroapi.flightaware.com/aeroapi',
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    workers: e.WEB_CONCURRENCY ?? defaultWorkers(databaseHost, availableParallelism()),
    webDistDir: resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    consoleDistDir: resolve(
      env.CONSOLE_DIST_DIR ?? new URL('../../console/dist', import.meta.url).pathname,
    ),
    sandboxScriptFile: new URL('../dist/sandbox/hosted-fields.js', import.meta.url).pathname,
  };
}
