import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { AppServices } from '../../../graphql/context.ts';
import { BodyTooLargeError, readBody } from '../../../http/request-body.ts';
import { sendJson } from '../../../http/responses.ts';
import { findPaymentGateway } from '../../../modules/company/index.ts';
import {
  checksFor,
  clientAddressKey,
  perMinuteAndHour,
  rateLimitsOf,
} from '../../../rate-limits/rate-limits.ts';
import { hostedFieldsPage } from './hosted-fields.page.ts';
import { HostedFieldsError, liveAuthKey, tokenizeCard } from './sandbox-gateway.ts';

const PREFIX = '/payments/sandbox/';
/** The gateway's page may be framed by the app's own pages, and load nothing but its script. */
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
const TOKENIZE_LIMITS = perMinuteAndHour('sandbox-tokenize:address', 20, 100);

const entrySchema = z.object({
  authKey: z.string().max(200),
  cardNumber: z.string().max(30),
  expirationMonth: z.string().max(4),
  expirationYear: z.string().max(4),
  cvv: z.string().max(4),
  zip: z.string().max(20).default(''),
});

const error = (message: string) => ({ error: { message } });

/** The built card-fields script, read once (null when the server was not built). */
let script: { file: string; body: Buffer | null } | undefined;
async function hostedFieldsScript(file: string): Promise<Buffer | null> {
  if (script?.file !== file || !script.body) {
    script = { file, body: await readFile(file).catch(() => null) };
  }
  return script.body;
}

async function tokenize(
  services: Pick<AppServices, 'db'>,
  req: IncomingMessage,
  res: ServerResponse,
  clientIp: string,
): Promise<void> {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    sendJson(res, 415, error('Error - Send the card as application/json.'));
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req, 10_000)).toString('utf8'));
  } catch (failure) {
    const tooLarge = failure instanceof BodyTooLargeError;
    sendJson(res, tooLarge ? 413 : 400, error('Error - The card details could not be read.'));
    return;
  }
  const entry = entrySchema.safeParse(body);
  if (!entry.success) {
    sendJson(res, 400, error('Error - The card details could not be read.'));
    return;
  }
  const now = new Date();
  const key = await liveAuthKey(services.db, entry.data.authKey, now);
  if (!key) {
    sendJson(res, 401, error('Error - This payment form has expired. Please open it again.'));
    return;
  }
  // Card testing is what a bot would do here: a few cards a minute per address is plenty.
  await rateLimitsOf(services.db).consume(
    key.company_id,
    checksFor(TOKENIZE_LIMITS, clientAddressKey(clientIp)),
  );
  const gateway = await findPaymentGateway(services.db, key.company_id, key.payment_gateway_id);
  try {
    const answer = await tokenizeCard(
      services.db,
      {
        companyId: key.company_id,
        paymentGatewayId: key.payment_gateway_id,
        accountId: gateway?.parameter1 ?? '',
        antiForgeryToken: key.anti_forgery_token,
      },
      entry.data,
      now,
    );
    sendJson(res, 200, answer, { 'Cache-Control': 'no-store' });
  } catch (failure) {
    if (!(failure instanceof HostedFieldsError)) throw failure;
    sendJson(res, 400, error(failure.message), { 'Cache-Control': 'no-store' });
  }
}

/**
 * The sandbox gateway's own pages, served at /payments/sandbox/ as a hosted gateway serves them:
 * the card fields (framed by the app), their script, and the tokenize endpoint the fields post
 * the card to. False when the path is not one of them.
 */
export async function serveSandboxGateway(
  services: Pick<AppServices, 'config' | 'db'>,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  clientIp: string,
): Promise<boolean> {
  if (!url.pathname.startsWith(PREFIX)) return false;
  const what = url.pathname.slice(PREFIX.length);
  if (what === 'tokenize' && req.method === 'POST') {
    await tokenize(services, req, res, clientIp);
  } else if (what === 'hosted-fields' && req.method === 'GET') {
    const authKey = url.searchParams.get('authKey') ?? '';
    const live = authKey.length > 0 && (await liveAuthKey(services.db, authKey, new Date()));
    const html = hostedFieldsPage(!live);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': 'no-store',
      'Content-Security-Policy': PAGE_POLICY,
      'X-Frame-Options': 'SAMEORIGIN',
    });
    res.end(html);
  } else if (what === 'hosted-fields.js' && req.method === 'GET') {
    const script = await hostedFieldsScript(services.config.sandboxScriptFile);
    if (!script) {
      sendJson(res, 404, { error: 'NOT_FOUND', message: 'The server is not built' });
      return true;
    }
    res.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Length': script.length,
      'Cache-Control': 'no-cache',
    });
    res.end(script);
  } else {
    sendJson(res, 404, { error: 'NOT_FOUND', message: 'Not found' });
  }
  return true;
}
