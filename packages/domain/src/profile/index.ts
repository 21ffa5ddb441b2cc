export * from './profile-form.ts';
