import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';

/** A raster tile server on this machine, as MAP_TILE_URL would name one. */
export interface TileServer {
  /** The XYZ template for MAP_TILE_URL. */
  template: string;
  /** Where its tiles come from, e.g. http://127.0.0.1:41234 */
  origin: string;
  close(): Promise<void>;
}

const TILE = /^\/tiles\/(\d{1,2})\/(\d+)\/(\d+)\.png$/;
const SIZE = 256;

/**
 * A 256-pixel PNG tile drawn for its coordinates: a light ground, a darker square every other
 * tile, and grid lines at its edges, so a screenshot shows tiles in place.
 */
export function drawTile(z: number, x: number, y: number): Buffer {
  const png = new PNG({ width: SIZE, height: SIZE });
  const ground = (x + y + z) % 2 === 0 ? [232, 236, 228] : [214, 222, 232];
  for (let row = 0; row < SIZE; row += 1) {
    for (let column = 0; column < SIZE; column += 1) {
      const edge = row === 0 || column === 0;
      const [r, g, b] = edge ? [170, 170, 170] : ground;
      const at = (row * SIZE + column) * 4;
      png.data[at] = r!;
      png.data[at + 1] = g!;
      png.data[at + 2] = b!;
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** Serves drawn tiles at /tiles/{z}/{x}/{y}.png on a free port of the loopback address. */
export async function startTileServer(): Promise<TileServer> {
  const cache = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const match = TILE.exec(new URL(req.url ?? '/', 'http://tiles').pathname);
    if (!match || req.method !== 'GET') {
      res.writeHead(404).end();
      return;
    }
    const [, z, x, y] = match.map(Number) as [number, number, number, number];
    if (x >= 2 ** z || y >= 2 ** z) {
      res.writeHead(404).end();
      return;
    }
    const key = `${z}/${x}/${y}`;
    let tile = cache.get(key);
    if (!tile) {
      tile = drawTile(z, x, y);
      cache.set(key, tile);
    }
    res.writeHead(200, {
      'Content-Type': 'image/png',
      'Content-Length': String(tile.length),
      'Cache-Control': 'max-age=3600',
    });
    res.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    template: `${origin}/tiles/{z}/{x}/{y}.png`,
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
