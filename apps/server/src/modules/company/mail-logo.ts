import { createRequire } from 'node:module';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import { MAIL_LOGO_SIZE } from '../../messages/mail/index.ts';

/** The name under /<coid>/brand/ that serves the logo as mails show it. */
export const MAIL_LOGO_ASSET = 'mail-logo';

/** Drawn at twice the mail's CSS pixels, sharp on high-density screens. */
const WIDTH = MAIL_LOGO_SIZE.width * 2;
const HEIGHT = MAIL_LOGO_SIZE.height * 2;

/**
 * The fonts an SVG logo's text is drawn with, the same on every machine: DejaVu from npm, standing
 * in for whatever families the logo names (a new company's logo names Georgia).
 */
const fontFile = (name: string) =>
  createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
const FONTS: NonNullable<ResvgRenderOptions['font']> = {
  loadSystemFonts: false,
  fontFiles: ['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSerif', 'DejaVuSerif-Bold'].map(fontFile),
  defaultFontFamily: 'DejaVu Sans',
  sansSerifFamily: 'DejaVu Sans',
  serifFamily: 'DejaVu Serif',
};

/** Drawn logos by company and logo version: a logo changes rarely, mails load it often. */
const drawn = new LRUCache<string, Buffer>({
  max: 500,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (png) => png.byteLength,
});

interface LogoAsset {
  content_type: string;
  body: Uint8Array;
  updated_at: Date | string;
}

/** An SVG logo as a PNG as large as fits the box, its text in the fonts above. */
function svgAsPng(svg: Buffer): Buffer {
  const natural = new Resvg(svg, { font: FONTS });
  const scale = Math.min(WIDTH / natural.width, HEIGHT / natural.height);
  return new Resvg(svg, { font: FONTS, fitTo: { mode: 'zoom', value: scale } }).render().asPng();
}

/**
 * The company's logo as mails show it: a PNG of the mail's logo box (MAIL_LOGO_SIZE, twice the
 * pixels), the logo fitted at its left on a transparent ground. Most mail clients (Gmail, Outlook)
 * show no SVG, and a box of known shape lets the mail give the image both dimensions; resvg draws
 * it. Null when the logo cannot be drawn: the mail's band then carries the company's name.
 */
export function mailLogoPng(companyId: string, logo: LogoAsset): Buffer | null {
  if (logo.content_type !== 'image/svg+xml' && logo.content_type !== 'image/png') return null;
  const key = `${companyId}:${new Date(logo.updated_at).getTime()}`;
  const cached = drawn.get(key);
  if (cached) return cached;
  try {
    const body = Buffer.from(logo.body);
    const png = logo.content_type === 'image/svg+xml' ? svgAsPng(body) : body;
    const box =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<image width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMinYMid meet" ` +
      `href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
    const boxed = new Resvg(box).render().asPng();
    drawn.set(key, boxed);
    return boxed;
  } catch {
    return null;
  }
}
