// The customer list's encCustNm / encCustTel (spec 1 §3): opaque tokens only this server can read, so the
// SMS page sends recipients back without the app ever holding a list of numbers it could forge. Each is
// AES-256-GCM over the field, the customer's key and the value, under a key derived (HKDF) from the
// server secret like the SSO and sign-up keys; sendSms reads the key back to check visibility and consent.
import { hkdfSync } from 'node:crypto';
import { openToken, parseJsonOrNull, sealToken } from './sealed-tokens';

export type RecipientField = 'name' | 'tel';

export interface Recipient {
  readonly kwkkey: string;
  readonly value: string;
}

export class RecipientTokens {
  private readonly key: Buffer;

  /** Only the derived key is kept. */
  constructor(secret: string) {
    if (secret.length < 16) throw new Error('the recipient token secret must have at least 16 characters');
    this.key = Buffer.from(hkdfSync('sha256', secret, 'eduplanner-customers', 'recipient-aes-256-gcm', 32));
  }

  /** A new token each time, so equal values give unrelated tokens; the field is in the authenticated data:
   *  a name token never passes for a phone token. */
  seal(field: RecipientField, kwkkey: string, value: string): string {
    return sealToken(this.key, `recipient:v1:${field}`, JSON.stringify([kwkkey, value]));
  }

  /** The customer key and value, or null for anything this server did not seal for this field. */
  open(field: RecipientField, token: string): Recipient | null {
    const parsed = parseJsonOrNull(openToken(this.key, `recipient:v1:${field}`, token));
    if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string') return null;
    return { kwkkey: parsed[0], value: parsed[1] };
  }
}
