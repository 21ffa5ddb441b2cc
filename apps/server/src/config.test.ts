import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, databaseHostOf, defaultWorkers, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      defaultCoid: 'demo',
      mapsProvider: 'offline',
      isProduction: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.databasePreparedStatements).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_PREPARED_STATEMENTS: 'off' })
        .databasePreparedStatements,
    ).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe(
      'redis://127.0.0.1:6379/2',
    );
    // The development secret is generated once and kept in DATA_DIR.
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('draws maps on OpenStreetMap in development, on the configured tiles, or on none', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dataDir }).mapTiles).toEqual({
      kind: 'raster',
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    const own = { DATA_DIR: dataDir, MAP_TILE_URL: 'https://maps.example.net/t/{z}/{x}/{y}.png' };
    expect(loadConfig(own).mapTiles).toEqual({
      kind: 'raster',
      url: own.MAP_TILE_URL,
      attribution: 'Map tiles: maps.example.net',
    });
    expect(
      loadConfig({ ...own, MAP_TILE_ATTRIBUTION: '© Example Maps, © OpenStreetMap' }).mapTiles
        ?.attribution,
    ).toBe('© Example Maps, © OpenStreetMap');
    // Tests choose their tiles; production chooses its own (a warning at start says so).
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).mapTiles).toBeNull();
    expect(problemsOf({ MAP_TILE_URL: 'https://maps.example.net/tiles.png' })).toEqual([
      'MAP_TILE_URL: MAP_TILE_URL must be an http(s) tile template with {z}, {x} and {y}, e.g. https://tile.example.org/{z}/{x}/{y}.png',
    ]);
    expect(problemsOf({ MAP_TILE_ATTRIBUTION: '© Someone' })).toEqual([
      'MAP_TILE_ATTRIBUTION: set only with MAP_TILE_URL or MAP_PMTILES_FILE (it credits those tiles)',
    ]);
  });

  it('serves the operator’s own basemap from MAP_PMTILES_FILE, a file it can read', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const file = join(dataDir, 'basemap.pmtiles');
    writeFileSync(file, 'PMTiles');
    const config = loadConfig({ DATA_DIR: dataDir, MAP_PMTILES_FILE: file });
    expect(config.mapTiles).toEqual({
      kind: 'pmtiles',
      url: '/map/basemap.pmtiles',
      attribution: 'Protomaps © OpenStreetMap contributors',
    });
    expect(config.mapPmtilesFile).toBe(file);
    expect(problemsOf({ MAP_PMTILES_FILE: join(dataDir, 'missing.pmtiles') })).toEqual([
      `MAP_PMTILES_FILE: no readable file at ${join(dataDir, 'missing.pmtiles')}`,
    ]);
    expect(problemsOf({ MAP_PMTILES_FILE: dataDir })[0]).toMatch(/^MAP_PMTILES_FILE: no readable/);
    expect(
      problemsOf({ MAP_PMTILES_FILE: file, MAP_TILE_URL: 'https://t.example/{z}/{x}/{y}.png' }),
    ).toEqual(['MAP_TILE_URL and MAP_PMTILES_FILE: choose one tile source']);
  });

  it('names each bad value with a clear message', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual(['PORT: PORT must be a number']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT: PORT must be between 0 and 65535']);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(
      /DATABASE_URL must start with postgres/,
    );
    expect(problemsOf({ MAPS_PROVIDER: 'bing' })[0]).toMatch(
      /MAPS_PROVIDER must be one of offline, google, osm/,
    );
    expect(problemsOf({ DEFAULT_COID: 'no spaces' })[0]).toMatch(
      /DEFAULT_COID must be a company id/,
    );
    expect(problemsOf({ SMTP_URL: 'http://mail' })[0]).toMatch(/SMTP_URL must start with smtp/);
    expect(problemsOf({ DATABASE_PREPARED_STATEMENTS: 'no' })).toEqual([
      'DATABASE_PREPARED_STATEMENTS: DATABASE_PREPARED_STATEMENTS must be on or off',
    ]);
    expect(problemsOf({ REDIS_URL: 'localhost:6379' })).toEqual([
      'REDIS_URL: REDIS_URL must start with redis:// or rediss://',
    ]);
  });

  it('requires a JWT secret and the public address in production, and keys for real map providers', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: required when NODE_ENV=production',
      'PUBLIC_URL: required when NODE_ENV=production (the address riders open, used in mailed links)',
      'SECRETS_KEY: required when NODE_ENV=production (encrypts gateway credentials)',
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        JWT_SECRET: 'p'.repeat(40),
        PUBLIC_URL: 'https://rides.example.com',
        SECRETS_KEY: 'ab'.repeat(32),
      }),
    ).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'test', MAPS_PROVIDER: 'google' })).toContain(
      'GOOGLE_MAPS_API_KEY: required when MAPS_PROVIDER=google',
    );
  });

  it('takes SECRETS_KEY as 32 bytes in hex or base64, and refuses anything else', () => {
    const hex = loadConfig({ NODE_ENV: 'test', SECRETS_KEY: '0f'.repeat(32) }).secretsKey;
    expect(hex.key).toEqual(Buffer.alloc(32, 0x0f));
    const base64 = Buffer.alloc(32, 0x0f).toString('base64');
    const fromBase64 = loadConfig({ NODE_ENV: 'test', SECRETS_KEY: base64 }).secretsKey;
    expect(fromBase64).toEqual(hex);
    expect(hex.id).toMatch(/^[0-9a-f]{8}$/);
    const problem =
      'SECRETS_KEY: must be 32 bytes as 64 hex digits or base64 (e.g. openssl rand -base64 32)';
    expect(problemsOf({ NODE_ENV: 'test', SECRETS_KEY: 'short' })).toEqual([problem]);
    expect(
      problemsOf({ NODE_ENV: 'test', SECRETS_KEY: Buffer.alloc(24).toString('base64') }),
    ).toEqual([problem]);
  });

  it('takes mailed links from PUBLIC_URL, else this machine outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test', PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
    expect(
      loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://rides.example.com' }).publicUrl,
    ).toBe('https://rides.example.com');
  });

  it('generates a VAPID key pair once into DATA_DIR in development, and has none in tests or production without keys', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const { vapid } = loadConfig({ DATA_DIR: dataDir });
    expect(vapid).toEqual({
      publicKey: expect.stringMatching(/^[\w-]{87}$/),
      privateKey: expect.stringMatching(/^[\w-]{43}$/),
      subject: 'mailto:no-reply@rides.invalid',
    });
    const file = join(dataDir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: vapid?.publicKey,
      privateKey: vapid?.privateKey,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).vapid).toEqual(vapid);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).vapid).toBeNull();
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      PUBLIC_URL: 'https://rides.example.com',
      SECRETS_KEY: 'ab'.repeat(32),
    };
    expect(loadConfig(production).vapid).toBeNull();
    writeFileSync(file, '{"publicKey":"short"}');
    expect(problemsOf({ DATA_DIR: dataDir })).toEqual([
      `${file}: not a VAPID key pair (delete it and a new one is made)`,
    ]);
  });

  it('takes VAPID keys from the environment: both or neither, one P-256 key pair', () => {
    const keys = webpush.generateVAPIDKeys();
    const env = {
      NODE_ENV: 'test',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    };
    expect(
      loadConfig({ ...env, VAPID_SUBJECT: 'https://rides.example.com/contact' }).vapid,
    ).toEqual({
      ...keys,
      subject: 'https://rides.example.com/contact',
    });
    expect(problemsOf({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: keys.publicKey })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither',
    ]);
    expect(
      problemsOf({ ...env, VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.publicKey }),
    ).toEqual([
      'VAPID_PUBLIC_KEY: must be a P-256 public key, 65 bytes in base64url (npx web-push generate-vapid-keys)',
      'VAPID_PRIVATE_KEY: must be a P-256 private key, 32 bytes in base64url',
    ]);
    expect(problemsOf({ ...env, VAPID_PRIVATE_KEY: `${keys.privateKey}=` })).toEqual([
      'VAPID_PRIVATE_KEY: must be a P-256 private key, 32 bytes in base64url',
    ]);
    const other = webpush.generateVAPIDKeys();
    expect(problemsOf({ ...env, VAPID_PRIVATE_KEY: other.privateKey })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: not one key pair (the public key must be the private key’s)',
    ]);
    for (const subject of ['http://rides.example.com', 'rides@example.com', 'mailto:nobody']) {
      expect(problemsOf({ ...env, VAPID_SUBJECT: subject }), subject).toEqual([
        'VAPID_SUBJECT: VAPID_SUBJECT must be a mailto: address or an https:// URL',
      ]);
    }
  });

  it('names the mail sender, else the https public address, as the VAPID contact', () => {
    const keys = webpush.generateVAPIDKeys();
    const env = {
      NODE_ENV: 'test',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    };
    const subjectOf = (more: Record<string, string>) =>
      loadConfig({ ...env, ...more }).vapid?.subject;
    expect(subjectOf({ MAIL_FROM: '"Demo Limousine" <dispatch@demo.example>' })).toBe(
      'mailto:dispatch@demo.example',
    );
    expect(
      subjectOf({ MAIL_FROM: 'dispatch@demo.example', PUBLIC_URL: 'https://rides.example.com' }),
    ).toBe('mailto:dispatch@demo.example');
    expect(subjectOf({ PUBLIC_URL: 'https://rides.example.com' })).toBe(
      'https://rides.example.com',
    );
    expect(subjectOf({ PUBLIC_URL: 'http://localhost:8080' })).toBe(
      'mailto:no-reply@rides.invalid',
    );
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: '', SMTP_URL: ' ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  describe('Twilio', () => {
    const account = {
      NODE_ENV: 'test',
      TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`,
      TWILIO_AUTH_TOKEN: 'twilio-auth-token-s3cret',
      TWILIO_FROM: '+14155550100',
    };

    it('has none by default, and Twilio’s own API address', () => {
      const config = loadConfig({ NODE_ENV: 'test' });
      expect(config.twilio).toBeNull();
      expect(config.twilioApiUrl).toBe('https://api.twilio.com');
    });

    it('takes an account with a sending number or a Messaging Service, and another API address', () => {
      expect(loadConfig(account).twilio).toEqual({
        accountSid: account.TWILIO_ACCOUNT_SID,
        authToken: 'twilio-auth-token-s3cret',
        from: '+14155550100',
      });
      const service = `MG${'b1'.repeat(16)}`;
      expect(loadConfig({ ...account, TWILIO_FROM: service }).twilio?.from).toBe(service);
      // Without an account of its own the deployment still needs the address, for companies' own.
      expect(
        loadConfig({ NODE_ENV: 'test', TWILIO_API_URL: 'http://127.0.0.1:4010' }).twilioApiUrl,
      ).toBe('http://127.0.0.1:4010');
    });

    it('takes all three variables or none, naming the missing ones but never the token', () => {
      const { TWILIO_FROM: _from, ...withoutFrom } = account;
      expect(problemsOf(withoutFrom)).toEqual([
        'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM: set all three or none (missing TWILIO_FROM)',
      ]);
      const problems = problemsOf({
        NODE_ENV: 'test',
        TWILIO_AUTH_TOKEN: account.TWILIO_AUTH_TOKEN,
      });
      expect(problems).toEqual([
        'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM: set all three or none (missing TWILIO_ACCOUNT_SID and TWILIO_FROM)',
      ]);
      expect(problems.join()).not.toContain('s3cret');
      expect(
        loadConfig({ ...account, TWILIO_ACCOUNT_SID: ' ', TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '' })
          .twilio,
      ).toBeNull();
    });

    it('refuses a sender that is neither an E.164 number nor a Messaging Service, and a bad SID or address', () => {
      for (const from of ['4155550100', '+1 415 555 0100', '+0123456', 'DemoLimo', 'MG123']) {
        expect(problemsOf({ ...account, TWILIO_FROM: from }), from).toEqual([
          'TWILIO_FROM: TWILIO_FROM must be a number in E.164 form (+14155550100) or a Messaging Service SID (MG and 32 hex digits)',
        ]);
      }
      expect(problemsOf({ ...account, TWILIO_ACCOUNT_SID: 'twilio-auth-token-s3cret' })).toEqual([
        'TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID must be an Account SID: AC and 32 hex digits',
      ]);
      for (const url of ['ftp://api.twilio.com', 'api.twilio.com']) {
        expect(problemsOf({ NODE_ENV: 'test', TWILIO_API_URL: url }), url).toEqual([
          'TWILIO_API_URL: TWILIO_API_URL must be an http(s) URL',
        ]);
      }
    });
  });
});

describe('defaultWorkers', () => {
  it('runs one process on the embedded database', () => {
    expect(defaultWorkers(undefined, 8)).toBe(1);
  });

  it('runs one per core, at most 8, beside a database server on another machine', () => {
    expect(defaultWorkers(databaseHostOf('postgres://app@db.internal:5432/rides'), 4)).toBe(4);
    expect(defaultWorkers(databaseHostOf('postgresql://app@10.0.0.7/rides'), 2)).toBe(2);
    expect(defaultWorkers(databaseHostOf('postgres://app@db.internal/rides'), 32)).toBe(8);
  });

  it('leaves a core to a database server on this machine, and never runs none', () => {
    for (const url of [
      'postgres://app@127.0.0.1:5432/rides',
      'postgres://app@localhost/rides',
      'postgres://app@[::1]:5432/rides',
      'postgresql:///rides?host=/var/run/postgresql',
      'postgresql:///rides',
    ]) {
      expect(defaultWorkers(databaseHostOf(url), 4), url).toBe(3);
    }
    expect(defaultWorkers(databaseHostOf('postgres://app@127.0.0.1/rides'), 2)).toBe(1);
    expect(defaultWorkers(databaseHostOf('postgres://app@localhost/rides'), 1)).toBe(1);
    expect(defaultWorkers(databaseHostOf('postgres://app@localhost/rides'), 32)).toBe(7);
  });

  it('refuses a DATABASE_URL pg cannot read with a clear problem, never its password', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    for (const url of ['postgres://app:s3cret@[db/rides', 'postgres://app:s3cret@db:port/rides']) {
      const problems = problemsOf({ DATA_DIR: dataDir, DATABASE_URL: url });
      expect(problems).toEqual([expect.stringMatching(/^DATABASE_URL: not a connection URL/)]);
      expect(problems.join()).not.toContain('s3cret');
    }
  });

  it('yields to WEB_CONCURRENCY when it is set', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://app@127.0.0.1/rides' };
    expect(loadConfig({ ...env, WEB_CONCURRENCY: '2' }).workers).toBe(2);
  });
});
