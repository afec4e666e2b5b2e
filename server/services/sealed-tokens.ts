// AES-256-GCM tokens only this server can read: base64url(iv ‖ ciphertext ‖ tag), a new IV each time (equal
// values give unrelated tokens), the additional data naming what the token is for, so a token minted for
// one field or purpose never opens as another. Keys are derived from the server secret by their users.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV = 12;
const TAG = 16;
const TOKEN = /^[A-Za-z0-9_-]+$/;

export function sealToken(key: Buffer, aad: string, text: string): string {
  const iv = randomBytes(IV);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The sealed text, or null for anything not sealed under this key with this additional data. */
export function openToken(key: Buffer, aad: string, token: string): string | null {
  if (!TOKEN.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  // Strict base64url: a variant spelling of the same bytes is not the token that was given out.
  if (raw.length <= IV + TAG || raw.toString('base64url') !== token) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(raw.subarray(raw.length - TAG));
    return Buffer.concat([decipher.update(raw.subarray(IV, raw.length - TAG)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** JSON.parse that answers null instead of throwing (a token's text is ours, but checked anyway). */
export function parseJsonOrNull(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
