/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { noticesResolvers } from './notices.resolvers.ts';
