// Over 300 lines: the Node listener's request handler, in the order a request meets its routes, with the client-address checks it uses.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  BRAND_PREVIEW_FLAG,
  isMobileUserAgent,
  isValidCoid,
  type PreloadedAppData,
  type PublicCompany,
} from '@ride/domain';
import ipaddr from 'ipaddr.js';
import { serveDevOutbox } from './dev-outbox-page.ts';
import type { AppServices } from '../graphql/context.ts';
import { describeError } from '../db/unavailable.ts';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../core/errors.ts';
import { isServiceUnavailable } from '../graphql/unavailable.ts';
import { createGraphQLHandler } from '../graphql/yoga.ts';
import { stripePublishableKeyFor } from '../adapters/payments/index.ts';
import {
  cachedRead,
  companyManifest,
  findAsset,
  MAIL_LOGO_ASSET,
  mailLogoPng,
  findCompany,
  findDefaultGateway,
  publicCompany,
  unknownCompany,
} from '../modules/company/index.ts';
import { rememberCompanyCookie, resolveCompanyId } from './company-resolution.ts';
import { serveGraphQL } from './graphql-request.ts';
import { serveHealth } from './health.ts';
import { serveHumanCheck } from './human-check-routes.ts';
import { serveSmsReplies } from './sms-replies-route.ts';
import { servePmtilesFile } from './pmtiles-file.ts';
import { isLocalHostHeader } from './local-host.ts';
import { serveSandboxGateway } from '../adapters/payments/sandbox/routes.ts';
import {
  consoleLoadingPage,
  consoleSignInPage,
  preloadLinks,
  routeOfPath,
  skeletonHtml,
} from './first-paint.ts';
import { renderIndexHtml, type FirstPaintPage } from './index-page.ts';
import { pageLanguage, withPageLanguage } from './page-language.ts';
import { sendHtml, sendJson, sendText } from './responses.ts';
import {
  applyApiSecurityHeaders,
  applySecurityHeaders,
  contentSecurityPolicy,
} from './security-headers.ts';
import type { StaticFiles } from './static-files.ts';

/**
 * 503 with Retry-After while the database or Redis is unreachable: a GraphQL error on /graphql
 * (where the HTTP layer reads the database before yoga does), else the JSON the other paths use.
 */
