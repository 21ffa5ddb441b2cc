export * from './money-range.ts';
export * from './auto-capture.ts';
