// The customer easy sign-up link of a planner (spec 1 §2 QR page, /eduKakaoSync): <origin>/join/<token>,
// token = base64url(employee code) "." base64url(first 16 bytes of HMAC-SHA256). The key derives from the
// server secret (HKDF, its own salt and info), so only this server mints or accepts a planner's link.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Where the link lands; the public sign-up page itself arrives with the customer issue (spec 2). */
export const SIGN_UP_PATH = '/join/';

const MAC_BYTES = 16;
const TOKEN = /^([A-Za-z0-9_-]{1,40})\.([A-Za-z0-9_-]{22})$/;

export class SignUpLinks {
  private readonly key: Buffer;

  /** The secret is not kept: only the derived key. */
  constructor(secret: string) {
    if (secret.length < 16) throw new Error('the sign-up link secret must have at least 16 characters');
    this.key = Buffer.from(hkdfSync('sha256', secret, 'eduplanner-sign-up', 'sign-up-link', 32));
  }

  private mac(akdcde: string): Buffer {
    return createHmac('sha256', this.key).update(`sign-up:v1:${akdcde}`).digest().subarray(0, MAC_BYTES);
  }

  /** Deterministic: a planner's link stays the same, so a printed QR code keeps working. */
  token(akdcde: string): string {
    return `${Buffer.from(akdcde, 'utf8').toString('base64url')}.${this.mac(akdcde).toString('base64url')}`;
  }

  url(origin: string, akdcde: string): string {
    return `${origin}${SIGN_UP_PATH}${this.token(akdcde)}`;
  }

  /** The planner's employee code, or null for a token this server did not issue. */
  verify(token: string): string | null {
    const m = TOKEN.exec(token);
    if (!m) return null;
    const akdcde = Buffer.from(m[1]!, 'base64url').toString('utf8');
    if (Buffer.from(akdcde, 'utf8').toString('base64url') !== m[1]) return null;
    const given = Buffer.from(m[2]!, 'base64url');
    // Strict: 22 characters carry 132 bits for 128; a variant of the last one decodes alike but is not ours.
    if (given.toString('base64url') !== m[2]) return null;
    return given.length === MAC_BYTES && timingSafeEqual(given, this.mac(akdcde)) ? akdcde : null;
  }
}
