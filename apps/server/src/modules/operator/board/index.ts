/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { loadAnnouncedRides, loadBoardRides } from './board-rides.ts';
export { boardResolvers } from './board.resolvers.ts';
