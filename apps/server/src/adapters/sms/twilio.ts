import { SmsRejected, type SmsMessage, type SmsSender, type TwilioCredentials } from './sms.ts';

export interface TwilioOptions {
  /** TWILIO_API_URL: Twilio's API, or a local server in tests. */
  apiUrl: string;
  /** How long to wait for Twilio's whole answer before trying again later. */
  timeoutMs?: number;
}

/** Twilio's error for a number that replied STOP (or another opt-out keyword) to this sender. */
const UNSUBSCRIBED = 21610;
const TIMEOUT_MS = 10_000;

/**
 * Sends one text through Twilio's Messages resource (POST /2010-04-01/Accounts/{sid}/Messages.json,
 * basic auth with the account's SID and auth token, a form body), from the number or through the
 * Messaging Service (MG…) of `from`. Twilio's refusal of the message (a 4xx with its error code,
 * or 401) is SmsRejected; no answer in time, 429 and 5xx are ordinary errors, tried again later.
 * The auth token appears in no error.
 */
export async function sendWithTwilio(
  options: TwilioOptions,
  credentials: TwilioCredentials,
  message: SmsMessage,
): Promise<{ providerId: string }> {
  const { accountSid, authToken, from } = credentials;
  const apiUrl = options.apiUrl.endsWith('/') ? options.apiUrl.slice(0, -1) : options.apiUrl;
  const form = new URLSearchParams({ To: message.to, Body: message.body });
  form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  let status: number;
  let text: string;
  try {
    const response = await fetch(
      `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      },
    );
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new Error(`Twilio could not be reached: ${unreachableReason(error, timeoutMs)}`);
  }
  const answer = parseObject(text);
  if (status >= 200 && status < 300) {
    if (typeof answer.sid === 'string') return { providerId: answer.sid };
    throw new Error(`Twilio answered HTTP ${status} without the message's sid`);
  }
  const code = typeof answer.code === 'number' ? answer.code : undefined;
  const said = typeof answer.message === 'string' ? withoutSecret(answer.message, authToken) : '';
  if (status === 401) {
    throw new SmsRejected(
      code ?? 'unauthorized',
      `Twilio refused the credentials of account ${accountSid}${said ? `: ${said}` : ''}`,
    );
  }
  // A 4xx with Twilio's code is its verdict on this message; without one it is not Twilio's
  // answer (a proxy's page, say), so it is tried again like a 429 or a 5xx.
  if (status >= 400 && status < 500 && status !== 429 && code !== undefined) {
    throw new SmsRejected(
      code,
      said || `Twilio refused the message (HTTP ${status})`,
      code === UNSUBSCRIBED,
    );
  }
  throw new Error(
    `Twilio answered HTTP ${status}${code === undefined ? '' : ` (error ${code})`}${said ? `: ${said}` : ''}`,
  );
}

/** Twilio as the deployment's provider: its credentials, unless the company passes its own. */
export function createTwilioSender(
  options: TwilioOptions,
  deployment: TwilioCredentials,
): SmsSender {
  return {
    provider: 'twilio',
    send: (message, credentials) => sendWithTwilio(options, credentials ?? deployment, message),
  };
}

/** Twilio's words without our secret: it has no reason to echo it, but errors are logged. */
function withoutSecret(text: string, secret: string): string {
  return secret ? text.split(secret).join('[auth token]') : text;
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Why no answer came: the timeout, or what the connection said (never the request's headers). */
function unreachableReason(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
