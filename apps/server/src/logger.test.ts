import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function collecting() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, sinks: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } };
}

const lines = (chunks: string[]) =>
  chunks
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createLogger', () => {
  it('writes the lines of one event-loop turn together, in order, as JSON lines', async () => {
    const { out, sinks } = collecting();
    const logger = createLogger('info', sinks);
    logger.info('first', { requestId: 'a' });
    logger.info('second', { requestId: 'b' });
    expect(out).toEqual([]);
    await nextTurn();
    expect(out).toHaveLength(1);
    expect(lines(out)).toMatchObject([
      { level: 'info', message: 'first', requestId: 'a' },
      { level: 'info', message: 'second', requestId: 'b' },
    ]);
    expect(typeof lines(out)[0]?.time).toBe('string');
  });

  it('writes an error at once, after the lines logged before it', () => {
    const { out, err, sinks } = collecting();
    const logger = createLogger('info', sinks);
    logger.info('before');
    logger.error('broken', { code: 'X' });
    expect(lines(out)).toMatchObject([{ message: 'before' }]);
    expect(lines(err)).toMatchObject([{ level: 'error', message: 'broken', code: 'X' }]);
  });

  it('does not hold much text: a large turn is written as it fills', () => {
    const { out, sinks } = collecting();
    const logger = createLogger('info', sinks);
    for (let i = 0; i < 2000; i += 1) logger.info('request', { path: '/graphql', i });
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((chunk) => chunk.length < 70 * 1024)).toBe(true);
  });

  it('leaves out what is below its level', async () => {
    const { out, err, sinks } = collecting();
    const errorsOnly = createLogger('error', sinks);
    errorsOnly.info('quiet');
    errorsOnly.debug('quieter');
    errorsOnly.error('loud');
    const silent = createLogger('silent', sinks);
    silent.error('nothing');
    await nextTurn();
    expect(out).toEqual([]);
    expect(lines(err)).toMatchObject([{ message: 'loud' }]);
  });

  it('writes pending lines when the process exits right after logging them', () => {
    const script = [
      "const { createLogger } = await import('./src/logger.ts');",
      "createLogger('info').info('last words', { requestId: 'z' });",
      'process.exit(3);',
    ].join('\n');
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: new URL('..', import.meta.url).pathname, encoding: 'utf8' },
    );
    expect(child.status).toBe(3);
    expect(lines([child.stdout])).toMatchObject([{ message: 'last words', requestId: 'z' }]);
  });
});
