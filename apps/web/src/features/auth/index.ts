/**
 * The auth feature's public face: other features import only from here. The driver page's own
 * sign-in answers a failure in the riders' words.
 */
export { signInFailure } from './lib/failure-messages.ts';
