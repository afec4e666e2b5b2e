// @vitest-environment node
// common/postSearch (spec 3 §7; docs/api.md "Address search"): from the seeded address table, every term
// of the keyword found in an address (road, lot, building name, postal code), ten a page in the table's
// order, for every position; the keyword rules answered as bad_request with the popup's message (audited
// without the keyword); the page fields bounded; an empty table said to be unavailable. Then the same call
// forwarded to the road-address API (a key configured) over a stand-in fetch with the service's recorded
// answers: the answer mapped, its keyword refusal passed on, its failures unavailable.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEYWORD_MAX } from '../../src/domain/common-popup/keyword';
import { msg } from '../../src/domain/messages';
import { DEMO_ACCOUNTS } from '../db/seed';
import { addresses } from '../db/schema';
import { SEEDED_ADDRESSES, seededJusoMatching } from '../test-support/address-data';
import { TEST_DATABASES } from '../test-support/databases';
import { createHarness, type Harness, TEST_CONFIG } from '../test-support/harness';

const SEEDED = SEEDED_ADDRESSES;
const matching = seededJusoMatching;
const page = (keyword: string, currentPage = 1, countPerPage = 10) => ({ keyword, currentPage: String(currentPage), countPerPage: String(countPerPage) });
const answer = (keyword: string, currentPage = 1, countPerPage = 10) => {
  const all = matching(keyword);
  return {
    rt: 'success',
    data: { common: { totalCount: all.length, currentPage, countPerPage }, juso: all.slice((currentPage - 1) * countPerPage, currentPage * countPerPage) },
  };
};

describe.each(TEST_DATABASES)('common/postSearch from the address table on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());
  const search = async (fields: Record<string, string>, userid = 'planner01') => (await h.call('common/postSearch', fields, { token: await h.as(userid) })).body;

  it('holds a few thousand addresses with five-digit postal codes', () => {
    expect(SEEDED.length).toBeGreaterThan(3000);
    expect(SEEDED.every((r) => /^\d{5}$/.test(r.zipNo))).toBe(true);
  });

  it.each(DEMO_ACCOUNTS.map((a) => a.userid))('%s may search: the first page of a road, ten in the table’s order, and the count of all', async (userid) => {
    expect(matching('테헤란로').length).toBeGreaterThan(20);
    expect(await search(page('테헤란로'), userid)).toEqual(answer('테헤란로'));
  });

  it('pages on: the next pages, the last one short, a page past the end empty with the same count', async () => {
    const total = matching('테헤란로').length;
    const last = Math.ceil(total / 10);
    for (const n of [2, last, last + 1]) expect(await search(page('테헤란로', n))).toEqual(answer('테헤란로', n));
    expect((await search(page('테헤란로', last))).data.juso.length).toBe(total - (last - 1) * 10);
    expect(await search(page('테헤란로', 1, 100))).toEqual(answer('테헤란로', 1, 100));
  });

  it.each([
    ['every word, in any order, across road and district', '반포대로 서초구'],
    ['a road two districts share', '강남대로'],
    ['a word of two characters (no trigram)', '역삼'],
    ['a lot address: dong and number', `${SEEDED[40]!.jibunAddr.split(' ').at(-2)} ${SEEDED[40]!.jibunAddr.split(' ').at(-1)}`],
    ['a postal code', SEEDED[100]!.zipNo],
    ['a building name in Latin letters, in another case', 'sk뷰'],
    ['spaces around and between the words', '  송파대로    문정동 '],
  ])('finds %s: %j', async (_, keyword) => {
    expect(matching(keyword).length).toBeGreaterThan(0);
    expect(await search(page(keyword))).toEqual(answer(keyword));
  });

  it.each(['없는도로명', '테헤란로 99999', '테헤란_', '테헤란\\로'])('finds nothing for %j: count 0, no addresses (LIKE wildcards are plain characters)', async (keyword) => {
    expect(await search(page(keyword))).toEqual({ rt: 'success', data: { common: { totalCount: 0, currentPage: 1, countPerPage: 10 }, juso: [] } });
  });

  it.each([
    ['', msg.jusoKeywordRequired],
    ['   ', msg.jusoKeywordRequired],
    ['역', msg.jusoKeywordTooShort],
    ['가'.repeat(KEYWORD_MAX + 1), msg.jusoKeywordTooLong(KEYWORD_MAX)],
    ['테헤란로%', msg.jusoKeywordSpecial],
    ["1' or 1=1", msg.jusoKeywordSpecial],
    ['강남 or 역삼', msg.jusoKeywordReserved('OR')],
    ['drop table', msg.jusoKeywordReserved('DROP')],
  ])('refuses the keyword %j with bad_request and the popup’s message, audited without the keyword', async (keyword, message) => {
    const before = h.audit.length;
    const a = await h.call('common/postSearch', page(keyword), { token: await h.as('planner01') });
    expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: message }]);
    const audited = h.audit.slice(before);
    expect(audited.map((e) => [e.path, e.rt])).toEqual([['common/postSearch', 'bad_request']]);
    if (keyword.trim()) expect(JSON.stringify(audited)).not.toContain(keyword.trim());
  });

  it.each([
    [{ keyword: '테헤란로', currentPage: '0', countPerPage: '10' }, 'currentPage'],
    [{ keyword: '테헤란로', currentPage: '1001', countPerPage: '10' }, 'currentPage'],
    [{ keyword: '테헤란로', currentPage: '1', countPerPage: '101' }, 'countPerPage'],
    [{ keyword: '테헤란로', currentPage: '1', countPerPage: '0' }, 'countPerPage'],
    [{ keyword: '테헤란로', currentPage: 'x', countPerPage: '10' }, 'currentPage'],
    [{ currentPage: '1', countPerPage: '10' }, 'keyword'],
    [{ keyword: '가'.repeat(201), currentPage: '1', countPerPage: '10' }, 'keyword'],
  ])('refuses %j with bad_request naming %s', async (fields, field) => {
    expect(await search(fields)).toEqual({ rt: 'bad_request', rtMsg: `${msg.badRequest} (${field})` });
  });

  // Last: it empties the table.
  it('says the search is unavailable when the table is empty (a production database has no demo rows)', async () => {
    await h.db.delete(addresses);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const a = await h.call('common/postSearch', page('테헤란로'), { token: await h.as('planner01') });
      expect([a.status, a.body]).toEqual([500, { rt: 'server_error', rtMsg: msg.jusoUnavailable }]);
      expect(stderr.mock.calls.map((c) => String(c[0])).join('')).toContain('the address table is empty');
    } finally {
      stderr.mockRestore();
    }
  });
});

