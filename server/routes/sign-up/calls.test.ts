// @vitest-environment node
// qr/signUpLink (spec 1 §2 QR page, /eduKakaoSync): each role's customer easy sign-up link on the
// configured public origin; its token verifies to the planner, is the same every time, and cannot be
// forged (checked with independent crypto, tampering, another secret and malformed tokens).
import { createHmac, hkdfSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { SIGN_UP_PATH, SignUpLinks } from '../../services/sign-up-link';
import { TEST_DATABASES } from '../../test-support/databases';
import { TEST_CONFIG, TEST_SSO_SECRET, createHarness, type Harness } from '../../test-support/harness';

const ORIGIN = 'https://app.eduplanner.example';

describe.each(TEST_DATABASES)('qr/signUpLink on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database, { config: { ...TEST_CONFIG, publicOrigin: ORIGIN } });
  });
  afterAll(() => h.close());

  const akdcdeOf = async (userid: string) => (await h.db.select().from(users).where(eq(users.userid, userid)))[0]!.akdcde;
  const linkOf = async (userid: string, headers: Record<string, string> = {}) => {
    const a = await h.call('qr/signUpLink', {}, { token: await h.login(userid), headers });
    expect(a.status).toBe(200);
    return a.body.data.url as string;
  };

  it.each(DEMO_ACCOUNTS.map((a) => a.userid))('%s gets a link that names them, signed with the server secret', async (userid) => {
    const url = await linkOf(userid);
    const akdcde = await akdcdeOf(userid);
    expect(url.startsWith(`${ORIGIN}${SIGN_UP_PATH}`)).toBe(true);
    const token = url.slice(`${ORIGIN}${SIGN_UP_PATH}`.length);
    expect(h.svc.signUp.verify(token)).toBe(akdcde);
    // Independently: HKDF key, HMAC over the versioned text, 16 bytes.
    const key = Buffer.from(hkdfSync('sha256', TEST_SSO_SECRET, 'eduplanner-sign-up', 'sign-up-link', 32));
    const mac = createHmac('sha256', key).update(`sign-up:v1:${akdcde}`).digest().subarray(0, 16).toString('base64url');
    expect(token).toBe(`${Buffer.from(akdcde).toString('base64url')}.${mac}`);
    // Short enough for a QR code of error level H at 210 px to stay easy to scan.
    expect(url.length).toBeLessThan(100);
  });

  it('is the same link every time (a printed QR code keeps working), and differs per planner', async () => {
    expect(await linkOf('planner01')).toBe(await linkOf('planner01'));
    expect(await linkOf('planner01')).not.toBe(await linkOf('planner02'));
  });

  it('takes its origin from configuration, never from request headers', async () => {
    const url = await linkOf('planner01', { Host: 'evil.example', Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' });
    expect(new URL(url).origin).toBe(ORIGIN);
  });

  it('cannot be forged: a tampered, swapped or foreign-keyed token does not verify', async () => {
    const mine = (await linkOf('planner01')).split('/').pop()!;
    const other = (await linkOf('planner02')).split('/').pop()!;
    const [code, mac] = mine.split('.') as [string, string];
    const [otherCode] = other.split('.') as [string, string];
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const foreign = new SignUpLinks('another-secret-0123456789abcdef').token(await akdcdeOf('planner01'));
    for (const bad of [
      `${code}.${flip(mac)}`,
      `${otherCode}.${mac}`,
      `${flip(code)}.${mac}`,
      foreign,
      '',
      'abc',
      `${code}.`,
      `.${mac}`,
      `${code}.${mac}.x`,
      `${code}.${mac}=`,
      `${code}.${mac.slice(0, -1)}`,
      `${code}=.${mac}`,
      `${'A'.repeat(41)}.${mac}`,
      `${code} .${mac}`,
    ])
      expect(h.svc.signUp.verify(bad), bad).toBeNull();
    // Other last characters that decode to the same 16 bytes (base64url's 4 spare bits) are not our link.
    const twins = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']
      .map((c) => `${mac.slice(0, -1)}${c}`)
      .filter((m) => m !== mac && Buffer.from(m, 'base64url').equals(Buffer.from(mac, 'base64url')));
    expect(twins.length).toBeGreaterThan(0);
    for (const twin of twins) expect(h.svc.signUp.verify(`${code}.${twin}`), twin).toBeNull();
    expect(h.svc.signUp.verify(mine)).toBe(await akdcdeOf('planner01'));
  });

  it('needs a live session', async () => {
    const a = await h.call('qr/signUpLink', {});
    expect([a.status, a.body.rt]).toEqual([401, 'unauthorized']);
  });

  it('refuses a short secret', () => {
    expect(() => new SignUpLinks('short')).toThrow(/16 characters/);
  });
});
