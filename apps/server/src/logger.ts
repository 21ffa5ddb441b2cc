export type LogLevel = 'silent' | 'error' | 'info' | 'debug';
const ORDER: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

export interface Logger {
  error(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
}

/** Where log text goes: stdout and stderr, or a test's collectors. */
export interface LogSinks {
  out(text: string): void;
  err(text: string): void;
}

const processSinks: LogSinks = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** Info and debug lines wait at most this long in memory: the rest of the current event-loop turn. */
const MAX_PENDING_CHARS = 64 * 1024;

/** Every logger's pending lines, written out when the process exits however it exits. */
const pendingFlushes = new Set<() => void>();
let exitHookInstalled = false;

function flushOnExit(flush: () => void): void {
  pendingFlushes.add(flush);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // stdout and stderr are synchronous for files and pipes on POSIX, so this write completes.
  process.on('exit', () => {
    for (const pending of pendingFlushes) pending();
  });
}

/**
 * One JSON line per event on stdout (stderr for errors), ready for any log collector. Info and
 * debug lines are gathered and written once per event-loop turn: a line per request cost a
 * system call per request (decision 18). Errors are written at once, after any lines before them.
 */
export function createLogger(level: LogLevel, sinks: LogSinks = processSinks): Logger {
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    sinks.out(text);
  };
  if (ORDER[level] >= ORDER.info) flushOnExit(flush);

  const write = (
    at: Exclude<LogLevel, 'silent'>,
    message: string,
    fields?: Record<string, unknown>,
  ) => {
    if (ORDER[at] > ORDER[level]) return;
    const line = `${JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields })}\n`;
    if (at === 'error') {
      flush();
      sinks.err(line);
      return;
    }
    pending += line;
    if (pending.length >= MAX_PENDING_CHARS) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush).unref();
    }
  };
  return {
    error: (message, fields) => write('error', message, fields),
    info: (message, fields) => write('info', message, fields),
    debug: (message, fields) => write('debug', message, fields),
  };
}
