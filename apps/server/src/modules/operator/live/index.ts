/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { liveRideChanges } from './announce.ts';
export { openLiveEvents, type LiveEvents } from './live-events.ts';
export { liveResolvers } from './live.resolvers.ts';
export type { DispatchEventTable } from './live.tables.ts';
