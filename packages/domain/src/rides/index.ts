export * from './status.ts';
export * from './status-words.ts';
export * from './eligibility.ts';
export * from './driver-steps.ts';
export * from './current-trip.ts';
export * from './tip.ts';
export * from './dispatch-steps.ts';
export * from './assigned-driver.ts';
