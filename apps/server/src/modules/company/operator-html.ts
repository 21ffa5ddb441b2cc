import escapeHtml from 'escape-html';
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * What operator-written pages (terms, privacy policy, rental agreements) may use: text structure,
 * emphasis, lists, tables and links. No scripts, styles, frames, forms, images or event handlers.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'blockquote',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
  ],
  // target and rel are always the ones transformTags sets below, whatever the markup said.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Links leave the app in a new tab, without handing it the opener.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** A page written as plain text: blank lines between paragraphs, single line breaks kept. */
function plainTextHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}

// The same few pages are asked for again and again; sanitising each answer anew is waste.
const rendered = new LRUCache<string, string>({
  max: 200,
  maxSize: 2_000_000,
  sizeCalculation: (v) => v.length || 1,
});

/**
 * An operator's page as HTML the app can show as it is: markup is cleaned of anything that could
 * run or restyle the app (sanitize-html), plain text becomes escaped paragraphs.
 */
export function operatorHtml(content: string): string {
  const cached = rendered.get(content);
  if (cached !== undefined) return cached;
  const html = /<[a-z!/]/i.test(content)
    ? sanitizeHtml(content, ALLOWED).trim()
    : plainTextHtml(content);
  rendered.set(content, html);
  return html;
}
