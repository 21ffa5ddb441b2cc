/** Spec part 2 §9: the anti-forgery token is 20 random base-36 characters. */
export const ANTI_FORGERY_TOKEN_LENGTH = 20;

/**
 * A fresh anti-forgery token from crypto.getRandomValues (Web Crypto, in browsers and Node).
 * Bytes at or above 252 are drawn again so every character is equally likely.
 */
export function newAntiForgeryToken(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  let token = '';
  while (token.length < ANTI_FORGERY_TOKEN_LENGTH) {
    for (const byte of random(new Uint8Array(ANTI_FORGERY_TOKEN_LENGTH))) {
      if (byte < 252 && token.length < ANTI_FORGERY_TOKEN_LENGTH) token += (byte % 36).toString(36);
    }
  }
  return token;
}
