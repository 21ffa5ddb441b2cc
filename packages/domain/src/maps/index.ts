export * from './map-tiles.ts';
