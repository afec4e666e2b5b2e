// The token of the outside sales-system links (spec 2 §7 getToken): customer details, book-care visit
// confirmation, partner URLs, foreign partner registration. token = "<expiry>.<base64url HMAC-SHA256>", the
// MAC over the user id and the expiry (epoch seconds, 10 minutes on), under a key derived (HKDF) from the
// server secret with its own label, so it is no SSO token or PDF link. The outside system holds the same
// derived key and checks the MAC with the link's user id, then the expiry (check() below does the same).
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long a token works. */
export const SALES_TOKEN_TTL_MS = 10 * 60_000;

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export class SalesLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    if (secret.length < 16) throw new Error('the sales link secret must have at least 16 characters');
    this.key = Buffer.from(hkdfSync('sha256', secret, 'eduplanner-sales', 'sales-link-hmac', 32));
  }

  private mac(userid: string, expiry: string): Buffer {
    return createHmac('sha256', this.key).update(`sales:v1\n${userid}\n${expiry}`).digest();
  }

  /** A token for `userid`, valid for 10 minutes from `now`. */
  token(userid: string, now: Date): string {
    const expiry = String(Math.floor((now.getTime() + SALES_TOKEN_TTL_MS) / 1000));
    return `${expiry}.${this.mac(userid, expiry).toString('base64url')}`;
  }

  /** What the outside system checks: the MAC for this user, then the expiry. */
  check(userid: string, token: string, now: Date): 'ok' | 'invalid' | 'expired' {
    const m = TOKEN.exec(token);
    if (!m) return 'invalid';
    const [, expiry, given] = m as unknown as [string, string, string];
    const mac = Buffer.from(given, 'base64url');
    if (mac.toString('base64url') !== given || !timingSafeEqual(mac, this.mac(userid, expiry))) return 'invalid';
    return Number(expiry) * 1000 <= now.getTime() ? 'expired' : 'ok';
  }
}
