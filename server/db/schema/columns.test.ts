// @vitest-environment jsdom
// Attachment bytes survive the round trip on every database, also when written from a jsdom realm
// (where a Node Buffer is not an instance of the page's Uint8Array): the test image may be seeded there.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDb } from '../client';
import { TEST_DATABASES } from '../../test-support/databases';
import { noticeFiles, notices } from '../schema';
import { insertRows } from '../seed/bulk-insert';

describe.each(TEST_DATABASES)('bytea columns on $name', (database) => {
  let opened: OpenDb;
  beforeAll(async () => {
    opened = await database.open();
    await opened.db.insert(notices).values({ itemId: 1, title: '첨부 시험', importance: '2', writeDate: '2026-03-12', bodyHtml: '<p>본문</p>' });
  });
  afterAll(() => opened.close());

  it.each([
    ['a Node Buffer', () => Buffer.from('%PDF-1.4\n\u00ff\u0000끝', 'latin1')],
    ['a Uint8Array of the page', () => new Uint8Array([0, 1, 127, 128, 255])],
    ['an empty file', () => Buffer.alloc(0)],
  ])('stores %s byte for byte', async (_, make) => {
    const bytes = make();
    const token = `t-${Math.random().toString(36).slice(2)}`;
    await opened.db.insert(noticeFiles).values({ itemId: 1, fileName: 'a.pdf', filePath: '/a', sort: 0, token, content: bytes });
    const [row] = await opened.db.select().from(noticeFiles).where(eq(noticeFiles.token, token));
    expect([...row!.content]).toEqual([...bytes]);
  });

  it('keeps bytes written by the seed bulk insert (a Node Buffer from this realm)', async () => {
    const bytes = Buffer.from('%PDF-1.4\n\u00ff\u0000%%EOF\n', 'latin1');
    const token = `bulk-${Math.random().toString(36).slice(2)}`;
    await insertRows(opened.db, noticeFiles, [{ itemId: 1, fileName: 'b.pdf', filePath: '/b', sort: 1, token, content: bytes }]);
    const [row] = await opened.db.select().from(noticeFiles).where(eq(noticeFiles.token, token));
    expect(Buffer.from(row!.content).toString('latin1')).toBe(bytes.toString('latin1'));
  });
});
