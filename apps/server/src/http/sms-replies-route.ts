import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Deps } from '../core/deps.ts';
import { SMS_REPLIES_PREFIX, takeSmsReply } from '../modules/notifications/index.ts';
import { BodyTooLargeError, readBody } from './request-body.ts';
import { sendText } from './responses.ts';

/** A reply's form is a few hundred bytes; Twilio's largest (with media) stays far below this. */
const BODY_LIMIT = 64 * 1024;

/** An empty TwiML answer: Twilio sends its own confirmation of STOP and START. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * POST /webhooks/twilio/sms/<coid>: Twilio's call with a reply to the company's texts. Checked
 * against the signature Twilio computes over PUBLIC_URL's form of the address (the Host header
 * is not trusted); refused with 403 when it does not hold, 404 for an unknown company.
 */
export async function serveSmsReplies(
  services: Pick<Deps, 'db' | 'config'>,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (!url.pathname.startsWith(SMS_REPLIES_PREFIX)) return false;
  if (req.method !== 'POST') {
    sendText(res, 405, 'Twilio posts replies here.', { Allow: 'POST' });
    return true;
  }
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) {
    sendText(res, 415, 'Send the reply as application/x-www-form-urlencoded.');
    return true;
  }
  let form: string;
  try {
    form = (await readBody(req, BODY_LIMIT)).toString('utf8');
  } catch (error) {
    if (error instanceof BodyTooLargeError) sendText(res, 413, 'The reply is too large.');
    else sendText(res, 400, 'The reply could not be read.');
    return true;
  }
  const signature = req.headers['x-twilio-signature'];
  let companyId: string;
  try {
    companyId = decodeURIComponent(url.pathname.slice(SMS_REPLIES_PREFIX.length));
  } catch {
    sendText(res, 404, 'No such company.');
    return true;
  }
  const outcome = await takeSmsReply(services, {
    companyId,
    url: new URL(url.pathname + url.search, services.config.publicUrl).toString(),
    params: Object.fromEntries(new URLSearchParams(form)),
    signature: typeof signature === 'string' ? signature : '',
  });
  if (outcome === 'unknown-company') sendText(res, 404, 'No such company.');
  else if (outcome === 'not-from-twilio')
    sendText(res, 403, 'The request is not signed by Twilio.');
  else {
    res.writeHead(200, {
      'Content-Type': 'text/xml; charset=utf-8',
      'Content-Length': Buffer.byteLength(EMPTY_TWIML),
    });
    res.end(EMPTY_TWIML);
  }
  return true;
}
