export * from './amounts.ts';
export * from './rate-card-input.ts';
export * from './catalog-input.ts';
export * from './pricing-rules-input.ts';
