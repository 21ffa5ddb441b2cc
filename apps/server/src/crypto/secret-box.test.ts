import { describe, expect, it } from 'vitest';
import { parseSecretsKey } from '../config.ts';
import { openSecret, sealSecret, SecretUnreadableError } from './secret-box.ts';

const key = parseSecretsKey('11'.repeat(32))!;
const otherKey = parseSecretsKey('22'.repeat(32))!;

describe('sealSecret and openSecret', () => {
  it('gives back the plaintext, never showing it in the sealed text', () => {
    const sealed = sealSecret(key, 'sk_test_visible123');
    expect(sealed).not.toContain('sk_test');
    expect(sealed.startsWith(`v1.${key.id}.`)).toBe(true);
    expect(openSecret(key, sealed)).toBe('sk_test_visible123');
  });

  it('uses a fresh nonce for every value', () => {
    const first = sealSecret(key, 'same');
    const second = sealSecret(key, 'same');
    expect(first).not.toBe(second);
    expect(first.split('.')[2]).not.toBe(second.split('.')[2]);
    expect(Buffer.from(first.split('.')[2]!, 'base64url')).toHaveLength(12);
  });

  it('refuses another key, a changed byte and an unknown format', () => {
    const sealed = sealSecret(key, 'secret value');
    expect(() => openSecret(otherKey, sealed)).toThrow(SecretUnreadableError);
    const forged = { ...otherKey, id: key.id };
    expect(() => openSecret(forged, sealed)).toThrow(/authentication failed/);
    const body = Buffer.from(sealed.split('.')[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    const tampered = [...sealed.split('.').slice(0, 3), body.toString('base64url')].join('.');
    expect(() => openSecret(key, tampered)).toThrow(/authentication failed/);
    expect(() => openSecret(key, 'plain text')).toThrow(/unknown format/);
  });
});
