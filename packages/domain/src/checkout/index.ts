export * from './phone.ts';
export * from './phone-country.ts';
export * from './guest-form.ts';
export * from './guest-payload.ts';
export * from './reservation-error.ts';
export * from './trip-total.ts';
