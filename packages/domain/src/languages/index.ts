export * from './languages.ts';
export * from './distance-units.ts';
export * from './formats.ts';
