// @vitest-environment node
// The road-address API proxy against answers written in the service's documented JSON shape
// (server/test-support/fixtures/juso-api/*.json: a page of two, no match, an unknown key, a keyword too
// broad, a system error), through an injected fetch: what it sends, how it maps the answer, and how each
// failure (the service's error codes, no network, HTTP errors, an answer that is not its JSON) comes out.
// The network is never used. Also the configuration from the environment.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JUSO_API_URL, jusoFromEnv, SERVER_CONFIG } from '../config';
import { JusoKeywordRefused, JusoUnavailable, searchJusoApi } from './juso-api';

const FIXTURES = join(import.meta.dirname, '..', 'test-support', 'fixtures', 'juso-api');
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));

const CFG = { apiKey: 'test-confm-key', apiUrl: 'https://juso.example.test/addrlink/addrLinkApi.do', timeoutMs: 1_000 };
const QUERY = { keyword: '테헤란로 152', currentPage: 3, countPerPage: 2 };

interface Sent {
  readonly url: string;
  readonly init: RequestInit;
}

/** A fetch answering `answer` (a fixture's JSON, or a Response) and recording what it was asked. */
function fakeFetch(answer: unknown | (() => Response)) {
  const sent: Sent[] = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return typeof answer === 'function' ? (answer as () => Response)() : Response.json(answer);
  }) as typeof fetch;
  return { fetchFn, sent };
}

describe('the road-address API proxy', () => {
  it('posts the key, the page and the keyword as the service’s form fields, asking for JSON', async () => {
    const { fetchFn, sent } = fakeFetch(fixture('success'));
    await searchJusoApi(CFG, QUERY, fetchFn);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(CFG.apiUrl);
    expect(sent[0]!.init.method).toBe('POST');
    const form = new URLSearchParams(String(sent[0]!.init.body));
    expect(Object.fromEntries(form)).toEqual({ confmKey: 'test-confm-key', currentPage: '3', countPerPage: '2', keyword: '테헤란로 152', resultType: 'json' });
    // Nothing of the request rides in the URL, where access logs would keep it.
    expect(sent[0]!.url).not.toContain('test-confm-key');
    expect(sent[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('maps a page of the answer: the total as a number, the four fields of each address, the page asked for', async () => {
    const { fetchFn } = fakeFetch(fixture('success'));
    expect(await searchJusoApi(CFG, QUERY, fetchFn)).toEqual({
      common: { totalCount: 23, currentPage: 3, countPerPage: 2 },
      juso: [
        { roadAddr: '서울특별시 강남구 테헤란로 152 (역삼동)', jibunAddr: '서울특별시 강남구 역삼동 737 강남파이낸스센터', zipNo: '06236', bdNm: '강남파이낸스센터' },
        { roadAddr: '서울특별시 강남구 테헤란로 156 (역삼동)', jibunAddr: '서울특별시 강남구 역삼동 736-1', zipNo: '06236', bdNm: '' },
      ],
    });
  });

  it('maps an answer without matches to an empty page', async () => {
    const { fetchFn } = fakeFetch(fixture('empty'));
    expect(await searchJusoApi(CFG, { ...QUERY, currentPage: 1 }, fetchFn)).toEqual({ common: { totalCount: 0, currentPage: 1, countPerPage: 2 }, juso: [] });
  });

  it('passes on the service’s refusal of a keyword with its own message', async () => {
    const { fetchFn } = fakeFetch(fixture('error-keyword'));
    const e = await searchJusoApi(CFG, QUERY, fetchFn).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(JusoKeywordRefused);
    expect((e as Error).message).toBe('주소를 상세히 입력해 주시기 바랍니다.');
  });

  it.each([
    ['an unknown key (E0001)', () => Response.json(fixture('error-key')), /error E0001/],
    ['a system error (-999)', () => Response.json(fixture('error-system')), /error -999/],
    ['HTTP 503', () => new Response('busy', { status: 503 }), /HTTP 503/],
    ['an HTML page', () => new Response('<html>점검 중</html>', { headers: { 'content-type': 'text/html' } }), /not its JSON/],
    ['JSON of another shape', () => Response.json({ ok: true }), /not its JSON/],
    ['a success without a readable total', () => Response.json({ results: { common: { errorCode: '0', totalCount: 'many' }, juso: [] } }), /total/],
  ])('is unavailable on %s, saying why for the log without the key or the keyword', async (_, answer, why) => {
    const { fetchFn } = fakeFetch(answer);
    const e = await searchJusoApi(CFG, QUERY, fetchFn).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(JusoUnavailable);
    expect((e as Error).message).toMatch(why);
    expect((e as Error).message).not.toMatch(/test-confm-key|테헤란로/);
  });

  it('is unavailable when the network fails or the service does not answer in time', async () => {
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(searchJusoApi(CFG, QUERY, offline)).rejects.toThrow(JusoUnavailable);
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_ok, fail) => init?.signal?.addEventListener('abort', () => fail(init.signal!.reason)))) as typeof fetch;
    await expect(searchJusoApi({ ...CFG, timeoutMs: 20 }, QUERY, hanging)).rejects.toThrow(/unreachable: TimeoutError/);
  });

  it('is unavailable without a key, without asking anything', async () => {
    const { fetchFn, sent } = fakeFetch(fixture('success'));
    await expect(searchJusoApi({ ...CFG, apiKey: null }, QUERY, fetchFn)).rejects.toThrow(JusoUnavailable);
    expect(sent).toHaveLength(0);
  });
});

describe('the address search configuration from the environment', () => {
  it('has no key and the public endpoint by default: the server answers from its own table', () => {
    expect(jusoFromEnv({})).toEqual({ apiKey: null, apiUrl: JUSO_API_URL, timeoutMs: SERVER_CONFIG.juso.timeoutMs });
    expect(jusoFromEnv({ EDUPLANNER_JUSO_API_KEY: '  ' }).apiKey).toBeNull();
  });

  it('takes a key (trimmed) and an https address, or plain http on this machine', () => {
    expect(jusoFromEnv({ EDUPLANNER_JUSO_API_KEY: ' key-1 ' })).toMatchObject({ apiKey: 'key-1', apiUrl: JUSO_API_URL });
    expect(jusoFromEnv({ EDUPLANNER_JUSO_API_URL: 'https://juso.example.co.kr/addrlink/addrLinkApi.do' }).apiUrl).toBe('https://juso.example.co.kr/addrlink/addrLinkApi.do');
    expect(jusoFromEnv({ EDUPLANNER_JUSO_API_URL: 'http://127.0.0.1:9000/juso' }).apiUrl).toBe('http://127.0.0.1:9000/juso');
  });

  it('refuses to start with an address that is not https elsewhere', () => {
    expect(() => jusoFromEnv({ EDUPLANNER_JUSO_API_URL: 'http://juso.example.co.kr/api' })).toThrow(/EDUPLANNER_JUSO_API_URL/);
    expect(() => jusoFromEnv({ EDUPLANNER_JUSO_API_URL: 'javascript:alert(1)' })).toThrow(/EDUPLANNER_JUSO_API_URL/);
  });
});
