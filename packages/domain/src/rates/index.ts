export * from './types.ts';
export * from './arithmetic.ts';
export * from './promotion.ts';
export * from './quote.ts';
export * from './vehicle-fit.ts';
