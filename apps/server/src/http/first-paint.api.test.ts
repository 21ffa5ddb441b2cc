import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { databaseKinds, openTestDatabase } from '../../test/database.ts';
import { testConfig } from '../../test/api.ts';
import type { FirstPaintFile } from './first-paint.ts';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const header = (back: boolean, menu: boolean) => ({ back, close: false, menu });
/** A web build as Vite writes it, with the first-paint map its plugin adds (decision 92). */
const MAP: FirstPaintFile = {
  css: '.app{min-height:100dvh}',
  routes: [
    {
      path: '/book',
      title: 'Book a Ride',
      header: header(false, true),
      modules: ['/assets/book-screen-a1.js'],
      styles: ['/assets/book-screen-a1.css'],
    },
    {
      path: '/login',
      title: 'Sign In',
      header: header(true, true),
      modules: ['/assets/login-screen-b2.js', '/assets/graphql-client-c3.js'],
      styles: [],
      catalogs: {
        en: { modules: ['/assets/auth-en-j1.js', '/assets/shared-en-j2.js'], styles: [] },
        es: { modules: ['/assets/auth-es-k1.js', '/assets/shared-es-k2.js'], styles: [] },
      },
    },
    {
      path: '/terms/*',
      title: 'Rental Agreement',
      header: header(true, true),
      modules: ['/assets/terms-screen-d4.js'],
      styles: [],
    },
    {
      path: '*',
      title: 'No Page Found',
      header: header(true, true),
      modules: ['/assets/not-found-e5.js'],
      styles: [],
    },
  ],
  promo: { modules: ['/assets/promo-page-f6.js'], styles: [] },
  entry: { modules: ['/assets/runtime-r0.js'], styles: [] },
  catalogs: {
    en: { modules: ['/assets/en-g7.js'], styles: [] },
    es: { modules: ['/assets/es-h8.js'], styles: [] },
  },
};

function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head-->\n' +
      '<script type="module" crossorigin src="/assets/index-00.js"></script>\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-00.css">\n' +
      '</head><body>\n<div id="root"></div>\n' +
      '<noscript>This app needs JavaScript to book rides.</noscript>\n</body></html>',
  );
  writeFileSync(join(dir, '.vite', 'first-paint.json'), JSON.stringify(MAP));
  return dir;
}

function consoleBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-dist-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Operator console</title>' +
      '<script type="module" crossorigin src="/console/assets/index-01.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/console/assets/react-02.js"></head><body>' +
      '<div id="root"></div><noscript>The operator console needs JavaScript.</noscript></body></html>',
  );
  return dir;
}

/** The part of the page inside #root. */
const rootOf = (html: string) => /<div id="root">(.*?)<\/div>\n/s.exec(html)?.[1] ?? '';

