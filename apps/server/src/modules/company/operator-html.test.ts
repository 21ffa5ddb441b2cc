import { describe, expect, it } from 'vitest';
import { operatorHtml } from './operator-html.ts';

/** Markup meant to run script, load things or restyle the app, each in a way browsers honour. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<svg onload="alert(3)"><circle r="1"/></svg>',
  '<iframe src="https://evil.test"></iframe>',
  '<a href="javascript:alert(4)">click</a>',
  '<a href="JaVaScRiPt:alert(5)">click</a>',
  '<a href="data:text/html,<script>alert(6)</script>">click</a>',
  '<p style="position:fixed;inset:0" onclick="alert(7)">cover</p>',
  '<style>body{display:none}</style>',
  '<form action="https://evil.test"><input name="card"></form>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(8)>',
  '<a href="//evil.test/path">protocol-relative</a>',
  '<meta http-equiv="refresh" content="0;url=https://evil.test">',
].join('\n');

describe('operatorHtml (operator pages shown as HTML)', () => {
  it('leaves nothing that runs, loads or restyles from hostile markup', () => {
    const html = operatorHtml(HOSTILE);
    for (const banned of [
      /<script/i,
      /onerror/i,
      /onload/i,
      /onclick/i,
      /<iframe/i,
      /javascript:/i,
      /data:text/i,
      /style/i,
      /<form/i,
      /<input/i,
      /<object/i,
      /<embed/i,
      /<svg/i,
      /<img/i,
      /<meta/i,
      /evil\.test/i,
      /alert\(/i,
    ]) {
      expect(html).not.toMatch(banned);
    }
    // The harmless words survive as text.
    expect(html).toContain('cover');
    expect(html).toContain('click');
  });

  it('keeps headings, emphasis, lists and safe links, opening links in a new tab', () => {
    const html = operatorHtml(
      '<h2>Fees</h2><p>Waiting is <strong>free</strong> for <em>30</em> minutes.</p><ul><li>Tolls</li></ul><p><a href="https://demo.test/terms" title="x" target="_self" rel="opener">Terms</a> <a href="mailto:a@b.test">Mail</a> <a href="tel:+12125550100">Call</a></p>',
    );
    expect(html).toBe(
      '<h2>Fees</h2><p>Waiting is <strong>free</strong> for <em>30</em> minutes.</p><ul><li>Tolls</li></ul><p><a href="https://demo.test/terms" target="_blank" rel="noopener noreferrer">Terms</a> <a href="mailto:a@b.test" target="_blank" rel="noopener noreferrer">Mail</a> <a href="tel:+12125550100" target="_blank" rel="noopener noreferrer">Call</a></p>',
    );
  });

  it('shows plain text as escaped paragraphs with its line breaks', () => {
    expect(operatorHtml('First & second\nline\n\nThird paragraph')).toBe(
      '<p>First &amp; second<br>line</p>\n<p>Third paragraph</p>',
    );
    expect(operatorHtml('Prices: 3 > 2 and "quotes"')).toBe(
      '<p>Prices: 3 &gt; 2 and &quot;quotes&quot;</p>',
    );
    expect(operatorHtml('   ')).toBe('');
  });
});
