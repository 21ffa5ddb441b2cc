export * from './messages.ts';
export * from './email.ts';
export * from './password.ts';
export * from './name.ts';
export * from './forms.ts';
export * from './text.ts';
