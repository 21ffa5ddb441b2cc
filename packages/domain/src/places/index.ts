export * from './saved-places.ts';
export * from './new-saved-place.ts';
export * from './place-labels.ts';
