// Over 300 lines: a fake of the Stripe API for tests: one server and its route table.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake received it; the form is Stripe's bracketed keys, e.g. metadata[company]. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  stripeAccount: string | undefined;
}

/** A card the rider saved through a SetupIntent, and how Stripe will treat a payment with it. */
export interface FakeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** The issuer's refusal of an off-session payment (a 402 card_error). */
  decline?: { code: string; decline_code: string; message: string };
  /** The status a confirmed intent ends in instead of requires_capture, e.g. requires_action. */
  intentStatus?: string;
}

/** Stripe's documented answer for a card with too little money on it. */
export const INSUFFICIENT_FUNDS = {
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};

type StripeObject = Record<string, unknown> & { id: string };
interface Answer {
  status: number;
  body: unknown;
}

const idOf = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

const stripeError = (status: number, error: Record<string, unknown>): Answer => ({
  status,
  body: { error },
});
const missing = (what: string, id: string) =>
  stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
  });

/** The fields of a bracketed form key, e.g. metadata[company]=demo gives { company: 'demo' }. */
function nested(form: Record<string, string>, field: string): Record<string, string> {
  const prefix = `${field}[`;
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith(prefix) && key.endsWith(']'))
      .map(([key, value]) => [key.slice(prefix.length, -1), value]),
  );
}

/**
 * A local server answering the few Stripe API calls the card-token gateway makes, with Stripe's
 * documented objects and errors: it checks the secret key, keeps what it created, replays a
 * repeated Idempotency-Key as Stripe does, and records every request it got.
 */
