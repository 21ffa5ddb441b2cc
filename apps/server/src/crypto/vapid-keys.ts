import { createECDH } from 'node:crypto';

/** The server's VAPID key pair (RFC 8292), base64url without padding as web-push takes it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

const bytesOf = (text: string) => (BASE64URL.test(text) ? Buffer.from(text, 'base64url') : null);

/**
 * What is wrong with a VAPID key pair, if anything: a 65-byte uncompressed P-256 public key, a
 * 32-byte private key, and the public key the private one's (else push services refuse every
 * message to browsers that subscribed with it).
 */
export function vapidKeyProblems(keys: VapidKeys): string[] {
  const problems: string[] = [];
  const publicKey = bytesOf(keys.publicKey);
  const privateKey = bytesOf(keys.privateKey);
  if (publicKey?.length !== 65 || publicKey[0] !== 0x04) {
    problems.push(
      'VAPID_PUBLIC_KEY: must be a P-256 public key, 65 bytes in base64url (npx web-push generate-vapid-keys)',
    );
  }
  if (privateKey?.length !== 32) {
    problems.push('VAPID_PRIVATE_KEY: must be a P-256 private key, 32 bytes in base64url');
  }
  if (problems.length > 0 || !publicKey || !privateKey) return problems;
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(privateKey);
  } catch {
    return ['VAPID_PRIVATE_KEY: must be a P-256 private key, 32 bytes in base64url'];
  }
  return ecdh.getPublicKey().equals(publicKey)
    ? []
    : [
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: not one key pair (the public key must be the private key’s)',
      ];
}

/** A contact push services accept (RFC 8292 §2.1): a mailto: address or an https: URL. */
export function isVapidSubject(text: string): boolean {
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(text)) return true;
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The contact when VAPID_SUBJECT is not set: the sender of mail (MAIL_FROM, "Name <address>" or a
 * bare address), else PUBLIC_URL when it is https, else the default mail sender.
 */
export function defaultVapidSubject(
  mailFrom: string | undefined,
  publicUrl: string | undefined,
  fallbackMailFrom: string,
): string {
  const address = mailFrom && (/<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim();
  if (address && isVapidSubject(`mailto:${address}`)) return `mailto:${address}`;
  if (publicUrl && isVapidSubject(publicUrl)) return publicUrl;
  return `mailto:${fallbackMailFrom}`;
}
