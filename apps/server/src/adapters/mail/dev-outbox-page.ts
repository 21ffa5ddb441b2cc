import type { ServerResponse } from 'node:http';
import escapeHtml from 'escape-html';
import type { Db } from '../../db/database.ts';
import { listOutboxMessages } from './outbox.repository.ts';

// Links in a mail body become clickable, so a developer can follow a reset link straight away.
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

type OutboxRow = Awaited<ReturnType<typeof listOutboxMessages>>[number];

const STATUS: Record<OutboxRow['status'], string> = {
  pending: 'waiting to be sent',
  done: 'sent',
  failed: 'could not be sent',
};

export function renderOutboxPage(coid: string, messages: OutboxRow[]): string {
  const items = messages
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(m.to_address)} · <strong>From:</strong> ${escapeHtml(m.from_address)} ·
<time>${new Date(m.created_at).toISOString()}</time> · ${STATUS[m.status]}${m.last_error ? ` (${escapeHtml(m.last_error)})` : ''}</p>
<pre>${linkify(escapeHtml(m.text_body))}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mail outbox of ${escapeHtml(coid)} (development tool)</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem}
article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style>
</head><body><h1>Mail outbox of ${escapeHtml(coid)}</h1>
<p><strong>Development tool.</strong> It shows the newest mail of one company to this machine only,
and is never served in production. Open it as <code>/dev/outbox?coid=…</code> for another company.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

/** GET /dev/outbox: the newest mail of one company. The caller decides who may see it. */
export async function serveDevOutbox(db: Db, res: ServerResponse, coid: string): Promise<void> {
  const messages = await listOutboxMessages(db, { companyId: coid, limit: 50 });
  const html = renderOutboxPage(coid, messages);
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
  });
  res.end(html);
}
