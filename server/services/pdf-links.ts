// The PDF links (spec 1 §7: GET pdf/mycstmrPdf with the list's filters as query; spec 3 §2 the plan map's
// view as pdf: GET pdf/eduplanPdf with the customer fields). The shell opens them outside the app, without
// the session, so a link carries its own credential: token = "<expiry>.<base64url userid>.<base64url
// HMAC-SHA256>", the MAC over the PDF's path, the user, the expiry and the exact query, under a key derived
// (HKDF) from the server secret. Altering a field, the user or the expiry breaks the MAC, and so does moving
// a token to the other PDF; an intact link stops working at its expiry.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const PDF_PATH = '/api/v1/pdf/mycstmrPdf';
/** The plan map's PDF (a customer's or a child's plan). */
export const PLAN_PDF_PATH = '/api/v1/pdf/eduplanPdf';
export type PdfPath = typeof PDF_PATH | typeof PLAN_PDF_PATH;
/** How long a link works. */
export const PDF_LINK_TTL_MS = 10 * 60_000;

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{1,40})\.([A-Za-z0-9_-]{43})$/;

export type PdfLinkCheck =
  | { readonly ok: true; readonly userid: string; readonly filters: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/** The query as signed: every field once, sorted by name, form-encoded. */
function canonical(fields: Readonly<Record<string, string>>): string {
  const q = new URLSearchParams();
  for (const k of Object.keys(fields).sort()) q.append(k, fields[k]!);
  return q.toString();
}

export class PdfLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    if (secret.length < 16) throw new Error('the PDF link secret must have at least 16 characters');
    this.key = Buffer.from(hkdfSync('sha256', secret, 'eduplanner-customers', 'pdf-link-hmac', 32));
  }

  private mac(pdf: PdfPath, userid: string, expiry: string, query: string): Buffer {
    return createHmac('sha256', this.key).update(`pdf:v2\n${pdf}\n${userid}\n${expiry}\n${query}`).digest();
  }

  /** The path and query of a link to `pdf` (the customer list's by default) for `userid` under these string form fields, valid for 10 minutes from `now`. */
  path(userid: string, filters: Readonly<Record<string, string>>, now: Date, pdf: PdfPath = PDF_PATH): string {
    const expiry = String(Math.floor((now.getTime() + PDF_LINK_TTL_MS) / 1000));
    const query = canonical(filters);
    const token = `${expiry}.${Buffer.from(userid, 'utf8').toString('base64url')}.${this.mac(pdf, userid, expiry, query).toString('base64url')}`;
    return `${pdf}?${query}${query ? '&' : ''}token=${token}`;
  }

  /** Checks a link to `pdf` (the customer list's by default) by its query as received (a field given twice is refused). */
  check(params: URLSearchParams, now: Date, pdf: PdfPath = PDF_PATH): PdfLinkCheck {
    const fields: Record<string, string> = {};
    let token: string | null = null;
    for (const [k, v] of params) {
      if (k === 'token') {
        if (token !== null) return { ok: false, reason: 'invalid' };
        token = v;
      } else {
        if (k in fields) return { ok: false, reason: 'invalid' };
        fields[k] = v;
      }
    }
    const m = token === null ? null : TOKEN.exec(token);
    if (!m) return { ok: false, reason: 'invalid' };
    const [, expiry, user, given] = m as unknown as [string, string, string, string];
    const userid = Buffer.from(user, 'base64url').toString('utf8');
    const mac = Buffer.from(given, 'base64url');
    // Strict spellings: a variant encoding of the same bytes is not the link that was issued.
    if (Buffer.from(userid, 'utf8').toString('base64url') !== user || mac.toString('base64url') !== given) return { ok: false, reason: 'invalid' };
    if (!timingSafeEqual(mac, this.mac(pdf, userid, expiry, canonical(fields)))) return { ok: false, reason: 'invalid' };
    if (Number(expiry) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, userid, filters: fields };
  }
}
