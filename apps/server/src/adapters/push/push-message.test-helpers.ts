import { createDecipheriv, hkdfSync, type ECDH } from 'node:crypto';

/** What a browser holds of its subscription to read a push message: its ECDH keys and the secret. */
export interface ReceiverKeys {
  ecdh: ECDH;
  authSecret: Buffer;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
const label = (text: string) => Buffer.from(`${text}\0`, 'ascii');

/**
 * Decrypts a Web Push message as a browser does (RFC 8291 on RFC 8188's aes128gcm), written from
 * the RFCs with node:crypto alone, so the tests do not check web-push against its own code.
 * Throws on anything a browser would drop: a bad header, another key, a tampered byte.
 */
export function decryptPushMessage(body: Buffer, receiver: ReceiverKeys): string {
  // RFC 8188 §2.1: salt (16) | rs (uint32) | idlen (1) | keyid (idlen) | records.
  if (body.length < 21) throw new Error('The message is shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  // RFC 8291 §4: the key id is the sender's ephemeral public key, an uncompressed P-256 point.
  if (idLength !== 65) throw new Error(`The key id is ${idLength} bytes, not a P-256 public key`);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  // RFC 8291 §4: one record, which fits the record size, with at least the 16-byte tag and a delimiter.
  if (record.length > recordSize) throw new Error('The message has more than one record');
  if (record.length < 17) throw new Error('The record is too short');

  // RFC 8291 §3.3–3.4: the input keying material from the ECDH secret and the auth secret.
  const receiverPublic = receiver.ecdh.getPublicKey();
  const ecdhSecret = receiver.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([label('WebPush: info'), receiverPublic, senderPublic]);
  const ikm = hkdf(receiver.authSecret, ecdhSecret, keyInfo, 32);
  // RFC 8188 §2.2–2.3: the content encryption key and the nonce (record 0: no XOR).
  const cek = hkdf(salt, ikm, label('Content-Encoding: aes128gcm'), 16);
  const nonce = hkdf(salt, ikm, label('Content-Encoding: nonce'), 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // RFC 8188 §2: the plaintext, a delimiter (2 in the last record), then any zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('The last record has no 0x02 padding delimiter');
  return new TextDecoder('utf-8', { fatal: true }).decode(padded.subarray(0, end));
}
