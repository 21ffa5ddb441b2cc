import { PNG } from 'pngjs';
import sanitizeHtml from 'sanitize-html';
import { badUserInput } from '../../core/errors.ts';

/** The largest image an operator may upload (logo, vehicle picture), in bytes of the file. */
export const MAX_IMAGE_BYTES = 512 * 1024;
/** Wider or taller PNGs are refused before decoding: a small file can unpack to a huge bitmap. */
export const MAX_IMAGE_SIDE = 2048;

export type ImageContentType = 'image/png' | 'image/svg+xml';

export interface UploadedImage {
  contentType: ImageContentType;
  body: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const UNSUPPORTED = 'Upload a PNG or SVG image.';

/**
 * What an SVG logo or picture may keep: shapes, text, gradients and their presentation
 * attributes. No scripts, event handlers, styles, links, embedded images, <use> or
 * foreignObject; references only to ids inside the file.
 */
const SVG_ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'svg',
    'g',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'title',
    'desc',
    'defs',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
  ],
  allowedAttributes: {
    '*': [
      'id',
      'fill',
      'fill-opacity',
      'fill-rule',
      'stroke',
      'stroke-width',
      'stroke-opacity',
      'stroke-linecap',
      'stroke-linejoin',
      'stroke-dasharray',
      'opacity',
      'transform',
      'clip-path',
      'clip-rule',
    ],
    svg: ['xmlns', 'width', 'height', 'viewBox', 'preserveAspectRatio', 'role', 'aria-label'],
    path: ['d'],
    rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
    circle: ['cx', 'cy', 'r'],
    ellipse: ['cx', 'cy', 'rx', 'ry'],
    line: ['x1', 'y1', 'x2', 'y2'],
    polyline: ['points'],
    polygon: ['points'],
    text: ['x', 'y', 'dx', 'dy', 'font-family', 'font-size', 'font-weight', 'text-anchor'],
    tspan: ['x', 'y', 'dx', 'dy', 'font-family', 'font-size', 'font-weight', 'text-anchor'],
    linearGradient: ['x1', 'y1', 'x2', 'y2', 'gradientUnits', 'gradientTransform'],
    radialGradient: ['cx', 'cy', 'r', 'fx', 'fy', 'gradientUnits', 'gradientTransform'],
    stop: ['offset', 'stop-color', 'stop-opacity'],
    clipPath: ['clipPathUnits'],
  },
  allowedSchemes: [],
  // Their content goes too, not just the tags (a foreignObject could carry a whole HTML page).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'foreignObject', 'iframe'],
  // XML: element and attribute names keep their case (viewBox, linearGradient).
  parser: { xmlMode: true },
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: withLocalReferencesOnly(attribs) }),
  },
};

