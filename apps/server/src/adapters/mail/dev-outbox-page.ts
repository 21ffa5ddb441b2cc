import type { ServerResponse } from 'node:http';
import type { Db } from '../../db/database.ts';
import { listOutboxMessages } from './outbox.repository.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// Links in a mail body become clickable, so a developer can follow a reset link straight away.
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

type OutboxRow = Awaited<ReturnType<typeof listOutboxMessages>>[number];

export function renderOutboxPage(messages: OutboxRow[]): string {
  const items = messages
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(m.to_address)} · <strong>From:</strong> ${escapeHtml(m.from_address)} ·
<strong>Company:</strong> ${escapeHtml(m.company_id)} · <time>${new Date(m.created_at).toISOString()}</time></p>
<pre>${linkify(escapeHtml(m.text_body))}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail outbox (development)</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem}
article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style>
</head><body><h1>Mail outbox</h1>
<p>The newest ${messages.length} messages the outbox mail provider kept. Development only.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

/** GET /dev/outbox: the newest mail in the outbox table. Never routed in production. */
export async function serveDevOutbox(
  db: Db,
  res: ServerResponse,
  coid: string | null,
): Promise<void> {
  const messages = await listOutboxMessages(db, {
    limit: 50,
    ...(coid ? { companyId: coid } : {}),
  });
  const html = renderOutboxPage(messages);
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
  });
  res.end(html);
}
