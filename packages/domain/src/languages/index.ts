export * from './languages.ts';
export * from './distance-units.ts';
export * from './formats.ts';
export * from './operator-texts.ts';