describe.each(databaseKinds())('the first paint on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const config = { ...testConfig(), webDistDir: webBuild(), consoleDistDir: consoleBuild() };
    server = createAppServer({ config, db: handle.db, logger: createLogger('silent') });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  });

  const page = async (path: string, userAgent = PHONE) => {
    const response = await fetch(`${base}${path}`, { headers: { 'user-agent': userAgent } });
    expect(response.status).toBe(200);
    return { html: await response.text(), response };
  };

  it("draws a phone's /book with the company's header, colours and call to action, busy", async () => {
    const { html, response } = await page('/book');
    const root = rootOf(html);
    expect(root).toMatch(/^<div class="app"><header class="app-header">/);
    expect(root).toContain('<main id="main" aria-busy="true"><section class="screen book-start">');
    expect(root).toContain('<p class="app-header__greeting">Demo Limousine</p>');
    expect(root).toContain('<img class="book-start__logo" src="/demo/brand/logo');
    expect(root).toContain('<h1>Where can we take you?</h1>');
    expect(root).toContain('M4 7h16M4 12h16M4 17h16');
    // The shapes are hidden from assistive technology; the page says JavaScript is needed.
    expect(root).toContain('<div class="skeleton__where-to" aria-hidden="true"></div>');
    expect(root).toContain('<noscript><p>This app needs JavaScript to book rides.</p></noscript>');
    expect(html.match(/<noscript>/g)).toHaveLength(1);
    // The company's colours and the app's stylesheet are inline: nothing is fetched to paint.
    expect(html).toContain('<style id="company-theme">:root{--primary:#000000');
    expect(html).toContain('<style id="first-paint">.app{min-height:100dvh}</style>');
    expect(html).toContain('<title>Demo Limousine - Book a Ride</title>');
    // Its link stays in the head, disabled: nothing to fetch, and no chunk adds it again.
    expect(html).toContain(
      '<link disabled rel="stylesheet" crossorigin href="/assets/index-00.css">',
    );
    expect(html.indexOf('href="/assets/index-00.css"')).toBeLessThan(html.indexOf('</head>'));
    expect(response.headers.get('vary')).toContain('User-Agent');
  });

  it("preloads the route's chunks after the entry, so nothing waits for the entry to ask", async () => {
    const { html } = await page('/book');
    const entry = html.indexOf('src="/assets/index-00.js"');
    const chunk = html.indexOf(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/book-screen-a1.js">',
    );
    expect(entry).toBeGreaterThan(0);
    expect(chunk).toBeGreaterThan(entry);
    expect(chunk).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/book-screen-a1.css">',
    );
    expect(html).not.toContain('login-screen-b2.js');
    // The entry's own imports, first: the entry needs them before it runs.
    const runtime = html.indexOf('href="/assets/runtime-r0.js"');
    expect(runtime).toBeGreaterThan(entry);
    expect(runtime).toBeLessThan(chunk);
  });

  it("preloads the catalog of the page's language, which the first render waits for", async () => {
    const english = await page('/book');
    expect(english.html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/en-g7.js">',
    );
    expect(english.html).not.toContain('es-h8.js');
    const response = await fetch(`${base}/book`, {
      headers: { 'user-agent': PHONE, 'accept-language': 'es-MX,es;q=0.9' },
    });
    const spanish = await response.text();
    expect(spanish).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/es-h8.js">',
    );
    expect(spanish).not.toContain('en-g7.js');
  });

  it("preloads the screen's own catalogs in the page's language, and no other language's", async () => {
    const english = await page('/login');
    expect(english.html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/auth-en-j1.js">',
    );
    expect(english.html).toContain('href="/assets/shared-en-j2.js"');
    expect(english.html).not.toContain('-es-');
    const response = await fetch(`${base}/login`, {
      headers: { 'user-agent': PHONE, 'accept-language': 'es' },
    });
    const spanish = await response.text();
    expect(spanish).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/auth-es-k1.js">',
    );
    expect(spanish).toContain('href="/assets/shared-es-k2.js"');
    expect(spanish).not.toContain('-en-');
    // A screen whose own catalogs the map does not name (a build from before them) preloads none.
    expect((await page('/book')).html).not.toMatch(/-(en|es)-[jk]\d\.js/);
  });

  it("draws another screen with its title and buttons, matched as the app's router matches", async () => {
    const login = await page('/LOGIN/');
    expect(rootOf(login.html)).toContain('<h1 class="screen-title">Sign In</h1>');
    expect(rootOf(login.html)).toContain('M15 5 8 12l7 7');
    expect(login.html).toContain('href="/assets/login-screen-b2.js"');
    expect(login.html).toContain('href="/assets/graphql-client-c3.js"');
    const terms = await page('/terms/airport');
    expect(rootOf(terms.html)).toContain('<h1 class="screen-title">Rental Agreement</h1>');
    const unknown = await page('/no/such/screen');
    expect(rootOf(unknown.html)).toContain('<h1 class="screen-title">No Page Found</h1>');
    const start = await page('/');
    expect(start.html).toContain('href="/assets/book-screen-a1.js"');
  });

  it("draws only the page's own company: never another's name, logo or colours", async () => {
    const acme = await page('/book?coid=acme');
    expect(rootOf(acme.html)).toContain('<p class="app-header__greeting">Acme Chauffeurs</p>');
    expect(rootOf(acme.html)).toContain('src="/acme/brand/logo');
    expect(acme.html).not.toMatch(/Demo Limousine|\/demo\//);
    const demo = await page('/book');
    expect(demo.html).not.toMatch(/Acme|\/acme\//);
    const remembered = await fetch(`${base}/login`, {
      headers: { 'user-agent': PHONE, cookie: 'coid=acme' },
    });
    const html = await remembered.text();
    expect(rootOf(html)).toContain('Acme Chauffeurs');
    expect(html).not.toContain('Demo Limousine');
  });

  it('escapes company text in the skeleton', async () => {
    await handle.db
      .updateTable('company')
      .set({ name: 'Acme <b>&</b> "Sons"' })
      .where('id', '=', 'acme')
      .execute();
    try {
      const { html } = await page('/login?coid=acme');
      expect(rootOf(html)).toContain('Acme &lt;b&gt;&amp;&lt;/b&gt; &quot;Sons&quot;');
      expect(rootOf(html)).not.toContain('<b>');
    } finally {
      await handle.db
        .updateTable('company')
        .set({ name: 'Acme Chauffeurs' })
        .where('id', '=', 'acme')
        .execute();
    }
  });

  it('gives a desktop browser the promo page’s chunk and no skeleton', async () => {
    const { html } = await page('/book', DESKTOP);
    expect(rootOf(html)).toBe('');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('href="/assets/promo-page-f6.js"');
    // The entry's own imports come with it on every page, the promo page's too.
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-r0.js">',
    );
    expect(html).not.toContain('book-screen-a1.js');
    // The console's brand preview shows the phone app on a computer.
    const preview = await page('/book?brand-preview', DESKTOP);
    expect(rootOf(preview.html)).toContain('app-header__greeting');
  });

  it('draws nothing of a disabled or unknown company', async () => {
    for (const coid of ['closed', 'nobody']) {
      const { html } = await page(`/book?coid=${coid}`);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('href="/assets/book-screen-a1.js"');
      expect(html).not.toContain('id="first-paint"');
    }
  });

  it("draws the console's sign-in before JavaScript, and only its heading on another screen", async () => {
    const signIn = await (await fetch(`${base}/console/sign-in`)).text();
    expect(signIn).toContain('<main class="sign-in" aria-busy="true"><h1>Operator console</h1>');
    expect(signIn).toContain('<div class="card form" aria-hidden="true">');
    expect(signIn).toContain('<style id="first-paint">');
    expect(signIn.match(/<noscript>/g)).toHaveLength(1);
    // Whether the browser holds a session only the app knows: the heading, where sign-in has it.
    for (const path of ['/console/', '/console/dispatch']) {
      const other = await (await fetch(`${base}${path}`)).text();
      expect(/<div id="root">(.*?)<\/div>/s.exec(other)?.[1]).toBe(
        '<main class="sign-in" aria-busy="true"><h1>Operator console</h1>' +
          '<noscript><p>The operator console needs JavaScript.</p></noscript></main>',
      );
      expect(other).not.toContain('card form');
      expect(other).not.toContain('id="first-paint"');
    }
  });

  it('fetches every script at low priority: the first paint needs none of them', async () => {
    const pages = [
      (await page('/login')).html,
      (await page('/book', DESKTOP)).html,
      await (await fetch(`${base}/console/sign-in`)).text(),
    ];
    for (const html of pages) {
      const scripts = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(1);
      for (const tag of scripts) expect(tag).toContain(' fetchpriority="low" ');
    }
    const login = (await page('/login')).html;
    expect(login).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-00.js">',
    );
  });

  it('sends each page compressed as the browser accepts, and as it is to one that accepts none', async () => {
    const plain = (await page('/login')).html;
    for (const [accepts, coding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip;q=1.0, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      for (const path of ['/login', '/console/sign-in']) {
        const response = await rawGet(`${base}${path}`, {
          'accept-encoding': accepts,
          'user-agent': PHONE,
        });
        expect(response.headers['content-encoding']).toBe(coding);
        expect(response.headers.vary).toContain('Accept-Encoding');
        expect(Number(response.headers['content-length'])).toBe(response.body.length);
        const text = decode(response.body).toString('utf8');
        expect(text).toContain('</html>');
        if (path === '/login') expect(text).toBe(plain);
      }
    }
    const identity = await rawGet(`${base}/login`, {
      'accept-encoding': 'identity',
      'user-agent': PHONE,
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(plain);
    // The page's own Vary is kept beside the coding's.
    expect(identity.headers.vary).toBe('User-Agent, Accept-Language, Accept-Encoding');
  });
});

/** A GET whose body is read as sent: fetch would undo the content coding. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
