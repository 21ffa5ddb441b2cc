import { describe, expect, it } from 'vitest';
import { tileCredit } from './tile-credit.ts';

describe('tileCredit', () => {
  it('names the tile server from its URL template', () => {
    expect(tileCredit('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'Map tiles: tile.openstreetmap.org',
    );
    expect(tileCredit('https://tiles.example.com/{z}/{x}/{y}.png')).toBe(
      'Map tiles: tiles.example.com',
    );
    expect(tileCredit('not a url')).toBe('Map tiles');
  });
});
