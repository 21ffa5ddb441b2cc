/** What other console features may use of dispatch: its live events and its ways of showing a ride. */
export { LiveBadge } from './components/live-badge.tsx';
export { useDispatchEvents } from './hooks/use-dispatch-events.ts';
export { formatPickup } from './lib/dispatch-format.ts';
