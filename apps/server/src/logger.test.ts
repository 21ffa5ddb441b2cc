import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

/** A destination that keeps what pino writes. */
function collecting() {
  const written: string[] = [];
  return { written, destination: { write: (text: string) => void written.push(text) } };
}

const lines = (chunks: string[]) =>
  chunks
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Runs a script in a fresh Node process (with the TypeScript loader) and gives back its output. */
function runScript(lines: string[]) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', lines.join('\n')],
    { cwd: new URL('..', import.meta.url).pathname, encoding: 'utf8' },
  );
}

describe('createLogger', () => {
  it('writes one JSON line per event: time, level, message and the fields', () => {
    const { written, destination } = collecting();
    const logger = createLogger('info', destination);
    logger.info('first', { requestId: 'a' });
    logger.error('broken', { code: 'X' });
    const [first, second] = lines(written);
    expect(first).toMatchObject({ level: 'info', message: 'first', requestId: 'a' });
    expect(second).toMatchObject({ level: 'error', message: 'broken', code: 'X' });
    expect(new Date(String(first?.time)).toISOString()).toBe(first?.time);
  });

  it('leaves out what is below its level, and writes nothing when silent', () => {
    const { written, destination } = collecting();
    const errorsOnly = createLogger('error', destination);
    errorsOnly.info('quiet');
    errorsOnly.debug('quieter');
    errorsOnly.error('loud');
    createLogger('silent', destination).error('nothing');
    expect(lines(written).map((line) => line.message)).toEqual(['loud']);
  });

  it('writes debug lines at the debug level', () => {
    const { written, destination } = collecting();
    createLogger('debug', destination).debug('details', { step: 2 });
    expect(lines(written)).toMatchObject([{ level: 'debug', message: 'details', step: 2 }]);
  });

  it('never writes credential fields, at the top, nested or as a GraphQL input', () => {
    const { written, destination } = collecting();
    const secret = 'sk_test_loggedNever1234';
    createLogger('info', destination).error('saving failed', {
      secretKey: secret,
      gateway: { publishableKey: 'pk_test_loggedNever', credentials: { secretKey: secret } },
      variables: { input: { kind: 'STRIPE', secretKey: secret } },
    });
    const text = written.join('');
    expect(text).not.toContain('loggedNever');
    expect(lines(written)[0]).toMatchObject({
      secretKey: '[redacted]',
      gateway: { publishableKey: '[redacted]', credentials: '[redacted]' },
      variables: { input: { kind: 'STRIPE', secretKey: '[redacted]' } },
    });
  });

  it('writes every pending line, in order, when the process exits right after logging them', () => {
    const child = runScript([
      "const { createLogger } = await import('./src/logger.ts');",
      "const logger = createLogger('info');",
      "for (let i = 0; i < 2000; i += 1) logger.info('request', { i });",
      "logger.error('last words', { requestId: 'z' });",
      'process.exit(3);',
    ]);
    expect(child.status).toBe(3);
    const written = lines([child.stdout]);
    expect(written).toHaveLength(2001);
    expect(written.slice(0, 2000).map((line) => line.i)).toEqual([...Array(2000).keys()]);
    expect(written[2000]).toMatchObject({ level: 'error', message: 'last words' });
  });
});
