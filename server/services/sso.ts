// Single sign-on for the outside ordering site (spec 3 getSsoToken): an HMAC-SHA256 token over the
// user id and an expiry, and the user id encrypted with AES-256-GCM; both keys derive from one secret.
import { createCipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';

export interface SsoToken {
  readonly token: string;
  readonly userIdEnc: string;
}

export class SsoKeys {
  private readonly macKey: Buffer;
  private readonly encKey: Buffer;

  /** The secret itself is not kept: only the two derived keys, so it cannot leak through this object. */
  constructor(secret: string) {
    if (secret.length < 16) throw new Error('the single-sign-on secret must have at least 16 characters');
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'eduplanner-sso', info, 32));
    this.macKey = derive('hmac');
    this.encKey = derive('aes-256-gcm');
  }

  /** token = "<expiry epoch seconds>.<base64url HMAC of 'userid.expiry'>", so the site can check both. */
  issue(userid: string, now: Date, ttlMs: number): SsoToken {
    const expiry = Math.floor((now.getTime() + ttlMs) / 1000);
    const mac = createHmac('sha256', this.macKey).update(`${userid}.${expiry}`).digest('base64url');
    return { token: `${expiry}.${mac}`, userIdEnc: this.encrypt(userid) };
  }

  /** base64url(iv[12] ‖ ciphertext ‖ tag[16]). */
  encrypt(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encKey, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }
}

export const ssoSecretPath = (dataDir: string) => join(dataDir, 'sso.secret');

/**
 * EDUPLANNER_SSO_SECRET when set; otherwise a random secret kept in the data directory (mode 0600,
 * never logged, data/ is not in git), created on the first start and reused so tokens stay valid.
 */
export function loadSsoSecret(env: Readonly<Record<string, string | undefined>>, dataDir: string): string {
  const fromEnv = env.EDUPLANNER_SSO_SECRET?.trim();
  if (fromEnv) return fromEnv;
  const path = ssoSecretPath(dataDir);
  if (existsSync(path)) {
    const kept = readFileSync(path, 'utf8').trim();
    if (kept.length >= 16) return kept;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}
