import {
  darkSchemeColours,
  themeStyleSheet,
  type BrandColours,
  type ColourScheme,
} from '@ride/domain';

const THEME_STYLE_ID = 'company-theme';

/** The browser bar's colour, per scheme (index.html carries one meta of each). */
function setThemeColourMeta(scheme: ColourScheme, colour: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(
    `meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`,
  );
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.media = `(prefers-color-scheme: ${scheme})`;
    document.head.append(meta);
  }
  meta.content = colour;
}

/**
 * Shows a palette in place of the preloaded theme: the company's style sheet rewritten (the
 * palette and its dark form, as the server writes it, or the one scheme asked for), never inline
 * styles, which would outweigh the dark form's media query.
 */
export function applyPalette(colours: BrandColours, only?: ColourScheme): void {
  let style = document.getElementById(THEME_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = THEME_STYLE_ID;
    document.head.prepend(style);
  }
  style.textContent = themeStyleSheet(colours, only);
  setThemeColourMeta('light', colours.primaryColor);
  setThemeColourMeta('dark', darkSchemeColours(colours).primaryColor);
}