function sendUnavailable(res: ServerResponse, pathname: string, requestId: string): void {
  const headers = { 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' };
  const body =
    pathname === '/graphql'
      ? {
          errors: [
            { message: SERVICE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } },
          ],
        }
      : { error: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE, requestId };
  sendJson(res, 503, body, headers);
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;
const MANIFEST_PATH = /^\/([^/]+)\/manifest\.json$/;
const UPDATE_PATH = /^\/([^/]+)\/update\/index$/;
const BRAND_PATH = /^\/([^/]+)\/brand\/(.*)$/;
const BRAND_ASSET_NAME = /^[a-z0-9-]{1,40}$/;

/**
 * The rider's address, for rate limits. Behind N trusted proxies it is the N-th address from the
 * right of X-Forwarded-For (each proxy appends the address it saw; anything further left is
 * whatever the client claimed).
 */
export function clientIp(req: IncomingMessage, trustProxyHops: number): string {
  const socketAddress = req.socket.remoteAddress ?? 'unknown';
  if (trustProxyHops === 0) return socketAddress;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return chain[chain.length - trustProxyHops] ?? chain[0] ?? socketAddress;
}

/** Whether an address is this machine's own (IPv4-mapped IPv6 included). */
export function isLoopback(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/** The request target as a URL (a target no URL can be made of is taken as "/"). */
function targetOf(req: IncomingMessage): URL {
  try {
    return new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return new URL('http://localhost/');
  }
}

/** The operator console's address: its files and its screens live under it. */
const CONSOLE_PREFIX = '/console';

export function createRequestHandler(
  services: AppServices,
  files: StaticFiles,
  consoleFiles: StaticFiles | null = null,
) {
  const { config, db, logger } = services;
  const yoga = createGraphQLHandler(services);
  const thirdParties = {
    stripe: Boolean(config.stripePublishableKey),
    recaptcha: Boolean(config.recaptchaSiteKey),
  };
  const csp = contentSecurityPolicy(config.mapTiles, thirdParties);
  // The rider's page: framed by this origin only (the console's live preview of the brand).
  const sameOriginFrame = { framedBySelf: true };
  const pageCsp = contentSecurityPolicy(config.mapTiles, thirdParties, sameOriginFrame);

  async function companyFile(res: ServerResponse, pathname: string): Promise<boolean> {
    const manifestMatch = MANIFEST_PATH.exec(pathname);
    const updateMatch = UPDATE_PATH.exec(pathname);
    const brandMatch = BRAND_PATH.exec(pathname);
    const coid = manifestMatch?.[1] ?? updateMatch?.[1] ?? brandMatch?.[1];
    if (coid === undefined) return false;
    const company = isValidCoid(coid) ? await findCompany(db, coid) : undefined;
    if (!company) {
      sendJson(res, 404, { error: 'NOT_FOUND', message: 'Company not found' });
      return true;
    }
    if (manifestMatch) {
      sendJson(res, 200, companyManifest(company), {
        'Content-Type': 'application/manifest+json; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    } else if (updateMatch) {
      sendText(res, 200, `${company.id} ${new Date(company.updated_at).toISOString()}\n`, {
        'Cache-Control': 'no-cache',
      });
    } else if (brandMatch?.[2] === MAIL_LOGO_ASSET) {
      const logo = await findAsset(db, company.id, 'logo');
      const png = logo ? mailLogoPng(company.id, logo) : null;
      if (!png) {
        sendJson(res, 404, { error: 'NOT_FOUND', message: 'Asset not found' });
        return true;
      }
      res.writeHead(200, {
        'Content-Type': 'image/png',
        'Content-Length': png.byteLength,
        'Cache-Control': 'public, max-age=86400',
      });
      res.end(png);
    } else if (brandMatch) {
      const name = brandMatch[2] ?? '';
      const asset = BRAND_ASSET_NAME.test(name) ? await findAsset(db, company.id, name) : undefined;
      if (!asset) {
        sendJson(res, 404, { error: 'NOT_FOUND', message: 'Asset not found' });
        return true;
      }
      res.writeHead(200, {
        'Content-Type': asset.content_type,
        'Content-Length': asset.body.byteLength,
        'Cache-Control': 'public, max-age=86400',
        // An SVG served from our origin must not run script.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      });
      res.end(Buffer.from(asset.body));
    }
    return true;
  }

  /**
   * The operator console (its own build, nothing of it in the rider's): a file under /console/,
   * else the console's page for any of its screens. It preloads nothing: the console signs in first.
   */
  function consolePage(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (pathname !== CONSOLE_PREFIX && !pathname.startsWith(`${CONSOLE_PREFIX}/`)) return false;
    const method = req.method ?? 'GET';
    const inner = pathname.slice(CONSOLE_PREFIX.length) || '/';
    if (!consoleFiles) {
      sendJson(res, 503, { error: 'UNAVAILABLE', message: 'The console is not built' });
      return true;
    }
    if (consoleFiles.serve(inner, res, method, String(req.headers['accept-encoding'] ?? ''))) {
      return true;
    }
    if (/\.[a-z0-9]{1,8}$/i.test(inner) && !inner.endsWith('.html')) {
      sendJson(res, 404, { error: 'NOT_FOUND', message: 'File not found' });
      return true;
    }
    // The sign-in screen is drawn before JavaScript; the others need the signed-in staff member,
    // known only to the browser, so they show the console's heading until the app draws them.
    const html =
      inner === '/sign-in'
        ? consoleSignInPage(consoleFiles.indexHtml)
        : consoleLoadingPage(consoleFiles.indexHtml);
    sendHtml(req, res, html, { 'Cache-Control': 'no-cache' });
    return true;
  }

  /**
   * What the rider's page draws before JavaScript: a phone (or the console's brand preview) gets
   * the skeleton of the path's screen and its chunks preloaded; a desktop browser, which gets the
   * promo page, that page's chunk; a disabled or unknown operator's page nothing (decision 92).
   */
  function firstPaintOf(
    req: IncomingMessage,
    url: URL,
    company: PublicCompany,
    language: string,
  ): FirstPaintPage | null {
    const map = files.firstPaint;
    if (!map || company.status !== 'active') return null;
    const phone =
      isMobileUserAgent(String(req.headers['user-agent'] ?? '')) ||
      url.searchParams.has(BRAND_PREVIEW_FLAG);
    const entry = preloadLinks(map.entry);
    if (!phone)
      return { css: map.css, links: [...entry, ...preloadLinks(map.promo)], skeleton: null };
    const route = routeOfPath(map, url.pathname);
    if (!route) return { css: map.css, links: entry, skeleton: null };
    const brand = {
      name: company.name,
      logo: company.theme.logo,
      callToActionText: company.theme.callToActionText,
    };
    // The screen's chunks and the page language's catalogs, its common one and the screen's own,
    // which the first render waits for too.
    const none = { modules: [], styles: [] };
    const links = new Set([
      ...entry,
      ...preloadLinks(route),
      ...preloadLinks(map.catalogs[language] ?? none),
      ...preloadLinks(route.catalogs[language] ?? none),
    ]);
    return { css: map.css, links: [...links], skeleton: skeletonHtml(route, brand) };
  }

  async function indexPage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const resolved = await resolveCompanyId(db, req, url, config.defaultCoid);
    const row = isValidCoid(resolved.coid) ? await findCompany(db, resolved.coid) : undefined;
    const company = row ? await publicCompany(db, row) : unknownCompany(resolved.coid);
    const gateway = row
      ? await cachedRead(db, `default-gateway:${row.id}`, () => findDefaultGateway(db, row.id))
      : undefined;
    const stripePublishableKey = stripePublishableKeyFor(config, gateway);
    const data: PreloadedAppData = {
      company,
      mapTiles: config.mapTiles,
      humanCheck: config.recaptchaSiteKey
        ? { kind: 'recaptcha', siteKey: config.recaptchaSiteKey }
        : { kind: 'altcha', challengeUrl: `/${company.coid}/human-check/challenge` },
      stripePublishableKey,
    };
    const language = pageLanguage(req.headers['accept-language'], company);
    const html = withPageLanguage(
      renderIndexHtml(
        files.indexHtml,
        data,
        { title: row?.title ?? 'Operator not found', description: row?.description ?? '' },
        firstPaintOf(req, url, company, language),
      ),
      language,
    );
    const headers: Record<string, string> = {
      // Google's tag manager may load only for a company that set a tag code; Stripe.js for a
      // company with its own Stripe keys.
      'Content-Security-Policy':
        company.theme.tagManagerUrl || (stripePublishableKey && !thirdParties.stripe)
          ? contentSecurityPolicy(
              config.mapTiles,
              {
                ...thirdParties,
                tagManager: Boolean(company.theme.tagManagerUrl),
                stripe: Boolean(stripePublishableKey),
              },
              sameOriginFrame,
            )
          : pageCsp,
      'X-Frame-Options': 'SAMEORIGIN',
      'Cache-Control': 'no-cache',
      // A phone gets the screen's skeleton, a desktop browser the promo page's preload; the page's
      // lang and dir follow the browser's languages.
      Vary: 'User-Agent, Accept-Language',
    };
    if (resolved.fromQuery && row) {
      headers['Set-Cookie'] = rememberCompanyCookie(row.id, config.isProduction);
    }
    sendHtml(req, res, html, headers);
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    url: URL,
  ): Promise<void> {
    const { pathname } = url;
    const method = req.method ?? 'GET';
    const clientAddress = clientIp(req, config.trustProxyHops);

    if (pathname === '/graphql') {
      await serveGraphQL(yoga, services, req, res, {
        requestId,
        clientIp: clientAddress,
      });
      return;
    }
    if (await serveSandboxGateway(services, req, res, url, clientAddress)) return;
    if (await serveSmsReplies(services, req, res, url)) return;
    if (method !== 'GET' && method !== 'HEAD') {
      sendJson(
        res,
        405,
        { error: 'METHOD_NOT_ALLOWED', message: `${method} is not allowed here` },
        { Allow: 'GET, HEAD' },
      );
      return;
    }
    // Development only, from this machine, and addressed to it by name (DNS rebinding).
    const devOnly = !config.isProduction && isLoopback(clientAddress);
    if (pathname === '/dev/outbox' && devOnly && isLocalHostHeader(req.headers.host)) {
      const { coid } = await resolveCompanyId(db, req, url, config.defaultCoid);
      if (isValidCoid(coid) && (await findCompany(db, coid))) {
        await serveDevOutbox(db, res, coid);
        return;
      }
    }
    if (await serveHealth(services, res, pathname, requestId)) return;
    if (await servePmtilesFile(config.mapPmtilesFile, req, res, pathname)) return;
    if (consolePage(req, res, pathname)) return;
    if (await companyFile(res, pathname)) return;
    if (await serveHumanCheck(services, res, pathname, clientAddress)) return;
    if (files.serve(pathname, res, method, String(req.headers['accept-encoding'] ?? ''))) return;
    if (/\.[a-z0-9]{1,8}$/i.test(pathname) && !pathname.endsWith('.html')) {
      // A missing file is a 404, not the app: browsers must not cache HTML as a script.
      sendJson(res, 404, { error: 'NOT_FOUND', message: 'File not found' });
      return;
    }
    await indexPage(req, res, url);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    const started = process.hrtime.bigint();
    res.setHeader('X-Request-Id', requestId);
    const url = targetOf(req);
    if (req.method === 'POST' && url.pathname === '/graphql') {
      applyApiSecurityHeaders(res, config.isProduction);
    } else {
      applySecurityHeaders(res, csp, config.isProduction);
    }
    res.on('finish', () => {
      logger.info('request', {
        requestId,
        method: req.method,
        path: url.pathname,
        status: res.statusCode,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
    try {
      await route(req, res, requestId, url);
    } catch (error) {
      if (isServiceUnavailable(error)) {
        logger.error('Request failed: the database or Redis is unreachable', {
          requestId,
          error: describeError(error),
        });
        if (!res.headersSent) sendUnavailable(res, url.pathname, requestId);
        else res.end();
        return;
      }
      logger.error('Request failed', {
        requestId,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      if (!res.headersSent)
        sendJson(res, 500, { error: 'INTERNAL', message: 'Something went wrong', requestId });
      else res.end();
    }
  };
}
