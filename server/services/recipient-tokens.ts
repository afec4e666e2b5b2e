// The customer list's encCustNm / encCustTel (spec 1 §3): opaque tokens only this server can read, so the
// SMS page sends recipients back without the app ever holding a list of numbers it could forge. Each is
// AES-256-GCM over the field, the customer's key and the value, under a key derived (HKDF) from the
// server secret like the SSO and sign-up keys; sendSms reads the key back to check visibility and consent.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export type RecipientField = 'name' | 'tel';

export interface Recipient {
  readonly kwkkey: string;
  readonly value: string;
}

const IV = 12;
const TAG = 16;
const TOKEN = /^[A-Za-z0-9_-]+$/;

export class RecipientTokens {
  private readonly key: Buffer;

  /** Only the derived key is kept. */
  constructor(secret: string) {
    if (secret.length < 16) throw new Error('the recipient token secret must have at least 16 characters');
    this.key = Buffer.from(hkdfSync('sha256', secret, 'eduplanner-customers', 'recipient-aes-256-gcm', 32));
  }

  /** base64url(iv ‖ ciphertext ‖ tag); a new iv each time, so equal values give unrelated tokens. */
  seal(field: RecipientField, kwkkey: string, value: string): string {
    const iv = randomBytes(IV);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    // The field is authenticated data: a name token never passes for a phone token.
    cipher.setAAD(Buffer.from(`recipient:v1:${field}`));
    const body = Buffer.concat([cipher.update(JSON.stringify([kwkkey, value]), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** The customer key and value, or null for anything this server did not seal for this field. */
  open(field: RecipientField, token: string): Recipient | null {
    if (!TOKEN.test(token)) return null;
    const raw = Buffer.from(token, 'base64url');
    if (raw.length <= IV + TAG || raw.toString('base64url') !== token) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV));
      decipher.setAAD(Buffer.from(`recipient:v1:${field}`));
      decipher.setAuthTag(raw.subarray(raw.length - TAG));
      const text = Buffer.concat([decipher.update(raw.subarray(IV, raw.length - TAG)), decipher.final()]).toString('utf8');
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string') return null;
      return { kwkkey: parsed[0], value: parsed[1] };
    } catch {
      return null;
    }
  }
}
