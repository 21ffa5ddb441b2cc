import {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  HEX_COLOR_PATTERN,
  readableTextOn,
} from '@ride/domain';

/** The company a mail comes from, as its riders know it. */
export interface MailBrand {
  name: string;
  /** An absolute http(s) address of the logo, or null: the name is shown instead. */
  logoUrl: string | null;
  /** '#rrggbb': the header band and the buttons. */
  primaryColor: string;
  /** The text colour on the primary colour. */
  textOnPrimary: string;
  supportEmail: string;
  supportPhone: string;
  /** The absolute address of the rider app. */
  homeUrl: string;
}

/** The colours every mail is drawn in, around the brand's own. */
export const PAPER = '#ffffff';
export const PAGE = '#f4f4f5';
export const INK = '#1a1a1a';
export const MUTED = '#595959';
export const RULE = '#d4d4d8';

export interface MailColours {
  primary: string;
  onPrimary: string;
  /** Links in running text: the brand's colour when it reads on white, else the text colour. */
  link: string;
  /** A button whose colour hardly shows on white gets a border, so its shape is seen. */
  buttonBorder: string;
}

/**
 * The brand's colours, made safe to draw: a primary that is not '#rrggbb' falls back to the
 * default (it is written into style attributes), and a text colour on it below WCAG AA is replaced
 * by black or white, whichever reads.
 */
export function mailColours(brand: Pick<MailBrand, 'primaryColor' | 'textOnPrimary'>): MailColours {
  const primary = HEX_COLOR_PATTERN.test(brand.primaryColor)
    ? brand.primaryColor
    : DEFAULT_PRIMARY_COLOR;
  const onPrimary =
    HEX_COLOR_PATTERN.test(brand.textOnPrimary) &&
    contrastRatio(brand.textOnPrimary, primary) >= AA_TEXT_CONTRAST
      ? brand.textOnPrimary
      : readableTextOn(primary);
  return {
    primary,
    onPrimary,
    link: contrastRatio(primary, PAPER) >= AA_TEXT_CONTRAST ? primary : INK,
    buttonBorder: contrastRatio(primary, PAPER) >= AA_NON_TEXT_CONTRAST ? primary : INK,
  };
}

/**
 * The logo's box in the mail's band, in CSS pixels. The logo image is drawn to exactly this shape
 * (twice the pixels), the logo itself fitted at its left, so the mail can give both dimensions.
 */
export const MAIL_LOGO_SIZE = { width: 160, height: 40 } as const;
