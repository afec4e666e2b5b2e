// @vitest-environment node
// The pages and files reachable without a session are guarded by unguessable tokens, in seeded demo data
// too: the derivations an earlier seed used (the seed's prng keyed on the user id for business cards, a
// hash of the notice and file number for attachments) are recomputed here and must open nothing, while
// the tokens really stored still work.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCards, noticeFiles } from '../db/schema';
import { rng } from '../db/seed/prng';
import { TEST_DATABASES } from '../test-support/databases';
import { createHarness, type Harness } from '../test-support/harness';

/** What the seed once derived: 24 bytes of its prng stream `card-token:<userid>`. */
const derivedCardToken = (userid: string) => {
  const r = rng(`card-token:${userid}`);
  return Buffer.from(Array.from({ length: 24 }, () => r.int(0, 255))).toString('base64url');
};
/** What the seed once stored for attachment `sort` of notice `itemId`. */
const derivedFileToken = (itemId: number, sort: number) =>
  createHash('sha256').update(`eduplanner demo notice file ${itemId}/${sort}`).digest('base64url');

describe.each(TEST_DATABASES)('public tokens on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());

  it('a business card token computed from the source opens no card; the stored one does', async () => {
    for (const userid of ['branch01', 'planner01', 'partner01']) {
      expect((await h.request(`/card/${derivedCardToken(userid)}`)).status, userid).toBe(404);
      const [row] = await h.db.select({ token: businessCards.token }).from(businessCards).where(eq(businessCards.userid, userid));
      expect(row!.token).not.toBe(derivedCardToken(userid));
      expect((await h.request(`/card/${row!.token}`)).status, userid).toBe(200);
    }
  });

  it('an attachment token computed from the source opens no file; the stored one does', async () => {
    const files = await h.db.select({ itemId: noticeFiles.itemId, sort: noticeFiles.sort, token: noticeFiles.token }).from(noticeFiles);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files.slice(0, 5)) {
      expect((await h.request(`/files/notice/${derivedFileToken(f.itemId, f.sort)}`)).status).toBe(404);
      expect((await h.request(`/files/notice/${f.token}`)).status).toBe(200);
    }
  });

  it('stored tokens carry at least 192 random bits and differ from user to user', async () => {
    const cards = await h.db.select({ token: businessCards.token }).from(businessCards);
    const files = await h.db.select({ token: noticeFiles.token }).from(noticeFiles);
    for (const { token } of [...cards, ...files]) expect(Buffer.from(token, 'base64url').byteLength).toBeGreaterThanOrEqual(24);
    expect(new Set(cards.map((c) => c.token)).size).toBe(cards.length);
  });

  it('a NUL, a control character or invalid UTF-8 in a public path is a 404, never a 500', async () => {
    for (const prefix of ['/card/', '/files/notice/', '/join/'])
      for (const bad of ['%00', 'abc%00def', '%1B', '%FF%FE', '%ED%A0%80', '%C0%80', '%'])
        expect((await h.request(`${prefix}${bad}`)).status, `${prefix}${bad}`).toBe(404);
  });
});
