import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * A pseudo-locale for the rider app (issue 34 §7): the English catalogs, as the build compiled
 * them, with every letter accented and every vowel written twice, about 30 % longer (the longest
 * of the app's languages run about that much beyond English). Served in place of the English
 * catalog chunks, it shows where a longer language would clip or overflow a control.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
};
const VOWELS = new Set('aeiouyAEIOUY');

/** A text in the pseudo-locale; the `<0>`, `</0>` and `<0/>` marks of rich text are kept. */
export function pseudo(text: string): string {
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : [...part]
            .map((char) => {
              const accented = ACCENTED[char] ?? char;
              return VOWELS.has(char) ? accented + accented : accented;
            })
            .join(''),
    )
    .join('');
}

type Compiled = string | Compiled[] | { [branch: string]: Compiled };

/**
 * A compiled message (Lingui's: text parts and `[name, format, branches]` placeholders) with its
 * texts pseudo-localized, placeholders' names and formats kept.
 */
function pseudoMessage(message: Compiled, inPlaceholder = false): Compiled {
  if (typeof message === 'string') return inPlaceholder ? message : pseudo(message);
  if (Array.isArray(message)) {
    return message.map((part) =>
      Array.isArray(part)
        ? part.map((inner, index) => (index < 2 ? inner : pseudoMessage(inner as Compiled, false)))
        : pseudoMessage(part, inPlaceholder),
    );
  }
  return Object.fromEntries(
    Object.entries(message).map(([branch, value]) => [branch, pseudoMessage(value)]),
  );
}

/** A template literal's text as the program reads it (the build writes JSON inside one). */
function cooked(raw: string): string {
  return raw.replace(/\\(u\{[\da-f]+\}|u[\da-f]{4}|x[\da-f]{2}|[\s\S])/gi, (_, escape: string) => {
    if (/^u\{/i.test(escape)) return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
    if (/^[ux]/i.test(escape) && escape.length > 1)
      return String.fromCharCode(parseInt(escape.slice(1), 16));
    return { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' }[escape] ?? escape;
  });
}

/** A catalog chunk with its messages pseudo-localized. */
export function pseudoCatalogChunk(source: string): string {
  return source.replace(/JSON\.parse\(`((?:[^`\\]|\\[\s\S])*)`\)/g, (_, raw: string) => {
    const messages = JSON.parse(cooked(raw)) as Record<string, Compiled>;
    const changed = Object.fromEntries(
      Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message)]),
    );
    return `JSON.parse(${JSON.stringify(JSON.stringify(changed))})`;
  });
}

/**
 * The built app's English catalog chunks (`src/locales/en.ts`, `…/en.po`, `en.po`): each one's
 * address on the server, with its file in the build.
 */
function englishCatalogFiles(app: 'web' | 'console'): Map<string, string> {
  const dist = resolve(`apps/${app}/dist`);
  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const base = app === 'web' ? '/' : '/console/';
  return new Map(
    Object.entries(manifest)
      .filter(([key]) => /^src\/locales\/(en\.ts|en\.po|[\w-]+\/en\.po)$/.test(key))
      .map(([, chunk]) => [`${base}${chunk.file}`, resolve(dist, chunk.file)]),
  );
}

/**
 * Serves the context's pages the pseudo-locale in place of English, in the rider app or the
 * console: the English chunks are read from the build the server serves, not fetched again, so a
 * busy server's dropped connection cannot leave a page without its messages.
 */
export async function usePseudoLocale(
  context: BrowserContext,
  app: 'web' | 'console' = 'web',
): Promise<void> {
  const files = englishCatalogFiles(app);
  if (files.size === 0) throw new Error('No English catalog in the build: run npm run build');
  await context.route(
    (url) => files.has(url.pathname),
    (route) =>
      route.fulfill({
        contentType: 'text/javascript; charset=utf-8',
        body: pseudoCatalogChunk(
          readFileSync(files.get(new URL(route.request().url()).pathname)!, 'utf8'),
        ),
      }),
  );
}

/**
 * What a longer language breaks on the page: a page that scrolls sideways, a control that sticks
 * out of the screen, a control whose text is cut off or spills out of its box. Controls inside a
 * container that scrolls sideways on purpose (a strip of tabs), hidden ones and those drawn for
 * screen readers only are left out.
 */
export function overflowsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px)`);
    }
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const scrollsSideways = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const { overflowX } = getComputedStyle(up);
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const controls = document.querySelectorAll(
      'button, a, input, select, textarea, label, [role="tab"], h1, h2, .button',
    );
    for (const el of controls) {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (style.visibility === 'hidden' || box.width <= 1 || box.height <= 1) continue;
      if (el.closest('.visually-hidden, [aria-hidden="true"], .leaflet-container')) continue;
      if (scrollsSideways(el)) continue;
      if (box.left < -1 || box.right > width + 1) {
        problems.push(`${name(el)} sticks out of the screen (${box.left}–${box.right}px)`);
        continue;
      }
      if (style.display === 'inline' || el instanceof HTMLInputElement) continue;
      if (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${name(el)} is wider than its box (${el.scrollWidth} > ${el.clientWidth})`);
      }
      const clipsY = style.overflowY !== 'visible';
      if (clipsY && el.scrollHeight > el.clientHeight + 1) {
        problems.push(`${name(el)} is cut off (${el.scrollHeight} > ${el.clientHeight})`);
      }
    }
    return problems;
  });
}
