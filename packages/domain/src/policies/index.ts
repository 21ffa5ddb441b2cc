export * from './lead-times.ts';
export * from './cancellation-fee.ts';
export * from './service-area.ts';
