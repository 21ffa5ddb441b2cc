import { PNG } from 'pngjs';

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * A square app icon: the brand colour with a light ring, so demo companies have real PNG icons
 * (browsers require PNG icons of 192 and 512 px to offer installation).
 */
export function brandIconPng(size: number, background: string, foreground: string): Buffer {
  const colours = { background: rgb(background), ring: rgb(foreground) };
  const png = new PNG({ width: size, height: size });
  const centre = size / 2;
  const outer = size * 0.34;
  const inner = size * 0.24;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      const [r, g, b] = d <= outer && d >= inner ? colours.ring : colours.background;
      const o = (y * size + x) * 4;
      png.data[o] = r;
      png.data[o + 1] = g;
      png.data[o + 2] = b;
      png.data[o + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

export function logoSvg(name: string, color: string): Buffer {
  const escaped = name.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60" role="img" aria-label="${escaped}">` +
      `<rect width="240" height="60" rx="8" fill="${color}"/>` +
      `<text x="120" y="38" font-family="Georgia, serif" font-size="22" fill="#ffffff" text-anchor="middle">${escaped}</text></svg>`,
  );
}
