/** WCAG relative luminance and contrast, used to pick readable text on a company's brand colour. */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the given background. */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000')
    ? '#ffffff'
    : '#000000';
}

/** WCAG 2 AA: normal text needs 4.5:1; borders and other non-text parts of controls need 3:1. */
export const AA_TEXT_CONTRAST = 4.5;
export const AA_NON_TEXT_CONTRAST = 3;

/** The colours an operator picks for the rider's app (#rrggbb each). */
export interface BrandColours {
  primaryColor: string;
  backgroundColor: string;
  mainFontColor: string;
  headingFontColor: string;
  secondaryTextColor: string;
  tertiaryColor: string;
}

export type BrandColourField = keyof BrandColours;

/** Every brand colour field, in the order the console shows them. */
export const BRAND_COLOUR_FIELDS: readonly BrandColourField[] = [
  'primaryColor',
  'backgroundColor',
  'mainFontColor',
  'headingFontColor',
  'secondaryTextColor',
  'tertiaryColor',
];

/** One pair of the rider's app colours that is too faint to read. */
export interface ContrastProblem {
  /** The colour to change (the foreground of the pair). */
  field: BrandColourField;
  /** What the pair is, as the operator reads it: "Text on background". */
  pair: string;
  /** The pair's contrast ratio, rounded down to two decimals (4.49 never shows as 4.5). */
  ratio: number;
  minimum: number;
  /** "Text on background: contrast 2.1:1, needs at least 4.5:1." */
  message: string;
}

interface PairRule {
  field: BrandColourField;
  pair: string;
  foreground: (c: BrandColours) => string;
  background: (c: BrandColours) => string;
  minimum: number;
}

/** Where the rider's app draws one colour on another (apps/web styles). */
const PAIRS: readonly PairRule[] = [
  {
    field: 'mainFontColor',
    pair: 'Text on background',
    foreground: (c) => c.mainFontColor,
    background: (c) => c.backgroundColor,
    minimum: AA_TEXT_CONTRAST,
  },
  {
    field: 'headingFontColor',
    pair: 'Headings on background',
    foreground: (c) => c.headingFontColor,
    background: (c) => c.backgroundColor,
    minimum: AA_TEXT_CONTRAST,
  },
  {
    field: 'secondaryTextColor',
    pair: 'Secondary text on background',
    foreground: (c) => c.secondaryTextColor,
    background: (c) => c.backgroundColor,
    minimum: AA_TEXT_CONTRAST,
  },
  {
    field: 'tertiaryColor',
    pair: 'Text on the tertiary colour (cards and chips)',
    foreground: (c) => c.mainFontColor,
    background: (c) => c.tertiaryColor,
    minimum: AA_TEXT_CONTRAST,
  },
  {
    field: 'primaryColor',
    pair: 'Button text on the primary colour',
    foreground: (c) => readableTextOn(c.primaryColor),
    background: (c) => c.primaryColor,
    minimum: AA_TEXT_CONTRAST,
  },
  {
    field: 'primaryColor',
    pair: 'Primary colour (buttons, selected borders) on background',
    foreground: (c) => c.primaryColor,
    background: (c) => c.backgroundColor,
    minimum: AA_NON_TEXT_CONTRAST,
  },
];

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * Every pair of the rider's app colours below WCAG AA, each naming the colour to change, or [] when
 * all read well. Colours that are not #rrggbb are left to the format check.
 */
export function contrastProblems(colours: BrandColours): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const rule of PAIRS) {
    const fg = rule.foreground(colours);
    const bg = rule.background(colours);
    if (!HEX.test(fg) || !HEX.test(bg)) continue;
    const ratio = Math.floor(contrastRatio(fg, bg) * 100) / 100;
    if (ratio >= rule.minimum) continue;
    problems.push({
      field: rule.field,
      pair: rule.pair,
      ratio,
      minimum: rule.minimum,
      message: `${rule.pair}: contrast ${ratio}:1, needs at least ${rule.minimum}:1.`,
    });
  }
  return problems;
}