export async function startFakeStripe(options: { secretKey: string }) {
  const requests: RecordedStripeRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const setupIntents = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, { object: StripeObject; card: FakeCard }>();
  const paymentIntents = new Map<string, StripeObject>();
  const idempotent = new Map<string, { form: string; answer: Answer }>();
  const refunds = new Map<string, StripeObject>();
  const refundedOf = new Map<string, number>();
  let answersToLose = 0;
  let unreachable = false;

  function createPaymentIntent(form: Record<string, string>): Answer {
    const method = paymentMethods.get(form.payment_method ?? '');
    if (!method) return missing('PaymentMethod', form.payment_method ?? '');
    if (form.customer && method.object.customer !== form.customer) {
      return stripeError(400, {
        type: 'invalid_request_error',
        message: 'The provided PaymentMethod does not belong to the provided Customer.',
        param: 'payment_method',
      });
    }
    const confirmed = form.confirm === 'true';
    const intent: StripeObject = {
      id: idOf('pi'),
      object: 'payment_intent',
      amount: Number(form.amount),
      amount_capturable: 0,
      currency: form.currency,
      customer: form.customer ?? null,
      payment_method: method.object.id,
      capture_method: form.capture_method ?? 'automatic_async',
      confirmation_method: 'automatic',
      description: form.description ?? null,
      metadata: nested(form, 'metadata'),
      created: now(),
      livemode: false,
      cancellation_reason: null,
      last_payment_error: null,
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
    const { decline } = method.card;
    if (confirmed && decline) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', ...decline };
      paymentIntents.set(intent.id, intent);
      return stripeError(402, {
        type: 'card_error',
        ...decline,
        charge: idOf('ch'),
        doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
        payment_intent: intent,
        payment_method: method.object,
      });
    }
    if (!confirmed) intent.status = 'requires_confirmation';
    else if (form.capture_method !== 'manual') intent.status = 'succeeded';
    else intent.status = method.card.intentStatus ?? 'requires_capture';
    if (intent.status === 'requires_capture') intent.amount_capturable = intent.amount;
    paymentIntents.set(intent.id, intent);
    return { status: 200, body: intent };
  }

  function cancelPaymentIntent(id: string, form: Record<string, string>): Answer {
    const intent = paymentIntents.get(id);
    if (!intent) return missing('payment_intent', id);
    if (intent.status === 'canceled' || intent.status === 'succeeded') {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
        payment_intent: intent,
      });
    }
    Object.assign(intent, {
      status: 'canceled',
      amount_capturable: 0,
      cancellation_reason: form.cancellation_reason ?? null,
    });
    return { status: 200, body: intent };
  }

  function capturePaymentIntent(id: string, form: Record<string, string>): Answer {
    const intent = paymentIntents.get(id);
    if (!intent) return missing('payment_intent', id);
    if (intent.status !== 'requires_capture') {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        payment_intent: intent,
      });
    }
    const capturable = Number(intent.amount_capturable);
    const amount = form.amount_to_capture ? Number(form.amount_to_capture) : capturable;
    if (!Number.isInteger(amount) || amount < 1 || amount > capturable) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: 'The amount to capture must be less than or equal to the amount_capturable.',
        param: 'amount_to_capture',
      });
    }
    // A partial capture releases the rest of the authorisation.
    Object.assign(intent, { status: 'succeeded', amount_capturable: 0, amount_received: amount });
    return { status: 200, body: intent };
  }

  function createRefund(form: Record<string, string>): Answer {
    const id = form.payment_intent ?? '';
    const intent = paymentIntents.get(id);
    if (!intent) return missing('payment_intent', id);
    const received = Number(intent.amount_received ?? 0);
    const refunded = refundedOf.get(id) ?? 0;
    if (intent.status !== 'succeeded' || refunded >= received) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge for PaymentIntent ${id} has already been refunded.`,
      });
    }
    const amount = form.amount ? Number(form.amount) : received - refunded;
    if (!Number.isInteger(amount) || amount < 1 || amount > received - refunded) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${received - refunded}).`,
        param: 'amount',
      });
    }
    refundedOf.set(id, refunded + amount);
    const refund: StripeObject = {
      id: idOf('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: id,
      charge: idOf('ch'),
      status: 'succeeded',
      reason: form.reason ?? null,
      metadata: nested(form, 'metadata'),
      created: now(),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, form: Record<string, string>): Answer {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: idOf('cus'),
        object: 'customer',
        created: now(),
        email: form.email ?? null,
        metadata: nested(form, 'metadata'),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = form.customer ?? '';
      if (!customers.has(customer)) return missing('customer', customer);
      const id = idOf('seti');
      const intent = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        customer,
        usage: form.usage ?? 'off_session',
        status: 'requires_payment_method',
        payment_method: null,
        payment_method_types: Object.values(nested(form, 'allowed_payment_method_types')),
        created: now(),
        livemode: false,
      };
      setupIntents.set(id, intent);
      return { status: 200, body: intent };
    }
    const paymentMethod = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && paymentMethod) {
      const id = decodeURIComponent(paymentMethod[1]!);
      const found = paymentMethods.get(id);
      return found ? { status: 200, body: found.object } : missing('PaymentMethod', id);
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(form);
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel)
      return cancelPaymentIntent(decodeURIComponent(cancel[1]!), form);
    const capture = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && capture)
      return capturePaymentIntent(decodeURIComponent(capture[1]!), form);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  /** Stripe saves the answer to a POST under its key and gives it again for the same key. */
  function answerOnce(request: RecordedStripeRequest): Answer {
    const scoped = `${request.stripeAccount ?? ''} ${request.idempotencyKey ?? ''}`;
    const form = JSON.stringify(request.form);
    const saved = request.method === 'POST' && request.idempotencyKey && idempotent.get(scoped);
    if (saved) {
      return saved.form === form
        ? saved.answer
        : stripeError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${request.idempotencyKey}' if you meant to execute a different request.`,
          });
    }
    const answer = route(request.method, request.path, request.form);
    if (request.method === 'POST' && request.idempotencyKey) {
      // Saved as it was sent: a replay shows the object as it was then, not as it is now.
      idempotent.set(scoped, { form, answer: structuredClone(answer) });
    }
    return answer;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (unreachable) {
      // The connection is cut before any answer, as when Stripe cannot be reached.
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request: RecordedStripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      idempotencyKey: header('idempotency-key'),
      stripeAccount: header('stripe-account'),
    };
    requests.push(request);
    let answer: Answer;
    if (header('authorization') !== `Bearer ${options.secretKey}`) {
      answer = stripeError(401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided.',
      });
    } else {
      answer = answerOnce(request);
      if (answersToLose > 0) {
        // Carried out and saved under its key, but the answer never reached the client.
        answersToLose -= 1;
        answer = stripeError(500, { type: 'api_error', message: 'An unknown error occurred.' });
      }
    }
    const text = JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'request-id': idOf('req'),
      ...(request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {}),
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
    customers,
    setupIntents,
    paymentIntents,
    refunds,
    /** What the browser's Stripe.js leaves behind when a SetupIntent succeeds: a saved card. */
    attachCard(customerId: string | null, card: FakeCard): string {
      const id = idOf('pm');
      const { decline: _decline, intentStatus: _intentStatus, ...shown } = card;
      const object = {
        id,
        object: 'payment_method',
        type: 'card',
        customer: customerId,
        card: { ...shown, country: 'US', funding: 'credit', checks: { cvc_check: 'pass' } },
        billing_details: { address: {}, email: null, name: null, phone: null },
        created: now(),
        livemode: false,
        metadata: {},
      };
      paymentMethods.set(id, { object, card });
      return id;
    },
    /** The next requests are carried out, but answered 500 as if the answer was lost. */
    loseNextAnswers(count = 1) {
      answersToLose = count;
    },
    /** While true, every connection is cut before an answer (nothing is recorded or done). */
    setUnreachable(value: boolean) {
      unreachable = value;
    },
    requestsTo(method: string, path: string) {
      return requests.filter((request) => request.method === method && request.path === path);
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
