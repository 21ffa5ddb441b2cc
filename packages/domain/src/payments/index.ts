export * from './hosted-fields.ts';
