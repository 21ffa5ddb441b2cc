import { describe, expect, it } from 'vitest';
import {
  MAP_TILES_UNAVAILABLE,
  defaultTileCredit,
  isTileTemplate,
  mapTilesUnavailable,
  tileOrigin,
  watchTiles,
} from './map-tiles.ts';

describe('tile templates', () => {
  it('names the tile server from its URL template', () => {
    expect(defaultTileCredit('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'Map tiles: tile.openstreetmap.org',
    );
    expect(defaultTileCredit('https://tiles.example.com/{z}/{x}/{y}.png')).toBe(
      'Map tiles: tiles.example.com',
    );
    expect(defaultTileCredit('not a url')).toBe('Map tiles');
  });

  it('gives the origin the page must allow, port included', () => {
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://a.tile.example.org',
    );
    expect(tileOrigin('http://127.0.0.1:8090/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8090');
    expect(tileOrigin('javascript:alert(1)//{z}/{x}/{y}')).toBeNull();
  });

  it('accepts only http(s) templates naming {z}, {x} and {y}', () => {
    expect(isTileTemplate('https://tiles.example.com/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileTemplate('https://tiles.example.com/{z}/{x}.png')).toBe(false);
    expect(isTileTemplate('ftp://tiles.example.com/{z}/{x}/{y}.png')).toBe(false);
    expect(isTileTemplate('tiles/{z}/{x}/{y}.png')).toBe(false);
  });
});

describe('the notice without tiles', () => {
  it('names what the map still shows', () => {
    expect(mapTilesUnavailable('the route')).toBe(MAP_TILES_UNAVAILABLE);
    expect(mapTilesUnavailable('the service area')).toBe(
      'Map tiles unavailable — showing the service area only',
    );
  });
});

describe('watchTiles', () => {
  function fakeLayer() {
    const listeners: Record<string, (() => void)[]> = {};
    return {
      on(event: string, listener: () => void) {
        (listeners[event] ??= []).push(listener);
      },
      fire(event: 'tileload' | 'tileerror') {
        for (const listener of listeners[event] ?? []) listener();
      },
    };
  }

  it('reports tiles unavailable when they fail before any loads, and available once one does', () => {
    const layer = fakeLayer();
    const reports: boolean[] = [];
    watchTiles(layer, (available) => reports.push(available));
    layer.fire('tileerror');
    layer.fire('tileerror');
    expect(reports).toEqual([false]);
    layer.fire('tileload');
    layer.fire('tileload');
    expect(reports).toEqual([false, true]);
  });

  it('keeps a map whose tiles loaded available when a few tiles fail', () => {
    const layer = fakeLayer();
    const reports: boolean[] = [];
    watchTiles(layer, (available) => reports.push(available));
    layer.fire('tileload');
    layer.fire('tileerror');
    expect(reports).toEqual([true]);
  });
});
