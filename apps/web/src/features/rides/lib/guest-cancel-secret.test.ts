import { describe, expect, it } from 'vitest';
import { cancelSecretOf } from './guest-cancel-secret.ts';

describe('cancelSecretOf', () => {
  it('reads the secret from a mailed link’s fragment', () => {
    const secret = 'q2V9rS0b_-xY3kLmN8pQwErTyUiOpAsDfGhJ';
    expect(cancelSecretOf(`#cancel=${secret}`)).toBe(secret);
  });

  it('has none without a fragment, with another one, or with a malformed secret', () => {
    expect(cancelSecretOf('')).toBeNull();
    expect(cancelSecretOf('#main')).toBeNull();
    expect(cancelSecretOf('#cancel=short')).toBeNull();
    expect(cancelSecretOf('#cancel=has%20spaces%20in%20it%20here')).toBeNull();
  });
});
