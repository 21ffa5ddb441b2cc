import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { adminSocketPath, openAdminChannel } from './admin-channel.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ride-admin-'));

/** Sends raw text on the channel and reads its one answer line. */
function send(text: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const socket = connect(adminSocketPath(dataDir));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(text));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(JSON.parse(received.split('\n')[0]!) as never));
  });
}

describe('the admin channel', () => {
  const api = useTestApi('pglite', { DATA_DIR: dataDir });
  let close: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    close = await openAdminChannel(api.services);
  });
  afterAll(async () => {
    await close?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is a socket only the data's owner may use", () => {
    const stat = statSync(adminSocketPath(dataDir));
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('refuses what is not one JSON object, and unknown commands', async () => {
    expect(await send('hello\n')).toEqual({
      ok: false,
      message: 'The request is not one JSON object.',
    });
    expect(await send('null\n')).toMatchObject({ ok: false });
    expect(await send('{"command":"company:drop","input":{}}\n')).toEqual({
      ok: false,
      message: 'Unknown command "company:drop".',
    });
  });

  it('checks the input again and answers refusals with their field', async () => {
    const before = await api.db.selectFrom('company').select('id').execute();
    const answer = await send(
      `${JSON.stringify({
        command: 'company:create',
        input: { coid: 'ok', name: 'Ok', adminEmail: 'a@b.test', currency: 42 },
      })}\n`,
    );
    expect(answer).toEqual({
      ok: false,
      code: 'BAD_USER_INPUT',
      field: 'currency',
      message: 'currency must be text.',
    });
    expect(await api.db.selectFrom('company').select('id').execute()).toEqual(before);
  });

  it('runs a command on the server’s database', async () => {
    const answer = await send(
      `${JSON.stringify({ command: 'company:disable', input: { coid: 'acme' } })}\n`,
    );
    expect(answer).toEqual({
      ok: true,
      result: { coid: 'acme', name: 'Acme Chauffeurs', changed: true },
    });
    const row = await api.db
      .selectFrom('company')
      .select('is_disabled')
      .where('id', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(row.is_disabled).toBe(true);
  });
});