describe.each(TEST_DATABASES)('common/postSearch forwarded to the road-address API on $name', (database) => {
  const FIXTURES = join(import.meta.dirname, '..', 'test-support', 'fixtures', 'juso-api');
  const fixture = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));
  const juso = { apiKey: 'test-confm-key', apiUrl: 'https://juso.example.test/addrlink/addrLinkApi.do', timeoutMs: 1_000 };
  let h: Harness;
  let asked: URLSearchParams[];
  beforeAll(async () => {
    h = await createHarness(database, { config: { ...TEST_CONFIG, juso } });
  });
  afterAll(() => h.close());
  afterEach(() => vi.unstubAllGlobals());
  /** The network, standing in: records each form sent to the service's address and answers `reply`. */
  const network = (reply: () => Response | Promise<Response>) => {
    asked = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      expect(url).toBe(juso.apiUrl);
      asked.push(new URLSearchParams(String(init.body)));
      return reply();
    });
  };
  const search = async (keyword: string) => {
    const a = await h.call('common/postSearch', page(keyword, 2), { token: await h.as('planner02') });
    return [a.status, a.body];
  };

  it('answers the service’s page in the call’s shape, having sent the normalised keyword with the key', async () => {
    network(() => Response.json(fixture('success')));
    expect(await search('  테헤란로   152 ')).toEqual([
      200,
      {
        rt: 'success',
        data: {
          common: { totalCount: 23, currentPage: 2, countPerPage: 10 },
          juso: [
            { roadAddr: '서울특별시 강남구 테헤란로 152 (역삼동)', jibunAddr: '서울특별시 강남구 역삼동 737 강남파이낸스센터', zipNo: '06236', bdNm: '강남파이낸스센터' },
            { roadAddr: '서울특별시 강남구 테헤란로 156 (역삼동)', jibunAddr: '서울특별시 강남구 역삼동 736-1', zipNo: '06236', bdNm: '' },
          ],
        },
      },
    ]);
    expect(asked.map((f) => Object.fromEntries(f))).toEqual([{ confmKey: 'test-confm-key', currentPage: '2', countPerPage: '10', keyword: '테헤란로 152', resultType: 'json' }]);
  });

  it('checks the keyword before asking the service', async () => {
    network(() => Response.json(fixture('success')));
    expect(await search('테헤란로%')).toEqual([400, { rt: 'bad_request', rtMsg: msg.jusoKeywordSpecial }]);
    expect(asked).toHaveLength(0);
  });

  it('passes on the service’s refusal of a keyword as refused, with its message', async () => {
    network(() => Response.json(fixture('error-keyword')));
    expect(await search('서울특별시')).toEqual([409, { rt: 'refused', rtMsg: '주소를 상세히 입력해 주시기 바랍니다.' }]);
  });

  it.each([
    ['an unknown key', () => Response.json(fixture('error-key'))],
    ['a system error', () => Response.json(fixture('error-system'))],
    ['an HTTP error', () => new Response('', { status: 502 })],
    [
      'no network',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('answers %s as unavailable, logging the reason without the key or the keyword', async (_, reply) => {
    network(reply);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await search('테헤란로')).toEqual([500, { rt: 'server_error', rtMsg: msg.jusoUnavailable }]);
      const logged = stderr.mock.calls.map((c) => String(c[0])).join('');
      expect(logged).toContain('address search unavailable');
      expect(logged).not.toMatch(/test-confm-key|테헤란로/);
    } finally {
      stderr.mockRestore();
    }
  });
});
