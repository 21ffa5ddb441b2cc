import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { BrowserTestServer } from './global-setup.ts';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The server this test file drives: each worker of the browser project has its own (the files of
 * one worker run one after another on it), so files running side by side never share data.
 */
export function testServer(): BrowserTestServer {
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = inject('browserServers')[worker - 1];
  if (!server) throw new Error(`No browser test server for worker ${worker}`);
  return server;
}

export function baseUrl(): string {
  return testServer().baseUrl;
}

/** One Chromium per test file (Debian's, never a downloaded one), closed after the file. */
export function useBrowser(): { browser: () => Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('The browser is not started yet');
      return browser;
    },
  };
}

/**
 * A fresh phone context for each test of the file: `context()` is the current test's, and
 * `browser()` the file's browser, for contexts of other kinds.
 */
export function usePhoneContext(): { browser: () => Browser; context: () => BrowserContext } {
  const { browser } = useBrowser();
  let context: BrowserContext | undefined;
  beforeEach(async () => {
    context = await phoneContext(browser());
  });
  afterEach(async () => {
    await context?.close();
  });
  return {
    browser,
    context: () => {
      if (!context) throw new Error('The phone context is not open yet');
      return context;
    },
  };
}

/**
 * Appends the body of every request the context's pages send to the app, for the card number scan
 * after the run (global-setup.ts). The sandbox gateway's own endpoints are not the app's.
 */
function recordRequestBodies(context: BrowserContext): BrowserContext {
  const log = testServer().requestLog;
  context.on('request', (request) => {
    const body = request.postData();
    if (!body || new URL(request.url()).pathname.startsWith('/payments/sandbox/')) return;
    appendFileSync(log, `${request.method()} ${request.url()}\n${body}\n`);
  });
  return context;
}

/** A phone: 390×844, touch, a mobile user agent (iPhone Safari unless told otherwise), a locale. */
export async function phoneContext(
  browser: Browser,
  userAgent = IPHONE_UA,
  /** The phone's language (navigator.languages and Accept-Language); the browser's own else. */
  locale?: string,
): Promise<BrowserContext> {
  return recordRequestBodies(
    await browser.newContext({
      baseURL: baseUrl(),
      ...(locale ? { locale } : {}),
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent,
      serviceWorkers: 'block',
    }),
  );
}

export async function desktopContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  return recordRequestBodies(
    await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width, height: 900 },
      userAgent: DESKTOP_UA,
      serviceWorkers: 'block',
    }),
  );
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page (evaluated through the debugging protocol, so the page's CSP stays
 * on) and fails with a readable list of violations.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { skipRules?: string[] } = {},
): Promise<void> {
  await page.evaluate(axeSource);
  const rules = Object.fromEntries((options.skipRules ?? []).map((id) => [id, { enabled: false }]));
  const violations = (await page.evaluate(async (skipped) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], rules: skipped });
    return result.violations;
  }, rules)) as AxeViolation[];
  const readable = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n  ')}`,
  );
  expect(readable).toEqual([]);
}
