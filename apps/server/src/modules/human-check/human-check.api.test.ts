import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database.ts';
import { useTestApi } from '../../../test/api.ts';

describe.each(databaseKinds())('the human check on %s', (kind) => {
  const api = useTestApi(kind);

  /** What the ALTCHA widget does: fetch a challenge, solve it, encode the payload. */
  async function solvedPayload(coid = 'demo'): Promise<string> {
    const challenge = (await (
      await fetch(`${api.baseUrl}/${coid}/human-check/challenge`)
    ).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const payload = {
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  const check = (payload: string, coid = 'demo') =>
    fetch(`${api.baseUrl}/${coid}/recaptcha/${encodeURIComponent(payload)}`, {
      headers: { accept: 'application/json' },
    });

  it('serves a signed challenge that is never cached', async () => {
    const response = await fetch(`${api.baseUrl}/demo/human-check/challenge`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as Challenge;
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers "Human" with a short-lived pass for a solved challenge, once', async () => {
    const payload = await solvedPayload();
    const passed = await check(payload);
    expect(passed.status).toBe(200);
    expect(await passed.json()).toEqual({ name: 'Human' });
    const cookie = passed.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^human_check=[^;]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Strict/);
    // The same solution again is a replay.
    const replay = await check(payload);
    expect(replay.status).toBe(403);
    expect(await replay.json()).toEqual({
      error: 'HUMAN_CHECK_FAILED',
      message: 'The human check did not pass',
    });
  });

  it('never passes a forged, tampered or empty answer, and never answers an empty object', async () => {
    const solved = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString()) as {
      solution: { derivedKey: string };
    };
    const last = solved.solution.derivedKey.at(-1) === '0' ? '1' : '0';
    solved.solution.derivedKey = `${solved.solution.derivedKey.slice(0, -1)}${last}`;
    const tampered = Buffer.from(JSON.stringify(solved)).toString('base64');
    for (const answer of [tampered, 'Human', '{}', 'e30=', '%E0%A4', 'x'.repeat(9_000)]) {
      const response = await check(answer);
      expect(response.status, answer.slice(0, 40)).toBe(403);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.name).toBeUndefined();
      expect(Object.keys(body).length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for an unknown or disabled company', async () => {
    expect((await fetch(`${api.baseUrl}/ghost/human-check/challenge`)).status).toBe(404);
    expect((await check('anything', 'closed')).status).toBe(404);
  });
});
