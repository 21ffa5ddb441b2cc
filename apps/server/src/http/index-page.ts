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

/**
 * index.html filled in for one company: title, description, theme colour, manifest, icons and
 * theme variables in the head, and the company's public data as inert JSON (not script), so the
 * first paint is branded without a round trip and without inline script.
 */
export function renderIndexHtml(template: string, data: PreloadedAppData, head: PageHead): string {
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
  tags.push(
    `<script type="application/json" id="${PRELOAD_ELEMENT_ID}">${safeJson(data)}</script>`,
  );
  return template.replace('<!--app-head-->', tags.join('\n    '));
}
