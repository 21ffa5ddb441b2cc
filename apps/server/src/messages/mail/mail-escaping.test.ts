import { describe, expect, it } from 'vitest';
import { exampleMails } from './mail.test-helpers.ts';

/** Free texts a rider, a driver or an operator could type, and what the HTML must show instead. */
const HOSTILE = [
  { text: '<script>alert(1)</script>', escaped: '&lt;script&gt;alert(1)&lt;/script&gt;' },
  { text: '"><img src=x onerror=1>', escaped: '&quot;&gt;&lt;img src=x onerror=1&gt;' },
  { text: 'Tom & Jerry', escaped: 'Tom &amp; Jerry' },
];

const TEMPLATES = Object.keys(exampleMails());

/** The tags of the HTML, each with its quoted attribute values emptied. */
const tagsOf = (html: string) => html.replace(/"[^"]*"/g, '""').match(/<[a-z][^>]*>/gi) ?? [];

it('finds a tag the template did not write', () => {
  expect(tagsOf('<p title="<b onclick=1>">&lt;b&gt;<img src=x onerror=1></p>')).toEqual([
    '<p title="">',
    '<img src=x onerror=1>',
  ]);
});

describe.each(HOSTILE)('a free text of $text', ({ text, escaped }) => {
  it.each(TEMPLATES)('is escaped in %s', async (name) => {
    const { html, text: plain } = await exampleMails(text)[name]!();
    // Escaped text has no "<": every tag left is one the template wrote.
    const tags = tagsOf(html);
    expect(tags.filter((tag) => /^<script/i.test(tag))).toEqual([]);
    expect(tags.filter((tag) => /\son[a-z]+=/i.test(tag))).toEqual([]);
    expect(tags.filter((tag) => /=[^"]/.test(tag))).toEqual([]);
    // Every & starts an entity: none is left bare to run into the next characters.
    expect(html).not.toMatch(/&(?!(?:[a-z]+|#\d+|#x[\da-f]+);)/i);
    expect(html).toContain(escaped);
    // Only http(s), mailto: and tel: addresses are ever linked.
    for (const [, href] of html.matchAll(/ href="([^"]*)"/g)) {
      expect(href).toMatch(/^(https?:\/\/|mailto:|tel:)/);
    }
    // The text part is plain text: the words as typed.
    expect(plain).toContain(text);
  });
});
