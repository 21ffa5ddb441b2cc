import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '../app.ts';
import { MAX_REQUEST_BODY_BYTES } from './graphql-request.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { databaseKinds, openTestDatabase } from '../../test/database.ts';
import { testConfig } from '../../test/api.ts';

const COUNTRIES = '{ getAllCountries(company_alias: "demo") { countries { countryCode } } }';

/** A minimal web build, so these tests exercise the server's own behaviour around it. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body></body></html>',
  );
  const script = 'console.log("app");'.repeat(50);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
  // The build writes compressed copies beside each file (the server compresses nothing itself).
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  return dir;
}

describe.each(databaseKinds())('HTTP server on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Server;
  let base: string;
  const loggedErrors: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const config = { ...testConfig(), webDistDir: fakeWebBuild() };
    const logger = {
      ...createLogger('silent'),
      error: (message: string) => void loggedErrors.push(message),
    };
    server = createAppServer({ config, db: handle.db, logger });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  });

  const postGraphQL = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  const preloadOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="app-preload">(.*?)<\/script>/s.exec(html)![1]!,
    );

  describe('pages', () => {
    it('answers any app path with index.html filled in for the default company', async () => {
      const response = await fetch(`${base}/my-rides/details?id=1`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Demo Limousine - Book a Ride</title>');
      expect(html).toContain('<link rel="manifest" href="/demo/manifest.json">');
      expect(preloadOf(html).company).toMatchObject({
        coid: 'demo',
        status: 'active',
        currencySymbol: '$',
      });
    });

    it('chooses the company from ?coid= and remembers it in a cookie', async () => {
      const response = await fetch(`${base}/book?coid=acme`);
      const html = await response.text();
      expect(preloadOf(html).company).toMatchObject({ coid: 'acme', currencyCode: 'GBP' });
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^coid=acme;/);
      expect(cookie).toContain('HttpOnly');
      const later = await fetch(`${base}/book/routing`, { headers: { cookie: 'coid=acme' } });
      expect(preloadOf(await later.text()).company.coid).toBe('acme');
    });

    it('ignores a remembered company whose cookie is not valid percent-encoding', async () => {
      for (const cookie of ['coid=%E0', 'coid=%', 'coid=acme%ZZ', 'other=%E0; coid=%E0%A4']) {
        const response = await fetch(`${base}/book`, { headers: { cookie } });
        expect(response.status).toBe(200);
        expect(preloadOf(await response.text()).company.coid).toBe('demo');
      }
      const remembered = await fetch(`${base}/book`, { headers: { cookie: 'x=%E0; coid=acme' } });
      expect(preloadOf(await remembered.text()).company.coid).toBe('acme');
    });

    it('chooses the company from the host when a company has that domain', async () => {
      await handle.db
        .updateTable('company')
        .set({ domain_name: 'rides.acme.test' })
        .where('id', '=', 'acme')
        .execute();
      try {
        // fetch may not set Host, so this request goes through node:http.
        const html = await new Promise<string>((resolve, reject) => {
          const req = request(`${base}/book`, { headers: { host: 'rides.acme.test' } }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve(body));
          });
          req.on('error', reject);
          req.end();
        });
        expect(preloadOf(html).company.coid).toBe('acme');
      } finally {
        await handle.db
          .updateTable('company')
          .set({ domain_name: null })
          .where('id', '=', 'acme')
          .execute();
      }
    });

    it('preloads only the status for a disabled or unknown company', async () => {
      const closed = preloadOf(await (await fetch(`${base}/book?coid=closed`)).text()).company;
      expect(closed).toMatchObject({ coid: 'closed', status: 'disabled', defaultServiceTypes: [] });
      const unknown = preloadOf(await (await fetch(`${base}/book?coid=nobody`)).text()).company;
      expect(unknown).toMatchObject({ status: 'unknown', name: '' });
    });

    it('cannot be broken out of the preload script by company text', async () => {
      await handle.db
        .updateTable('company')
        .set({ name: 'Evil</script><script>alert(1)</script>' })
        .where('id', '=', 'acme')
        .execute();
      const html = await (await fetch(`${base}/book?coid=acme`)).text();
      expect(html).not.toContain('<script>alert(1)');
      expect(preloadOf(html).company.name).toBe('Evil</script><script>alert(1)</script>');
      await handle.db
        .updateTable('company')
        .set({ name: 'Acme Chauffeurs' })
        .where('id', '=', 'acme')
        .execute();
    });
  });

  describe('security headers and request ids', () => {
    it('sends a CSP without inline script, frame-ancestors and a referrer policy', async () => {
      const response = await fetch(`${base}/book`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'[^;]*;/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // The rider's page may be framed by its own origin only (the console's brand preview)...
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      // ...and nothing else may be framed at all.
      for (const path of ['/healthz', '/demo/manifest.json', '/console/']) {
        const other = await fetch(`${base}${path}`);
        expect(other.headers.get('content-security-policy'), path).toContain(
          "frame-ancestors 'none'",
        );
        expect(other.headers.get('x-frame-options'), path).toBe('DENY');
      }
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('lets Google’s tag manager load only for a company that set a tag code', async () => {
      const policyOf = async (coid: string) =>
        (await fetch(`${base}/book?coid=${coid}`)).headers.get('content-security-policy') ?? '';
      expect(await policyOf('demo')).not.toContain('googletagmanager');
      await handle.db
        .updateTable('company')
        .set({ tag_manager_code: 'GTM-ABC1234' })
        .where('id', '=', 'acme')
        .execute();
      try {
        expect(await policyOf('acme')).toMatch(
          /script-src 'self' https:\/\/www\.googletagmanager\.com;/,
        );
        expect(await policyOf('demo')).not.toContain('googletagmanager');
      } finally {
        await handle.db
          .updateTable('company')
          .set({ tag_manager_code: '' })
          .where('id', '=', 'acme')
          .execute();
      }
    });

    it('sends API answers the headers that matter for JSON', async () => {
      const response = await postGraphQL(JSON.stringify({ query: COUNTRIES }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get('x-frame-options')).toBeNull();
    });

    it('gives every response a request id, keeping a well-formed incoming one', async () => {
      const fresh = await fetch(`${base}/healthz`);
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await fetch(`${base}/healthz`, {
        headers: { 'x-request-id': 'trace-1234567890' },
      });
      expect(kept.headers.get('x-request-id')).toBe('trace-1234567890');
      const replaced = await fetch(`${base}/healthz`, {
        headers: { 'x-request-id': 'bad id <script>' },
      });
      expect(replaced.headers.get('x-request-id')).not.toContain('script');
    });
  });

  describe('company files', () => {
    it('serves every manifest field with icons', async () => {
      const response = await fetch(`${base}/acme/manifest.json`, {
        headers: { accept: 'application/json' },
      });
      expect(response.status).toBe(200);
      const manifest = await response.json();
      for (const field of [
        'start_url',
        'theme_color',
        'short_name',
        'background_color',
        'company_logo',
        'background_image',
        'call_to_action_text',
        'tag_manager_code',
        'domain_name',
        'description',
        'title',
        'name',
        'is_disabled',
      ]) {
        expect(manifest).toHaveProperty(field);
      }
      expect(manifest).toMatchObject({
        name: 'Acme Chauffeurs',
        theme_color: '#0b3d91',
        start_url: '/book?coid=acme',
        is_disabled: 'false',
      });
      expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);
      const icon = await fetch(`${base}${manifest.icons[0].src}`);
      expect(icon.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await icon.arrayBuffer());
      expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    });

    it('marks a disabled company in its manifest and 404s an unknown one', async () => {
      expect((await (await fetch(`${base}/closed/manifest.json`)).json()).is_disabled).toBe('true');
      expect((await fetch(`${base}/nobody/manifest.json`)).status).toBe(404);
      expect((await fetch(`${base}/..%2F..%2Fetc/manifest.json`)).status).toBe(404);
    });

    it('serves the update document as text', async () => {
      const response = await fetch(`${base}/demo/update/index`);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toMatch(/^demo \d{4}-/);
    });

    it('serves the logo as an SVG that cannot run script', async () => {
      const response = await fetch(`${base}/demo/brand/logo`);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
    });
  });

  describe('static files', () => {
    it('serves hashed assets immutable and compressed on request', async () => {
      const response = await fetch(`${base}/assets/app-abc123.js`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(await response.text()).toContain('console.log("app")');
    });

    it('serves the service worker from the root without long caching', async () => {
      const response = await fetch(`${base}/service-worker.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('service-worker-allowed')).toBe('/');
    });

    it('answers 404 for a missing file instead of the app page, and refuses path traversal', async () => {
      expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
      expect((await fetch(`${base}/..%2Fpackage.json`)).status).toBe(404);
    });

    it('refuses other methods outside /graphql', async () => {
      expect((await fetch(`${base}/book`, { method: 'DELETE' })).status).toBe(405);
    });
  });

  it('reports health: readiness (the database answers) and liveness (the process is up)', async () => {
    for (const path of ['/healthz', '/healthz/ready']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
    }
    const live = await fetch(`${base}/healthz/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
  });

  it('serves GraphQL on /graphql', async () => {
    const response = await postGraphQL(JSON.stringify({ query: COUNTRIES }));
    const body = await response.json();
    expect(body.data.getAllCountries.countries.length).toBeGreaterThanOrEqual(249);
  });

  describe('GraphQL request bodies', () => {
    const query = COUNTRIES;

    it('reads a body up to the limit', async () => {
      const padding = 'x'.repeat(MAX_REQUEST_BODY_BYTES - 200);
      const body = JSON.stringify({ query, variables: { padding } });
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES);
      const response = await postGraphQL(body);
      expect(response.status).toBe(200);
      expect((await response.json()).data.getAllCountries.countries.length).toBeGreaterThan(200);
    });

    it('refuses a larger body with 413 before reading it', async () => {
      const body = JSON.stringify({
        query,
        variables: { padding: 'x'.repeat(MAX_REQUEST_BODY_BYTES) },
      });
      const response = await postGraphQL(body);
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toEqual({
        errors: [
          {
            message: `Request body too large: the limit is ${MAX_REQUEST_BODY_BYTES} bytes`,
            extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' },
          },
        ],
      });
    });

    /** A POST whose body node:http sends in chunks, without Content-Length. */
    const postChunked = (parts: string[]) =>
      new Promise<{ status: number; body: string; connection: string | undefined }>(
        (resolve, reject) => {
          const req = request(
            `${base}/graphql`,
            { method: 'POST', headers: { 'content-type': 'application/json' } },
            (res) => {
              let text = '';
              res.on('data', (chunk: Buffer) => (text += chunk.toString()));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  body: text,
                  connection: res.headers.connection,
                }),
              );
            },
          );
          // A refused request may be cut off while still sending; its answer has arrived by then.
          req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
          for (const part of parts.slice(0, -1)) req.write(part);
          req.end(parts.at(-1));
        },
      );

    it('reads a chunked body within the limit like any other', async () => {
      const text = JSON.stringify({ query });
      const { status, body } = await postChunked([text.slice(0, 10), text.slice(10)]);
      expect(status).toBe(200);
      expect(JSON.parse(body).data.getAllCountries.countries.length).toBeGreaterThan(200);
    });

    it('refuses a chunked body past the limit with 413 and closes the connection', async () => {
      const text = JSON.stringify({
        query,
        variables: { padding: 'x'.repeat(MAX_REQUEST_BODY_BYTES) },
      });
      const parts = Array.from({ length: Math.ceil(text.length / 8192) }, (_, i) =>
        text.slice(i * 8192, (i + 1) * 8192),
      );
      const { status, body, connection } = await postChunked(parts);
      expect(status).toBe(413);
      expect(connection).toBe('close');
      expect(JSON.parse(body).errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
    });

    it('lets a client go away mid-body without an error, and keeps serving', async () => {
      const socket = connect(Number(new URL(base).port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"query":',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const response = await postGraphQL(JSON.stringify({ query }));
      expect(response.status).toBe(200);
      expect(loggedErrors).toEqual([]);
    });

    it('grants no other origin access to the API', async () => {
      const preflight = await fetch(`${base}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://elsewhere.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const response = await postGraphQL(JSON.stringify({ query }), {
        origin: 'https://elsewhere.example',
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
