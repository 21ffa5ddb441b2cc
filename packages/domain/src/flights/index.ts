export * from './flights.ts';
