import { errorChain } from '../../db/unavailable.ts';

/** What ioredis says when a command cannot reach Redis, and Redis when it is not ready yet. */
const UNAVAILABLE_MESSAGES = [
  'Connection is closed.',
  "Stream isn't writeable and enableOfflineQueue options is false",
];

/**
 * Whether a failure is Redis being unreachable: a command given up on after its reconnect
 * attempts, a closed connection, or a server still loading its data.
 */
export function isRedisUnavailable(error: unknown): boolean {
  return errorChain(error).some((link) => {
    const { name, message } = link as { name?: unknown; message?: unknown };
    if (name === 'MaxRetriesPerRequestError') return true;
    if (typeof message !== 'string') return false;
    return UNAVAILABLE_MESSAGES.includes(message) || message.startsWith('LOADING ');
  });
}
