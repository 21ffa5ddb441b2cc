import {
  darkSchemeColours,
  PRELOAD_ELEMENT_ID,
  themeStyleSheet,
  type BrandColours,
  type PreloadedAppData,
} from '@ride/domain';
import escapeHtml from 'escape-html';

/** JSON inside a script element must not be able to close it. */
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

interface PageHead {
  title: string;
  description: string;
}

/** What the page draws before JavaScript (docs/decisions/0092). */
export interface FirstPaintPage {
  /** The app's entry stylesheet, inlined. */
  css: string;
  /** Preload links for the chunks the screen needs, after the entry's. */
  links: string[];
  /** The screen's skeleton, drawn inside #root; null draws nothing there. */
  skeleton: string | null;
}

const ROOT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/;
const NO_SCRIPT = /<noscript>[^<]*<\/noscript>/;

/**
 * The skeleton inside #root, styled by the app's stylesheet inlined in the head. Its link stays in
 * the head, disabled: nothing is fetched before the first paint, and Vite's chunk loader, which
 * adds a chunk's stylesheets to the head unless a link to one is there, does not add the app's
 * after a screen's, so a screen's rules still follow the app's as in the bundle (decision 92).
 * The skeleton says itself that JavaScript is needed.
 */
function drawSkeleton(html: string, skeleton: string): string {
  return html
    .replace(STYLESHEET_LINK, (link) => link.replace('<link ', '<link disabled '))
    .replace(NO_SCRIPT, '')
    .replace(ROOT, () => `<div id="root">${skeleton}</div>`);
}

/**
 * index.html filled in for one company: title, description, theme colour, manifest, icons and
 * theme variables in the head, and the company's public data as inert JSON (not script), so the
 * first paint is branded without a round trip and without inline script.
 */
export function renderIndexHtml(
  template: string,
  data: PreloadedAppData,
  head: PageHead,
  firstPaint: FirstPaintPage | null = null,
): string {
  const { company } = data;
  const theme = company.theme;
  const tags = [
    `<title>${escapeHtml(head.title || 'Book a Ride')}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
  ];
  const colours: BrandColours = {
    primaryColor: theme.primaryColor,
    backgroundColor: theme.backgroundColor,
    mainFontColor: theme.mainFontColor,
    headingFontColor: theme.headingFontColor,
    secondaryTextColor: theme.secondaryTextColor,
    tertiaryColor: theme.tertiaryColor,
  };
  // The browser's bar takes the primary colour, in the scheme the phone is set to.
  tags.push(
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${escapeHtml(theme.primaryColor)}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${escapeHtml(darkSchemeColours(colours).primaryColor)}">`,
  );
  if (company.status !== 'unknown') {
    tags.push(`<link rel="manifest" href="/${escapeHtml(company.coid)}/manifest.json">`);
  }
  if (theme.iconUrl) {
    tags.push(`<link rel="icon" href="${escapeHtml(theme.iconUrl)}">`);
    tags.push(`<link rel="apple-touch-icon" href="${escapeHtml(theme.iconUrl)}">`);
  }
  // Colours are checked #rrggbb before they are stored; no "<" can close the element all the same.
  const sheet = themeStyleSheet(colours).replace(/</g, '\\3c ');
  tags.push(`<style id="company-theme">${sheet}</style>`);
  if (firstPaint) {
    tags.push(`<style id="first-paint">${firstPaint.css.replace(/</g, '\\3c ')}</style>`);
  }
  tags.push(
    `<script type="application/json" id="${PRELOAD_ELEMENT_ID}">${safeJson(data)}</script>`,
  );
  // The screen's chunks after the entry's own tags: the entry is fetched first.
  const links = firstPaint?.links.length ? `  ${firstPaint.links.join('\n    ')}\n  </head>` : null;
  let html = template.replace('<!--app-head-->', () => tags.join('\n    '));
  if (links) html = html.replace('</head>', () => links);
  return firstPaint?.skeleton ? drawSkeleton(html, firstPaint.skeleton) : html;
}
