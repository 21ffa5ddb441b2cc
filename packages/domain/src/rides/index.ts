export * from './status.ts';
export * from './eligibility.ts';
