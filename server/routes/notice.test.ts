// @vitest-environment node
// notice/detail (every role reads a notice with its body and attachments; unknown and malformed ids;
// no session) and GET /files/notice/<token> (bytes and headers, unknown and malformed tokens).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/domain/messages';
import { DEMO_ACCOUNTS } from '../db/seed';
import { noticeFiles, notices } from '../db/schema';
import { expectSecurityHeaders } from '../test-support/assertions';
import { TEST_DATABASES } from '../test-support/databases';
import { createHarness, type Harness } from '../test-support/harness';

describe.each(TEST_DATABASES)('notice/detail and attachments on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());

  const filesOf = (itemId: number) =>
    h.db.select().from(noticeFiles).where(eq(noticeFiles.itemId, itemId)).orderBy(asc(noticeFiles.sort));
  const withFiles = async () => {
    const all = await h.db.select().from(noticeFiles).orderBy(asc(noticeFiles.itemId), asc(noticeFiles.sort));
    return [...new Set(all.map((f) => f.itemId))];
  };
  const expected = async (itemId: number) => {
    const [n] = await h.db.select().from(notices).where(eq(notices.itemId, itemId));
    return {
      itemId,
      title: n!.title,
      importance: n!.importance,
      writeDate: n!.writeDate,
      crossDocLocation: n!.crossDocLocation ?? '',
      contents: n!.bodyHtml,
      fileList: (await filesOf(itemId)).map((f) => ({ fileName: f.fileName, fileDownUrl: `/files/notice/${f.token}` })),
    };
  };

  it.each(DEMO_ACCOUNTS.map((a) => a.userid))('%s reads a notice with its body and attachments', async (userid) => {
    const [itemId] = await withFiles();
    const a = await h.call('notice/detail', { itemId: String(itemId) }, { token: await h.as(userid) });
    const want = await expected(itemId!);
    expect(a.body).toEqual({ rt: 'success', data: want });
    expect(want.fileList.length).toBeGreaterThanOrEqual(1);
    expect(want.contents).toMatch(/<p>/);
  });

  it('answers every seeded notice; those without attachments have an empty fileList and crossDocLocation as stored', async () => {
    const token = await h.as('planner01');
    const ids = (await h.db.select({ itemId: notices.itemId }).from(notices)).map((n) => n.itemId);
    const attached = new Set(await withFiles());
    expect(attached.size).toBeGreaterThan(0);
    expect(attached.size).toBeLessThan(ids.length);
    for (const itemId of ids) {
      const a = await h.call('notice/detail', { itemId: String(itemId) }, { token });
      expect(a.body).toEqual({ rt: 'success', data: await expected(itemId) });
      if (!attached.has(itemId)) expect(a.body.data.fileList).toEqual([]);
    }
    const cross = await h.db.select().from(notices);
    expect(cross.some((n) => n.crossDocLocation === null)).toBe(true);
    expect(cross.some((n) => n.crossDocLocation !== null)).toBe(true);
  });

  it('refuses an unknown notice as not_found', async () => {
    const token = await h.as('partner01');
    for (const itemId of ['9999', '2147483647']) {
      const a = await h.call('notice/detail', { itemId }, { token });
      expect([a.status, a.body]).toEqual([404, { rt: 'not_found', rtMsg: msg.notFound }]);
    }
  });

  it('refuses malformed ids as bad_request, never a 500', async () => {
    const token = await h.as('planner01');
    for (const itemId of ['0', '-1', 'abc', '1.5', '', ' 1', '1e3', '0x10', '2147483648', '9'.repeat(40), null]) {
      const a = await h.call('notice/detail', { itemId }, { token });
      expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (itemId)` }]);
    }
  });

  it('needs a session', async () => {
    const [itemId] = await withFiles();
    for (const o of [{}, { token: 'not-a-token' }]) {
      const a = await h.call('notice/detail', { itemId: String(itemId) }, o);
      expect([a.status, a.body]).toEqual([401, { rt: 'unauthorized', rtMsg: msg.unauthorized }]);
    }
  });

  describe('GET /files/notice/<token>', () => {
    it('answers each attachment of a notice as a download with its bytes', async () => {
      const token = await h.as('master01');
      const seen = new Set<string>();
      for (const itemId of await withFiles()) {
        const { body } = await h.call('notice/detail', { itemId: String(itemId) }, { token });
        const stored = await filesOf(itemId);
        for (const [i, file] of (body.data.fileList as { fileName: string; fileDownUrl: string }[]).entries()) {
          const res = await h.request(file.fileDownUrl);
          expect(res.status).toBe(200);
          const bytes = new Uint8Array(await res.arrayBuffer());
          expect(Buffer.from(bytes).equals(Buffer.from(stored[i]!.content))).toBe(true);
          const pdf = file.fileName.endsWith('.pdf');
          expect(res.headers.get('content-type')).toBe(pdf ? 'application/pdf' : 'text/plain; charset=utf-8');
          if (pdf) expect(Buffer.from(bytes).toString('latin1')).toMatch(/^%PDF-1\.4\n[\s\S]*%%EOF\n$/);
          else expect(Buffer.from(bytes).toString('utf8')).toContain(file.fileName);
          expect(res.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
          expect(decodeURIComponent(res.headers.get('content-disposition')!.split("''")[1]!)).toBe(file.fileName);
          expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
          expect(res.headers.get('cache-control')).toBe('private, no-store');
          expectSecurityHeaders(res);
          seen.add(file.fileName.split('.').pop()!);
        }
      }
      expect(seen).toEqual(new Set(['pdf', 'txt']));
    });

    it('keeps the PDF cross-reference table pointing at its objects', async () => {
      const [pdf] = (await h.db.select().from(noticeFiles)).filter((f) => f.fileName.endsWith('.pdf'));
      const text = Buffer.from(pdf!.content).toString('latin1');
      const xref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      offsets.forEach((at, i) => expect(text.slice(at).startsWith(`${i + 1} 0 obj`)).toBe(true));
    });

    it('answers 404 for an unknown, malformed or empty token, with the security headers', async () => {
      const [file] = await h.db.select().from(noticeFiles).limit(1);
      for (const path of [
        `/files/notice/${'A'.repeat(43)}`,
        `/files/notice/${file!.token.slice(0, 42)}`,
        `/files/notice/${file!.token}x`,
        `/files/notice/${file!.id}`,
        `/files/notice/${encodeURIComponent("' or 1=1 --")}`,
      ]) {
        const res = await h.request(path);
        expect([path, res.status]).toEqual([path, 404]);
        expectSecurityHeaders(res);
      }
    });

    it('no longer serves the attachments of a deleted notice', async () => {
      await h.db.insert(notices).values({ itemId: 9002, title: '삭제될 공지', importance: '2', writeDate: '2026-03-01', bodyHtml: '<p>x</p>' });
      const token = 'T'.repeat(43);
      await h.db.insert(noticeFiles).values({ itemId: 9002, fileName: '임시.txt', filePath: '/tmp', sort: 0, token, content: Buffer.from('x') });
      expect((await h.request(`/files/notice/${token}`)).status).toBe(200);
      await h.db.delete(notices).where(eq(notices.itemId, 9002));
      expect((await h.request(`/files/notice/${token}`)).status).toBe(404);
      expect(await filesOf(9002)).toEqual([]);
    });
  });
});
