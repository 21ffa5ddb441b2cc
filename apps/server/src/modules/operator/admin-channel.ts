import { chmodSync, unlinkSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Deps } from '../../core/deps.ts';
import { runAdminCommand, type AdminAnswer } from './admin-commands.ts';

/** Where a server on the embedded database takes company commands: a socket in DATA_DIR. */
export function adminSocketPath(dataDir: string): string {
  return join(dataDir, 'admin.sock');
}

/** Linux keeps socket paths in 108 bytes, with a terminating zero. */
export const SOCKET_PATH_MAX_BYTES = 107;
const REQUEST_MAX_BYTES = 64 * 1024;
const IDLE_TIMEOUT_MS = 30_000;

function answer(socket: Socket, reply: AdminAnswer): void {
  socket.end(`${JSON.stringify(reply)}\n`);
}

function serve(services: Deps, socket: Socket): void {
  let buffered = '';
  let done = false;
  socket.setEncoding('utf8');
  socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    if (done) return;
    buffered += chunk;
    const end = buffered.indexOf('\n');
    if (end < 0) {
      if (buffered.length > REQUEST_MAX_BYTES) {
        done = true;
        answer(socket, { ok: false, message: 'The request is too long.' });
      }
      return;
    }
    done = true;
    let request: { command?: unknown; input?: unknown };
    try {
      request = JSON.parse(buffered.slice(0, end)) as typeof request;
      if (typeof request !== 'object' || request === null) throw new Error('not an object');
    } catch {
      answer(socket, { ok: false, message: 'The request is not one JSON object.' });
      return;
    }
    void runAdminCommand(services.db, services.config, request.command, request.input).then(
      (reply) => {
        services.logger.info('Admin command', {
          command: String(request.command),
          ok: reply.ok,
          ...(reply.ok ? {} : { message: reply.message }),
        });
        // An invitation was written to the outbox: send it now rather than at the next poll.
        if (reply.ok) services.jobs?.wake();
        answer(socket, reply);
      },
    );
  });
}

/**
 * The local admin channel of a server on the embedded database, where only one process may open
 * the data: `npm run company:*` sends one JSON line `{command, input}` and reads one answer. The
 * socket is the data's owner's alone (mode 0600). Resolves to its closer, or to null when DATA_DIR
 * is too deep for a socket path (the commands then say the database is busy).
 */
export async function openAdminChannel(services: Deps): Promise<(() => Promise<void>) | null> {
  const path = adminSocketPath(services.config.dataDir);
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX_BYTES) {
    services.logger.error('Admin channel not opened: DATA_DIR is too long a path for a socket', {
      path,
    });
    return null;
  }
  // This process holds the data directory's lock, so a socket file here is a crashed server's.
  try {
    unlinkSync(path);
  } catch {
    // none left behind
  }
  const server = createServer((socket) => serve(services, socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // The listener's close removes the socket file; connections in flight finish on their own.
    });
}
