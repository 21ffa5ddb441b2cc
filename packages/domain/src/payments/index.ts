export * from './hosted-fields.ts';
export * from './card-brand.ts';
export * from './card-form.ts';
export * from './billing-address.ts';
export * from './add-card-input.ts';
export * from './gateway-errors.ts';
export * from './anti-forgery.ts';
export * from './payment-state.ts';
