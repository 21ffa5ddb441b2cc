/** The map feature's public face: the booking screens show the route through MapPanel. */
export { MapPanel } from './components/map-panel.tsx';
