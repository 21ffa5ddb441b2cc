export * from './constants.ts';
export * from './money.ts';
export * from './hours.ts';
export * from './user-agent.ts';
export * from './trip-type.ts';
export * from './company.ts';
export * from './contrast.ts';
export * from './booking-form.ts';
