import {
  AA_NON_TEXT_CONTRAST,
  contrastProblems,
  contrastRatio,
  readableTextOn,
  type BrandColours,
  type ContrastProblem,
} from './contrast.ts';

/**
 * The rider's app in dark mode (prefers-color-scheme: dark). An operator picks one palette; its
 * dark form keeps the brand's primary colour on dark neutrals, lightened only as far as it takes to
 * stand out on them. A palette that is dark already is its own dark form.
 */
export type ColourScheme = 'light' | 'dark';

/** Dark neutrals: every pair of them passes the branding screen's rule with room to spare. */
export const DARK_NEUTRALS = {
  backgroundColor: '#121212',
  tertiaryColor: '#2a2a2a',
  mainFontColor: '#ececec',
  headingFontColor: '#ffffff',
  secondaryTextColor: '#b3b3b3',
} as const;

/** A background on which white text reads better than black is a dark one. */
export function isDarkBackground(colour: string): boolean {
  return readableTextOn(colour) === '#ffffff';
}

function hexOf(channels: number[]): string {
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `colour` moved `share` (0–1) of the way to white. */
export function towardsWhite(colour: string, share: number): string {
  const n = Number.parseInt(colour.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return hexOf(channels.map((c) => c + (255 - c) * share));
}

/** Black, white or a grey: channels within 16 of each other. */
function isNeutral(colour: string): boolean {
  const n = Number.parseInt(colour.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return Math.max(...channels) - Math.min(...channels) <= 16;
}

/**
 * The primary colour as dark mode shows it: the operator's own when it stands out on the dark
 * background (3:1, as the branding screen asks of it on the light one). A black or grey one that
 * does not is ink, and ink on a dark page is white (white buttons with black text). A colour that
 * does not is moved towards white by steps of 5 % until it does; white stands out on every dark
 * background, so there always is such a step.
 */
export function darkPrimary(primary: string, background: string): string {
  if (contrastRatio(primary, background) >= AA_NON_TEXT_CONTRAST) return primary.toLowerCase();
  if (isNeutral(primary)) return '#ffffff';
  for (let step = 1; step <= 20; step++) {
    const colour = towardsWhite(primary, step / 20);
    if (contrastRatio(colour, background) >= AA_NON_TEXT_CONTRAST) return colour.toLowerCase();
  }
  return '#ffffff';
}

/** The palette riders see in dark mode for the operator's chosen (light mode) palette. */
export function darkSchemeColours(light: BrandColours): BrandColours {
  if (isDarkBackground(light.backgroundColor)) return light;
  return {
    ...DARK_NEUTRALS,
    primaryColor: darkPrimary(light.primaryColor, DARK_NEUTRALS.backgroundColor),
  };
}

/** The CSS variables of one scheme's palette (apps/web styles read these). */
export function themeVariables(colours: BrandColours): Record<string, string> {
  return {
    '--primary': colours.primaryColor,
    '--on-primary': readableTextOn(colours.primaryColor),
    '--secondary-text': colours.secondaryTextColor,
    '--background': colours.backgroundColor,
    '--main-font': colours.mainFontColor,
    '--heading-font': colours.headingFontColor,
    '--tertiary': colours.tertiaryColor,
    'color-scheme': isDarkBackground(colours.backgroundColor) ? 'dark' : 'light',
  };
}

/** The dark surface the app's bars take in a derived dark form (not a band of the primary). */
export const DARK_BAR = { background: '#1e1e1e', text: '#ffffff' } as const;

/**
 * The header bar is the primary colour; a derived dark form puts it on a dark surface instead, as
 * a band of a lightened primary (white, for a black one) would glare. An operator's own dark
 * palette keeps its bar.
 */
function darkBars(light: BrandColours): string {
  if (isDarkBackground(light.backgroundColor)) return '';
  return `;--header:${DARK_BAR.background};--on-header:${DARK_BAR.text}`;
}

function declarations(colours: BrandColours): string {
  return Object.entries(themeVariables(colours))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/**
 * The company's theme as one style sheet: the operator's palette, and its dark form for a phone
 * set to dark mode; or one scheme's alone (the console's preview of either). The values are
 * #rrggbb colours checked before they are stored.
 */
export function themeStyleSheet(light: BrandColours, only?: ColourScheme): string {
  if (only === 'light') return `:root{${declarations(light)}}`;
  const dark = `:root{${declarations(darkSchemeColours(light))}${darkBars(light)}}`;
  if (only === 'dark') return dark;
  return `:root{${declarations(light)}}@media (prefers-color-scheme:dark){${dark}}`;
}

/** One scheme's contrast problem: the branding screen's rule, applied to that scheme's palette. */
export interface SchemeContrastProblem extends ContrastProblem {
  scheme: ColourScheme;
}

/** The branding screen's contrast rule over both schemes the rider may see. */
export function schemeContrastProblems(light: BrandColours): SchemeContrastProblem[] {
  return [
    ...contrastProblems(light).map((p) => ({ ...p, scheme: 'light' as const })),
    ...contrastProblems(darkSchemeColours(light)).map((p) => ({
      ...p,
      scheme: 'dark' as const,
      message: `In dark mode: ${p.message}`,
    })),
  ];
}
