export * from './saved-places.ts';
export * from './new-saved-place.ts';
