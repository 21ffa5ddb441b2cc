/**
 * A small PMTiles version 3 archive for tests (the format: github.com/protomaps/PMTiles, spec v3):
 * a 127-byte header, an uncompressed root directory, JSON metadata and one vector tile at zoom 0,
 * whose "earth" layer is a square covering the world.
 */

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

const zigzag = (value: number) => (value << 1) ^ (value >> 31);
const field = (number: number, wire: number) => varint((number << 3) | wire);
const bytesField = (number: number, bytes: number[]) => [
  ...field(number, 2),
  ...varint(bytes.length),
  ...bytes,
];

/** A Mapbox Vector Tile with one layer, "earth", holding one polygon over the whole tile. */
export function earthTile(): Buffer {
  const extent = 4096;
  const geometry = [
    9, // MoveTo, one point
    zigzag(0),
    zigzag(0),
    26, // LineTo, three points
    zigzag(extent),
    zigzag(0),
    zigzag(0),
    zigzag(extent),
    zigzag(-extent),
    zigzag(0),
    15, // ClosePath
  ];
  const packed = geometry.flatMap(varint);
  const feature = [...field(3, 0), 3, ...bytesField(4, packed)]; // type POLYGON, geometry
  const name = [...Buffer.from('earth')];
  const layer = [
    ...field(15, 0),
    2, // version
    ...bytesField(1, name),
    ...bytesField(2, feature),
    ...field(5, 0),
    ...varint(extent),
  ];
  return Buffer.from(bytesField(3, layer));
}

/** The archive's bytes. */
export function buildPmtilesArchive(): Buffer {
  const tile = earthTile();
  // One entry: tile id 0 (zoom 0), run length 1, its length, offset 0 (written as offset + 1).
  const directory = Buffer.from([
    ...varint(1),
    ...varint(0),
    ...varint(1),
    ...varint(tile.length),
    ...varint(1),
  ]);
  const metadata = Buffer.from(
    JSON.stringify({ name: 'test basemap', vector_layers: [{ id: 'earth', fields: {} }] }),
  );
  const header = Buffer.alloc(127);
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const tilesOffset = metadataOffset + metadata.length;
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  header.writeBigUInt64LE(BigInt(rootOffset), 8);
  header.writeBigUInt64LE(BigInt(directory.length), 16);
  header.writeBigUInt64LE(BigInt(metadataOffset), 24);
  header.writeBigUInt64LE(BigInt(metadata.length), 32);
  header.writeBigUInt64LE(BigInt(tilesOffset), 40); // no leaf directories
  header.writeBigUInt64LE(0n, 48);
  header.writeBigUInt64LE(BigInt(tilesOffset), 56);
  header.writeBigUInt64LE(BigInt(tile.length), 64);
  header.writeBigUInt64LE(1n, 72); // addressed tiles
  header.writeBigUInt64LE(1n, 80); // tile entries
  header.writeBigUInt64LE(1n, 88); // tile contents
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(1, 99); // tile type: MVT
  header.writeUInt8(0, 100); // min zoom
  header.writeUInt8(0, 101); // max zoom
  header.writeInt32LE(-1_800_000_000, 102);
  header.writeInt32LE(-850_000_000, 106);
  header.writeInt32LE(1_800_000_000, 110);
  header.writeInt32LE(850_000_000, 114);
  header.writeUInt8(0, 118);
  header.writeInt32LE(0, 119);
  header.writeInt32LE(0, 123);
  return Buffer.concat([header, directory, metadata, tile]);
}
