/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { isDatabaseReachable } from './maintenance.repository.ts';
export { schedulePurge } from './purge.ts';
