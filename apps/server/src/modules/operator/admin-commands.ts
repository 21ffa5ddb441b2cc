import { GraphQLError } from 'graphql';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createCompany, disableCompany, enableCompany } from './company-setup.ts';

/**
 * The operations the company commands run, by name: the same function whether the command opens
 * the database itself or asks the running server over its admin channel.
 */
const ADMIN_COMMANDS = {
  'company:create': (db: Db, config: Config, input: unknown) => createCompany(db, config, input),
  'company:disable': (db: Db, _config: Config, input: unknown) => disableCompany(db, input),
  'company:enable': (db: Db, _config: Config, input: unknown) => enableCompany(db, input),
};

export type AdminCommandName = keyof typeof ADMIN_COMMANDS;

/** One command's answer, as the admin channel carries it (one JSON line). */
export type AdminAnswer =
  { ok: true; result: unknown } | { ok: false; message: string; code?: string; field?: string };

export function isAdminCommand(name: unknown): name is AdminCommandName {
  return typeof name === 'string' && Object.hasOwn(ADMIN_COMMANDS, name);
}

/** Runs one command; a refusal (bad input, existing id) is an answer, not a throw. */
export async function runAdminCommand(
  db: Db,
  config: Config,
  command: unknown,
  input: unknown,
): Promise<AdminAnswer> {
  if (!isAdminCommand(command)) {
    return { ok: false, message: `Unknown command ${JSON.stringify(command)}.` };
  }
  try {
    return { ok: true, result: await ADMIN_COMMANDS[command](db, config, input) };
  } catch (error) {
    if (error instanceof GraphQLError) {
      const { code, field } = error.extensions as { code?: string; field?: string };
      return {
        ok: false,
        message: error.message,
        ...(code ? { code } : {}),
        ...(field ? { field } : {}),
      };
    }
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
