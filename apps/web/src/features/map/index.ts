/**
 * The map feature's public face: the booking screens show the route through MapPanel, and the
 * tracking screens add the driver and the rider to it.
 */
export { MapPanel } from './components/map-panel.tsx';
export type { LiveMarkers } from './lib/draw-live.ts';
