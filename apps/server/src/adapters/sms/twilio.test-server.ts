import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsSegments } from '../../messages/sms/index.ts';

/** One request to the Messages resource as the fake received it. */
export interface RecordedTwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The body as sent, before decoding. */
  rawBody: string;
  form: Record<string, string>;
}

/** A message the fake accepted (answered 201). */
export interface AcceptedMessage {
  sid: string;
  /** The account it was sent with. */
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

/** Twilio's documented answers to a message it will not send, by what went wrong. */
export const TWILIO_FAILURES = {
  invalidNumber: {
    status: 400,
    code: 21211,
    message: (to: string) => `The 'To' number ${to} is not a valid phone number.`,
  },
  unsubscribed: {
    status: 400,
    code: 21610,
    message: () => 'Attempt to send to unsubscribed recipient',
  },
  authenticate: { status: 401, code: 20003, message: () => 'Authenticate' },
  tooManyRequests: { status: 429, code: 20429, message: () => 'Too Many Requests' },
  internalError: { status: 500, code: 20500, message: () => 'Internal Server Error' },
} as const;

export type TwilioFailure = keyof typeof TWILIO_FAILURES | 'noAnswer';

interface Answer {
  status: number;
  body: unknown;
}

const sidOf = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

function twilioError(failure: keyof typeof TWILIO_FAILURES, to: string): Answer {
  const { status, code, message } = TWILIO_FAILURES[failure];
  return {
    status,
    body: {
      code,
      message: message(to),
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    },
  };
}

/**
 * A local server answering Twilio's Messages resource, for one account or several (POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json) as Twilio documents it: it checks the basic
 * auth, reads the form body, keeps each message it accepts (201, the Message resource) and
 * answers Twilio's error JSON. `failFor` makes it refuse one recipient the way Twilio would, or
 * never answer.
 */
export async function startFakeTwilio(
  options: { accountSid: string; authToken: string },
  ...otherAccounts: { accountSid: string; authToken: string }[]
) {
  const requests: RecordedTwilioRequest[] = [];
  const messages: AcceptedMessage[] = [];
  const failures = new Map<string, TwilioFailure>();
  const accounts = [options, ...otherAccounts];
  const basicOf = (account: { accountSid: string; authToken: string }) =>
    `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;

  function createMessage(accountSid: string, form: Record<string, string>): Answer {
    const to = form.To ?? '';
    if (!to) return missing(21604, "A 'To' phone number is required.");
    if (!form.Body) return missing(21602, 'Message body is required.');
    if (!form.From && !form.MessagingServiceSid) {
      return missing(21603, "A 'From' phone number is required.");
    }
    const failure = failures.get(to);
    if (failure && failure !== 'noAnswer') return twilioError(failure, to);
    const message: AcceptedMessage = {
      sid: sidOf('SM'),
      accountSid,
      to,
      from: form.From ?? null,
      messagingServiceSid: form.MessagingServiceSid ?? null,
      body: form.Body,
    };
    messages.push(message);
    const now = new Date().toUTCString().replace('GMT', '+0000');
    return {
      status: 201,
      body: {
        account_sid: accountSid,
        api_version: '2010-04-01',
        body: message.body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: message.from,
        messaging_service_sid: message.messagingServiceSid,
        num_media: '0',
        num_segments: String(smsSegments(message.body).segments),
        price: null,
        price_unit: 'USD',
        sid: message.sid,
        // Through a Messaging Service a message is accepted first, then given a sender.
        status: message.messagingServiceSid ? 'accepted' : 'queued',
        subresource_uris: {
          media: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}/Media.json`,
        },
        to,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
      },
    };
  }

  function missing(code: number, message: string): Answer {
    return {
      status: 400,
      body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status: 400 },
    };
  }

  function route(request: RecordedTwilioRequest): Answer | 'noAnswer' {
    const account = accounts.find((a) => request.authorization === basicOf(a));
    if (!account) return twilioError('authenticate', '');
    const path = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.path);
    const accountSid = path ? decodeURIComponent(path[1]!) : '';
    if (accountSid !== account.accountSid || request.method !== 'POST') {
      return {
        status: 404,
        body: {
          code: 20404,
          message: `The requested resource ${request.path} was not found`,
          more_info: 'https://www.twilio.com/docs/errors/20404',
          status: 404,
        },
      };
    }
    if (failures.get(request.form.To ?? '') === 'noAnswer') return 'noAnswer';
    return createMessage(accountSid, request.form);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const request: RecordedTwilioRequest = {
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://127.0.0.1').pathname,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      rawBody,
      form: Object.fromEntries(new URLSearchParams(rawBody)),
    };
    requests.push(request);
    const answer = route(request);
    // Held open until the client gives up (or the server closes).
    if (answer === 'noAnswer') return;
    const text = JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'twilio-request-id': sidOf('RQ'),
    });
    res.end(text);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every request received, in order. */
    requests,
    /** Every message accepted, in order. */
    messages,
    /** From now on, a message to this number gets this answer (or none). */
    failFor(to: string, failure: TwilioFailure) {
      failures.set(to, failure);
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
