// @vitest-environment node
// GET /dev/outbox, the development page a demo shows: Korean headings and status labels, times in
// Korea time as yyyy-mm-dd HH:mm, newest first, an empty-state sentence, escaped texts, its own
// stylesheet (no inline style under the CSP); page and stylesheet are 404 unless development was chosen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../db/schema';
import { expectSecurityHeaders } from '../test-support/assertions';
import { TEST_DATABASES } from '../test-support/databases';
import { serverConfigFromEnv } from '../config';
import { createHarness, type Harness, TEST_CONFIG } from '../test-support/harness';

const LATER = new Date('2099-01-01T00:00:00Z');

describe.each(TEST_DATABASES)('/dev/outbox on $name (development chosen)', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database, { config: { ...TEST_CONFIG, development: true } });
  });
  afterAll(() => h.close());

  const page = async () => {
    const res = await h.request('/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(res);
    return res.text();
  };

  it('says so in Korean when nothing was sent yet', async () => {
    const text = await page();
    expect(text).toContain('<html lang="ko">');
    expect(text).toContain('문자 발송함 (개발용)');
    expect(text).toContain('아직 보낸 문자가 없습니다.');
    expect(text).not.toContain('<table');
  });

  it('lists messages newest first with Korea-time minutes, Korean status labels and escaped texts', async () => {
    await h.db.insert(smsOutbox).values([
      // 23:59 UTC on the 11th is 08:59 on the 12th in Korea.
      { createdAt: new Date('2026-03-11T23:59:30Z'), senderUserid: 'planner01', toTel: '01011112222', body: '[EduPlanner] <b>명함</b> & 링크', kind: 'profile', status: 'sent', nextAttemptAt: LATER },
      { createdAt: new Date('2026-03-12T01:05:00Z'), senderUserid: 'master01', toTel: '01033334444', body: '두 번째', kind: 'profile', status: 'queued', nextAttemptAt: LATER },
      { createdAt: new Date('2026-03-12T15:00:00Z'), senderUserid: 'planner02', toTel: '01055556666', body: '세 번째', kind: 'profile', status: 'failed', attempts: 5, nextAttemptAt: LATER, lastError: 'SMS gateway answered HTTP 500' },
    ]);
    const text = await page();
    expect(text).not.toContain('아직 보낸 문자가 없습니다.');
    for (const heading of ['보낸 시각', '받는 번호', '보낸 사람', '종류', '내용', '상태']) expect(text).toContain(`<th scope="col">${heading}</th>`);
    const rows = text.split('<tr>').slice(2);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('2026-03-13 00:00');
    expect(rows[0]).toContain('01055556666');
    expect(rows[0]).toContain('발송 실패');
    expect(rows[0]).toContain('SMS gateway answered HTTP 500');
    expect(rows[1]).toContain('2026-03-12 10:05');
    expect(rows[1]).toContain('발송 대기');
    expect(rows[2]).toContain('2026-03-12 08:59');
    expect(rows[2]).toContain('발송 완료');
    expect(rows[2]).toContain('명함');
    expect(rows[2]).toContain('&lt;b&gt;명함&lt;/b&gt; &amp; 링크');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    expect(text).not.toMatch(/<script|style=|\b(queued|sent|failed)<\/span>/i);
    expect(text).toContain('<link rel="stylesheet" href="/dev/outbox.css">');
  });

  it('serves its own stylesheet', async () => {
    const css = await h.request('/dev/outbox.css');
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    expect(await css.text()).toContain('.status-failed');
  });
});

// Off unless development was chosen: production, and the default (EDUPLANNER_ENV unset, NODE_ENV=production).
describe.each(TEST_DATABASES)('/dev/outbox without development on $name', (database) => {
  const configs = {
    production: serverConfigFromEnv({ EDUPLANNER_ENV: 'production' }, TEST_CONFIG),
    'EDUPLANNER_ENV unset': serverConfigFromEnv({}, TEST_CONFIG),
    'NODE_ENV=production': serverConfigFromEnv({ NODE_ENV: 'production' }, TEST_CONFIG),
    'development asked in production': serverConfigFromEnv({ EDUPLANNER_ENV: 'development', NODE_ENV: 'production' }, TEST_CONFIG),
  };
  for (const [name, config] of Object.entries(configs))
    it(`is not there, nor its stylesheet: ${name}`, async () => {
      const h = await createHarness(database, { config });
      try {
        for (const path of ['/dev/outbox', '/dev/outbox.css']) expect((await h.request(path)).status, path).toBe(404);
      } finally {
        await h.close();
      }
    });
});