/** Drops any attribute value that points outside the file: url(…) must name a local #id. */
function withLocalReferencesOnly(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const urls = [...value.matchAll(/url\(\s*['"]?([^'")]*)/gi)].map((m) => m[1] ?? '');
    if (urls.some((url) => !url.startsWith('#'))) continue;
    if (/javascript:|data:/i.test(value)) continue;
    kept[name] = value;
  }
  return kept;
}

function decodeBase64(data: string): Buffer {
  const compact = data.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64.test(compact))
    throw badUserInput('The image could not be read: send the file base64-encoded.', 'image');
  return Buffer.from(compact, 'base64');
}

function pngImage(bytes: Buffer): UploadedImage {
  // IHDR follows the signature: width and height are the first 8 bytes of its data.
  const width = bytes.length >= 24 ? bytes.readUInt32BE(16) : 0;
  const height = bytes.length >= 24 ? bytes.readUInt32BE(20) : 0;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
    throw badUserInput(
      `The image is too large: at most ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} pixels.`,
      'image',
    );
  try {
    PNG.sync.read(bytes);
  } catch {
    throw badUserInput('The PNG file is damaged and cannot be shown.', 'image');
  }
  return { contentType: 'image/png', body: bytes };
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/** Where the whitespace from `from` ends. */
function skipWhitespace(text: string, from: number): number {
  let at = from;
  while (at < text.length && WHITESPACE.has(text[at]!)) at += 1;
  return at;
}

/** Whether `text` has `word` at `at`, in any case. */
function startsAt(text: string, at: number, word: string): boolean {
  return text.slice(at, at + word.length).toLowerCase() === word;
}

/**
 * Where a doctype starting at `at` ends (after its `>`), its internal subset (`[…]`) included,
 * or -1 when it never closes. One pass, no pattern: each character is looked at a bounded number
 * of times.
 */
function doctypeEnd(text: string, at: number): number {
  let scan = at + '<!doctype'.length;
  while (scan < text.length && text[scan] !== '>' && text[scan] !== '[') scan += 1;
  if (text[scan] === '>') return scan + 1;
  if (text[scan] !== '[') return -1;
  // The subset ends at the first "]" followed (after whitespace) by ">".
  for (let close = text.indexOf(']', scan); close >= 0; close = text.indexOf(']', close + 1)) {
    const after = skipWhitespace(text, close + 1);
    if (text[after] === '>') return after + 1;
  }
  return -1;
}

/**
 * Where the <svg> element starts when the text is an SVG file (after a byte order mark, an XML
 * declaration, comments and a doctype, which are dropped), else -1. A scan in linear time: an
 * upload of many empty comments once froze the process inside a backtracking pattern.
 */
export function svgStart(text: string): number {
  let at = text.startsWith('\uFEFF') ? 1 : 0;
  at = skipWhitespace(text, at);
  if (startsAt(text, at, '<?xml')) {
    const end = text.indexOf('>', at);
    if (end < 0 || text[end - 1] !== '?') return -1;
    at = skipWhitespace(text, end + 1);
  }
  for (;;) {
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end < 0) return -1;
      at = skipWhitespace(text, end + 3);
    } else if (startsAt(text, at, '<!doctype')) {
      const end = doctypeEnd(text, at);
      if (end < 0) return -1;
      at = skipWhitespace(text, end);
    } else break;
  }
  const next = text[at + 4];
  return startsAt(text, at, '<svg') && next !== undefined && (next === '>' || WHITESPACE.has(next))
    ? at
    : -1;
}

/** An SVG reduced to the allowlist above; refused when nothing drawable is left. */
export function sanitizeSvg(text: string): string {
  const clean = sanitizeHtml(text, SVG_ALLOWED).trim();
  if (!/^<svg[\s>]/.test(clean) || !clean.endsWith('</svg>'))
    throw badUserInput('The SVG file has no drawing we can show.', 'image');
  // An SVG shown in <img> must declare its namespace.
  return clean.includes('xmlns="http://www.w3.org/2000/svg"')
    ? clean
    : clean.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
}

/**
 * An uploaded image (base64 of the file), checked by its content, not by a name or declared
 * type: a PNG that decodes, or an SVG (when allowed) sanitised to shapes and text. Anything else,
 * or anything over MAX_IMAGE_BYTES, is refused with BAD_USER_INPUT on `image`.
 */
export function readImageUpload(data: string, options: { allowSvg: boolean }): UploadedImage {
  if (data.length > Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 1024)
    throw badUserInput(`The image is too large: at most ${MAX_IMAGE_BYTES / 1024} kB.`, 'image');
  const bytes = decodeBase64(data);
  if (bytes.length > MAX_IMAGE_BYTES)
    throw badUserInput(`The image is too large: at most ${MAX_IMAGE_BYTES / 1024} kB.`, 'image');
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngImage(bytes);
  const text = bytes.toString('utf8');
  const start = svgStart(text);
  if (start >= 0) {
    if (!options.allowSvg) throw badUserInput('Upload a PNG image.', 'image');
    return { contentType: 'image/svg+xml', body: Buffer.from(sanitizeSvg(text.slice(start))) };
  }
  throw badUserInput(options.allowSvg ? UNSUPPORTED : 'Upload a PNG image.', 'image');
}
