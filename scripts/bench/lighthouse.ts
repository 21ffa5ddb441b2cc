/**
 * Lighthouse on the rider's first screens and the console (issue 35; decision 91): the npm
 * package's mobile defaults (a mid-range phone, 4x CPU slow-down, simulated throttling) in
 * Debian's Chromium, against the app server started as the bench starts it, three runs a page.
 */
import { randomUUID } from 'node:crypto';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { median } from './measure.ts';
import { figure, formatRatio, formatValue, NOISE, type FigureKind } from './results.ts';
import { apiScenarios, graphql } from './scenarios.ts';
import { startAppServer } from '../lib/servers.ts';

export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags that let Debian's Chromium run as root with no network (PLATFORM-NOTES). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Issue 35's targets on every page. */
const TARGET = { score: 100, fcpMs: 1000, tbtMs: 50 };

interface Metric {
  key: 'score' | 'fcp' | 'lcp' | 'tbt' | 'cls';
  heading: string;
  kind: FigureKind;
  read(lhr: Result): number;
}

const audit = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
  return value;
};

const METRICS: Metric[] = [
  {
    key: 'score',
    heading: 'perf',
    kind: { unit: 'points', better: 'higher', noise: NOISE.score },
    read: (lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100),
  },
  {
    key: 'fcp',
    heading: 'FCP ms',
    kind: { unit: 'ms', better: 'lower', noise: NOISE.paint },
    read: (lhr) => audit(lhr, 'first-contentful-paint'),
  },
  {
    key: 'lcp',
    heading: 'LCP ms',
    kind: { unit: 'ms', better: 'lower', noise: NOISE.paint },
    read: (lhr) => audit(lhr, 'largest-contentful-paint'),
  },
  {
    key: 'tbt',
    heading: 'TBT ms',
    kind: { unit: 'ms', better: 'lower', noise: NOISE.paint },
    read: (lhr) => audit(lhr, 'total-blocking-time'),
  },
  {
    key: 'cls',
    heading: 'CLS',
    kind: { unit: 'score', better: 'lower', noise: NOISE.shift },
    read: (lhr) => audit(lhr, 'cumulative-layout-shift'),
  },
];

/** The pages measured: a name that stays the same run to run, and the path with this run's ride. */
interface Page {
  name: string;
  path: string;
  /** Where the page settles, when its app moves on from the path (a visitor signed out). */
  landsOn?: string;
}

/** The demo rider books a ride through the API; its shared link opens /shared-ride and /tracking. */
async function sharedRide(url: string): Promise<{ id: string; shareHash: string }> {
  const booking = apiScenarios.find((s) => s.name.startsWith('createReservation'));
  if (!booking) throw new Error('no createReservation scenario');
  const request = await booking.prepare(url);
  const headers = { ...request.headers, 'Idempotency-Key': randomUUID() };
  const { createReservation } = await graphql<{ createReservation: { id: string } }>(
    url,
    request.query,
    request.variables ?? {},
    headers,
  );
  const { getTripDetails } = await graphql<{ getTripDetails: { shareHash: string } }>(
    url,
    'query share($id: ID!) { getTripDetails(id: $id) { shareHash } }',
    { id: createReservation.id },
    headers,
  );
  return { id: createReservation.id, shareHash: getTripDetails.shareHash };
}

function pagesOf(ride: { id: string; shareHash: string }): Page[] {
  const link = `id=${ride.id}&td=${encodeURIComponent(ride.shareHash)}`;
  return [
    { name: '/book', path: '/book' },
    { name: '/book/routing', path: '/book/routing' },
    { name: '/login', path: '/login' },
    { name: '/shared-ride (shared link)', path: `/shared-ride?${link}&coid=demo` },
    { name: '/tracking (shared link)', path: `/tracking?${link}` },
    { name: '/console/', path: '/console/', landsOn: '/console/sign-in' },
  ];
}

/** A run Lighthouse itself gave up on (NO_NAVSTART on a loaded machine): worth another go. */
class LighthouseRunError extends Error {
  constructor(
    url: string,
    readonly code: string,
  ) {
    super(`Lighthouse on ${url}: ${code}`);
  }
}

const ATTEMPTS = 3;

/** A run, again when Lighthouse gave up on it; every retry is printed, none hidden. */
async function runWithRetries(origin: string, page: Page): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(origin, page);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= ATTEMPTS) throw error;
      console.log(`  (${page.name}: Lighthouse gave up with ${error.code}; run again)`);
    }
  }
}

/** One Lighthouse run in a Chromium of its own, so no cache or worker outlives a run. */
async function runOnce(origin: string, page: Page): Promise<Result> {
  const url = origin + page.path;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const answer = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = answer;
    if (lhr.runtimeError) throw new LighthouseRunError(url, lhr.runtimeError.code);
    // A page that sent the visitor elsewhere (a refused link, a sign-in) is not the page measured.
    if (new URL(lhr.finalDisplayedUrl).pathname !== (page.landsOn ?? new URL(url).pathname)) {
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: not the page asked for`);
    }
    return lhr;
  } finally {
    chrome.kill();
  }
}

const cell = (text: string, width: number) => text.padStart(width);
const WIDTH = 10;
const NAME_WIDTH = 30;

export async function benchLighthouse(): Promise<void> {
  console.log(
    `\nLighthouse ${RUNS} runs a page, medians (npm lighthouse, mobile defaults: 4x CPU slow-down, simulated throttling; ${CHROME_PATH}; PGlite demo data; the pages in turn each round, so a slow phase of the machine falls on all alike; targets: score ${TARGET.score}, FCP ≤ ${TARGET.fcpMs} ms, TBT ≤ ${TARGET.tbtMs} ms)`,
  );
  const server = await startAppServer('pglite');
  if (!server) throw new Error('the app server did not start');
  try {
    const pages = pagesOf(await sharedRide(server.url));
    const runs = new Map<string, Result[]>(pages.map((page) => [page.name, []]));
    for (let round = 0; round < Math.max(1, RUNS); round += 1) {
      for (const page of pages) runs.get(page.name)!.push(await runWithRetries(server.url, page));
    }
    console.log(
      `  ${'page'.padEnd(NAME_WIDTH)}${METRICS.map((m) => cell(m.heading, WIDTH)).join('')}`,
    );
    for (const page of pages) {
      const lhrs = runs.get(page.name)!;
      const medians = METRICS.map((metric) => median(lhrs.map((lhr) => metric.read(lhr))));
      const names = METRICS.map((metric) => `${page.name}: ${metric.key}`);
      const compared = METRICS.map((metric, i) => figure(names[i]!, medians[i]!, metric.kind));
      const [score, fcp, , tbt] = medians as [number, number, number, number, number];
      const met = score >= TARGET.score && fcp <= TARGET.fcpMs && tbt <= TARGET.tbtMs;
      console.log(
        `  ${page.name.padEnd(NAME_WIDTH)}${medians.map((v) => cell(formatValue(v), WIDTH)).join('')}  ${met ? 'on target' : 'OFF TARGET'}`,
      );
      console.log(
        `  ${'  last release'.padEnd(NAME_WIDTH)}${compared.map((c) => cell(c ? formatValue(c.was) : '-', WIDTH)).join('')}`,
      );
      console.log(
        `  ${'  ratio'.padEnd(NAME_WIDTH)}${compared.map((c) => cell(c ? formatRatio(c) : '-', WIDTH)).join('')}`,
      );
    }
  } finally {
    await server.stop();
  }
}
