import pino, { type DestinationStream } from 'pino';

export type LogLevel = 'silent' | 'error' | 'info' | 'debug';

export interface Logger {
  error(message: string, fields?: Record<string, unknown>): void;
  /** Something an operator should change, though the server works (logged at the info level). */
  warn(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
}

/**
 * Standard output through pino's asynchronous destination: lines written while a write is under
 * way leave together in the next one (decision 21), and pino writes what is pending when the
 * process exits.
 */
export function stdoutDestination(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/**
 * Fields that hold credentials, wherever a log call might pass them (at the top, one level
 * down, or as a GraphQL input): pino writes "[redacted]" instead (decision 57).
 */
const SECRET_FIELDS = [
  'secretKey',
  'publishableKey',
  'credentials',
  'stripeSecretKey',
  'secretsKey',
];
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => [
  field,
  `*.${field}`,
  `*.*.${field}`,
  `variables.input.${field}`,
]);

const ignore = () => undefined;
const silentLogger: Logger = { error: ignore, warn: ignore, info: ignore, debug: ignore };

/**
 * One JSON line per event (`time`, `level`, `message` and the fields), ready for any log
 * collector, through pino.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  if (level === 'silent') return silentLogger;
  const logger = pino(
    {
      level,
      base: { pid: process.pid },
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination ?? stdoutDestination(),
  );
  return {
    error: (message, fields) => logger.error(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    info: (message, fields) => logger.info(fields ?? {}, message),
    debug: (message, fields) => logger.debug(fields ?? {}, message),
  };
}
