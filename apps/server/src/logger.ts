export type LogLevel = 'silent' | 'error' | 'info' | 'debug';
const ORDER: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

export interface Logger {
  error(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per event on stdout (stderr for errors), ready for any log collector. */
export function createLogger(level: LogLevel): Logger {
  const write = (
    at: Exclude<LogLevel, 'silent'>,
    message: string,
    fields?: Record<string, unknown>,
  ) => {
    if (ORDER[at] > ORDER[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields });
    (at === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    error: (message, fields) => write('error', message, fields),
    info: (message, fields) => write('info', message, fields),
    debug: (message, fields) => write('debug', message, fields),
  };
}
