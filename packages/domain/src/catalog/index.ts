export * from './amounts.ts';
export * from './rate-card-input.ts';
export * from './catalog-input.ts';
