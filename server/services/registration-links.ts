// The registration's secrets (docs/decisions.md D53): the planner's encSqno, the self-registration link's
// four parameters and the verification numbers' MACs, under keys derived (HKDF) from the server secret like
// the recipient tokens. Tokens are AES-256-GCM with a new IV each; the authenticated data names the field
// and, for the link's name, phone and planner, the request, so a part moved to another field or another
// link does not open. Only this server mints or opens them.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { SelfLink } from '../../src/domain/registration/pages';
import { openToken, parseJsonOrNull, sealToken } from './sealed-tokens';

/** What a self-registration link says, once every part opened and they agree on the request. */
export interface OpenedLink {
  readonly requestId: number;
  readonly name: string;
  readonly phone: string;
  readonly akdcde: string;
}

export class RegistrationKeys {
  private readonly aes: Buffer;
  private readonly mac: Buffer;

  /** Only the derived keys are kept. */
  constructor(secret: string) {
    if (secret.length < 16) throw new Error('the registration secret must have at least 16 characters');
    this.aes = Buffer.from(hkdfSync('sha256', secret, 'eduplanner-registration', 'registration-aes-256-gcm', 32));
    this.mac = Buffer.from(hkdfSync('sha256', secret, 'eduplanner-registration', 'auth-code-hmac', 32));
  }

  private seal(aad: string, value: string): string {
    return sealToken(this.aes, `registration:v1:${aad}`, value);
  }

  private open(aad: string, token: string): string | null {
    return openToken(this.aes, `registration:v1:${aad}`, token);
  }

  /** The planner's encSqno: the request and the planner it belongs to. */
  plannerHandle(requestId: number, ownerUserid: string): string {
    return this.seal('planner', JSON.stringify([requestId, ownerUserid]));
  }

  openPlannerHandle(token: string): { requestId: number; ownerUserid: string } | null {
    const parsed = parseJsonOrNull(this.open('planner', token));
    if (!Array.isArray(parsed) || parsed.length !== 2 || !Number.isSafeInteger(parsed[0]) || typeof parsed[1] !== 'string') return null;
    return { requestId: parsed[0] as number, ownerUserid: parsed[1] };
  }

  /** The four parameters of a self-registration link for this request. */
  link(requestId: number, name: string, phone: string, akdcde: string): SelfLink {
    return {
      encSqno: this.seal('link:sqno', JSON.stringify([requestId])),
      encName: this.seal(`link:name:${requestId}`, name),
      encPhoneNum: this.seal(`link:phone:${requestId}`, phone),
      encAkdcde: this.seal(`link:akdcde:${requestId}`, akdcde),
    };
  }

  /** The link's content, or null when any part is not this server's for this field and this request. */
  openLink(link: SelfLink): OpenedLink | null {
    const sqno = parseJsonOrNull(this.open('link:sqno', link.encSqno));
    if (!Array.isArray(sqno) || sqno.length !== 1 || !Number.isSafeInteger(sqno[0])) return null;
    const requestId = sqno[0] as number;
    const name = this.open(`link:name:${requestId}`, link.encName);
    const phone = this.open(`link:phone:${requestId}`, link.encPhoneNum);
    const akdcde = this.open(`link:akdcde:${requestId}`, link.encAkdcde);
    if (name === null || phone === null || akdcde === null) return null;
    return { requestId, name, phone, akdcde };
  }

  /**
   * The stored form of a verification number: an HMAC under a server key, bound to the request and the
   * phone. A plain hash of six digits would be reversed by trying the million of them.
   */
  codeMac(requestId: number, phone: string, code: string): string {
    return createHmac('sha256', this.mac).update(`auth-code:v1:${requestId}:${phone}:${code}`).digest('base64url');
  }

  codeMatches(stored: string, requestId: number, phone: string, code: string): boolean {
    const a = Buffer.from(stored, 'base64url');
    const b = Buffer.from(this.codeMac(requestId, phone, code), 'base64url');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
