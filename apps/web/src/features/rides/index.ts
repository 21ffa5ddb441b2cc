/**
 * The rides feature's public face: other features import only from here. Only what they use is
 * named here: a barrel entry is loaded with every screen that imports the barrel.
 */
export { RideLoadFailed, RideLoading } from './components/ride-loading.tsx';
export { RideStatusLabel } from './components/ride-status-label.tsx';
export { dropOffLine, placeLine } from './lib/ride-labels.ts';
