import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * A square app icon: the brand colour with a light ring, drawn pixel by pixel so demo companies
 * have real PNG icons (browsers require PNG icons of 192 and 512 px to offer installation).
 */
export function brandIconPng(size: number, background: string, foreground: string): Buffer {
  const [br, bg, bb] = rgb(background);
  const [fr, fg, fb] = rgb(foreground);
  const rows: Buffer[] = [];
  const centre = size / 2;
  const outer = size * 0.34;
  const inner = size * 0.24;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      const ring = d <= outer && d >= inner;
      const o = 1 + x * 4;
      row[o] = ring ? fr : br;
      row[o + 1] = ring ? fg : bg;
      row[o + 2] = ring ? fb : bb;
      row[o + 3] = 255;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function logoSvg(name: string, color: string): Buffer {
  const escaped = name.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60" role="img" aria-label="${escaped}">` +
      `<rect width="240" height="60" rx="8" fill="${color}"/>` +
      `<text x="120" y="38" font-family="Georgia, serif" font-size="22" fill="#ffffff" text-anchor="middle">${escaped}</text></svg>`,
  );
}
