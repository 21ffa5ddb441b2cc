import type { ServerResponse } from 'node:http';
import escapeHtml from 'escape-html';
import { listOutboxMessages } from '../adapters/mail/outbox.repository.ts';
import type { Db } from '../db/database.ts';
import { listOutboxDeliveries } from '../modules/notifications/index.ts';

// Links in a message become clickable, so a developer can follow a reset link straight away.
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

type Status = 'pending' | 'done' | 'failed';

const STATUS: Record<Status, string> = {
  pending: 'waiting to be sent',
  done: 'sent',
  failed: 'could not be sent',
};

/** One message of any channel, as the page lists it. */
export interface OutboxEntry {
  channel: 'email' | 'sms' | 'push';
  heading: string;
  to: string;
  from: string | null;
  createdAt: Date;
  status: Status;
  lastError: string | null;
  body: string;
}

const CHANNEL: Record<OutboxEntry['channel'], string> = {
  email: 'E-mail',
  sms: 'SMS',
  push: 'Push',
};

export function renderOutboxPage(coid: string, entries: OutboxEntry[]): string {
  const items = entries
    .map(
      (m) => `<article>
<h2><span class="channel">${CHANNEL[m.channel]}</span> ${escapeHtml(m.heading)}</h2>
<p><strong>To:</strong> ${escapeHtml(m.to)}${m.from ? ` · <strong>From:</strong> ${escapeHtml(m.from)}` : ''} ·
<time>${m.createdAt.toISOString()}</time> · ${STATUS[m.status]}${m.lastError ? ` (${escapeHtml(m.lastError)})` : ''}</p>
<pre>${linkify(escapeHtml(m.body))}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox of ${escapeHtml(coid)} (development tool)</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem}
article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}
.channel{font-size:.8em;border:1px solid #555;border-radius:.25rem;padding:0 .3rem;margin-right:.25rem}</style>
</head><body><h1>Outbox of ${escapeHtml(coid)}</h1>
<p><strong>Development tool.</strong> It shows the newest e-mail, text messages and push notifications
of one company, newest first, to this machine only, and is never served in production. Open it as
<code>/dev/outbox?coid=…</code> for another company.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}

/** A push delivery's body is the notification as JSON: shown as its title and text. */
function pushText(body: string): { heading: string; body: string } {
  try {
    const payload = JSON.parse(body) as { title?: string; body?: string; url?: string };
    return {
      heading: payload.title ?? '',
      body: [payload.body, payload.url].filter(Boolean).join('\n'),
    };
  } catch {
    return { heading: '', body };
  }
}

/** The newest messages of one company on every channel, newest first. */
export async function outboxEntries(db: Db, coid: string, limit = 50): Promise<OutboxEntry[]> {
  const [mails, deliveries] = await Promise.all([
    listOutboxMessages(db, { companyId: coid, limit }),
    listOutboxDeliveries(db, { companyId: coid, channels: ['email', 'sms', 'push'], limit }),
  ]);
  const entries: OutboxEntry[] = [
    ...mails.map((m) => ({
      channel: 'email' as const,
      heading: m.subject,
      to: m.to_address,
      from: m.from_address,
      createdAt: new Date(m.created_at),
      status: m.status,
      lastError: m.last_error,
      body: m.text_body,
    })),
    ...deliveries.map((d) => ({
      channel: d.channel,
      ...(d.channel === 'push'
        ? pushText(d.body)
        : { heading: d.subject ?? (d.channel === 'sms' ? 'Text message' : ''), body: d.body }),
      to: d.channel === 'push' ? 'a browser of the rider' : d.recipient,
      from: d.from_address,
      createdAt: new Date(d.created_at),
      status: d.status,
      lastError: d.last_error,
    })),
  ];
  return entries.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit);
}

/** GET /dev/outbox: the newest messages of one company. The caller decides who may see it. */
export async function serveDevOutbox(db: Db, res: ServerResponse, coid: string): Promise<void> {
  const html = renderOutboxPage(coid, await outboxEntries(db, coid));
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
  });
  res.end(html);
}
