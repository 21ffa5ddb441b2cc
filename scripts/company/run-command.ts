import { connect } from 'node:net';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { GraphQLError } from 'graphql';
import { ConfigError, loadConfig, type Config } from '../../apps/server/src/config.ts';
import { tryLockDataDir } from '../../apps/server/src/db/data-dir-lock.ts';
import { migrateToLatest, openDatabase, pgliteDirFor } from '../../apps/server/src/db/database.ts';
import { adminSocketPath } from '../../apps/server/src/modules/operator/admin-channel.ts';
import {
  runAdminCommand,
  type AdminAnswer,
  type AdminCommandName,
} from '../../apps/server/src/modules/operator/admin-commands.ts';

/** A refusal the command prints as it is, then exits 1. */
export class CommandError extends Error {}

/** How long a command waits for a server that is starting (it holds the data, not yet the socket). */
const BUSY_WAIT_MS = 60_000;
const ANSWER_TIMEOUT_MS = 120_000;

/** The service's input fields as the command line spells them. */
const FLAGS: Record<string, string> = {
  coid: '--coid',
  name: '--name',
  adminEmail: '--admin-email',
  currency: '--currency',
  timeZone: '--time-zone',
  country: '--country',
  base: '--base',
  serviceRadiusKm: '--service-radius-km',
};

/** The message a refusal prints: which option, and what is wrong with it. */
export function refusalMessage(message: string, field?: string): string {
  const flag = field ? FLAGS[field] : undefined;
  return flag ? `${flag}: ${message}` : message;
}

export function parseOptions<T extends NonNullable<ParseArgsConfig['options']>>(
  options: T,
  usage: string,
) {
  try {
    return parseArgs({ options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : error}\n\n${usage}`);
  }
}

/** The same checks the service makes, before anything is opened or sent. */
export function checkInput(check: () => unknown): void {
  try {
    check();
  } catch (error) {
    if (error instanceof GraphQLError) {
      throw new CommandError(refusalMessage(error.message, error.extensions.field as string));
    }
    throw error;
  }
}

type Attempt = { answer: AdminAnswer } | 'no-server';

/** Asks the running server over its admin channel; 'no-server' when nobody listens there. */
function askServer(path: string, command: AdminCommandName, input: unknown): Promise<Attempt> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let received = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(ANSWER_TIMEOUT_MS, () =>
      socket.destroy(new Error('The server did not answer in time.')),
    );
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ command, input })}\n`);
    });
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // No socket, or a stale one a crashed server left: nobody is there.
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) {
        resolve('no-server');
      } else reject(error);
    });
    socket.on('close', () => {
      const line = received.split('\n')[0];
      if (!line) {
        if (connected) reject(new Error('The server closed the admin channel without answering.'));
        return;
      }
      try {
        resolve({ answer: JSON.parse(line) as AdminAnswer });
      } catch {
        reject(new Error('The server answered something that is not JSON.'));
      }
    });
  });
}

async function runOnDatabase(
  config: Config,
  command: AdminCommandName,
  input: unknown,
): Promise<AdminAnswer> {
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolSize: 1 }
      : { pgliteDir: pgliteDirFor(config.dataDir) },
  );
  try {
    await migrateToLatest(database.db);
    return await runAdminCommand(database.db, config, command, input);
  } finally {
    await database.close();
  }
}

export type Where = 'PostgreSQL database' | 'running server' | 'embedded database';

/**
 * Runs a command where it can: PostgreSQL directly (any number of processes share it); on the
 * embedded database, through the running server's admin channel, or, with no server running, on
 * the data itself while holding its lock (a server starting meanwhile waits for us).
 */
export async function execute(
  command: AdminCommandName,
  input: unknown,
): Promise<{ result: unknown; where: Where }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CommandError(error.message);
    throw error;
  }
  const finish = (answer: AdminAnswer, where: Where) => {
    if (!answer.ok) throw new CommandError(refusalMessage(answer.message, answer.field));
    return { result: answer.result, where };
  };
  if (config.databaseUrl)
    return finish(await runOnDatabase(config, command, input), 'PostgreSQL database');

  const socket = adminSocketPath(config.dataDir);
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    const attempt = await askServer(socket, command, input);
    if (attempt !== 'no-server') return finish(attempt.answer, 'running server');
    const lock = tryLockDataDir(config.dataDir);
    if ('release' in lock) {
      try {
        return finish(await runOnDatabase(config, command, input), 'embedded database');
      } finally {
        lock.release();
      }
    }
    if (Date.now() > deadline) {
      throw new CommandError(
        `The embedded database in ${config.dataDir} is in use by process ${lock.heldBy}, and no server answers on ${socket}. Try again when it has finished or started.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs a command's main: refusals on stderr with exit code 1, anything unexpected too. */
export function main(command: AdminCommandName, run: () => Promise<void>): void {
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      const prefix = `${command}: `;
      if (error instanceof CommandError) console.error(`${prefix}${error.message}`);
      else console.error(prefix, error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
