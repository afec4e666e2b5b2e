// The address search forwarded to the public road-address service (juso.go.kr addrLinkApi, JSON) when an
// operator configured its key (ServerConfig.juso): the keyword and page go out as the service's form
// fields, its answer (results.common, results.juso[]) comes back in the contract's shape. Its refusals of a
// keyword keep its own Korean message; a wrong or expired key, its system error, no answer or an answer
// that is not its JSON all become one "address search unavailable" for the user and a log line (the code,
// never the key or the keyword) for the operator.
import { Result, Schema } from 'effect';
import type { PostSearchAnswer } from '../../src/domain/common-popup/contract';
import type { ServerConfig } from '../config';

export interface JusoQuery {
  /** Normalised and checked (keyword.ts). */
  readonly keyword: string;
  readonly currentPage: number;
  readonly countPerPage: number;
}

/** The service refused the keyword: `message` is its text, shown as it is. */
export class JusoKeywordRefused extends Error {
  override readonly name = 'JusoKeywordRefused';
}

/** The service cannot answer: `message` says why, for the log only. */
export class JusoUnavailable extends Error {
  override readonly name = 'JusoUnavailable';
}

/**
 * The service's codes about the keyword (its guide: E0005 no keyword, E0006 too broad, E0008 one character,
 * E0009-E0012 malformed, E0013 special characters or SQL words, E0015 too many results); the others (E0001
 * unknown key, E0014 expired key, -999 system error, anything new) are the operator's business.
 */
const KEYWORD_CODES: ReadonlySet<string> = new Set(['E0005', 'E0006', 'E0008', 'E0009', 'E0010', 'E0011', 'E0012', 'E0013', 'E0015']);

/** The service writes its numbers as strings ("12"); either is read. */
const Num = Schema.Union([Schema.String, Schema.Number]);

const ApiAnswer = Schema.Struct({
  results: Schema.Struct({
    common: Schema.Struct({
      errorCode: Schema.String,
      errorMessage: Schema.optionalKey(Schema.String),
      totalCount: Schema.optionalKey(Num),
    }),
    // null (or absent) on an error answer.
    juso: Schema.optionalKey(
      Schema.NullOr(
        Schema.Array(Schema.Struct({ roadAddr: Schema.String, jibunAddr: Schema.String, zipNo: Schema.String, bdNm: Schema.optionalKey(Schema.NullOr(Schema.String)) })),
      ),
    ),
  }),
});
const decodeAnswer = Schema.decodeUnknownResult(ApiAnswer);

/** A count the service wrote: a whole number, or nothing usable. */
const countOf = (v: string | number | undefined): number | null => {
  const n = typeof v === 'number' ? v : v !== undefined && /^\d{1,9}$/.test(v.trim()) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

export async function searchJusoApi(cfg: ServerConfig['juso'], q: JusoQuery, fetchFn: typeof fetch = fetch): Promise<PostSearchAnswer> {
  if (cfg.apiKey === null) throw new JusoUnavailable('no road-address API key configured');
  // POST: the key and the keyword stay out of the URL (and so out of any proxy's access log).
  const body = new URLSearchParams({
    confmKey: cfg.apiKey,
    currentPage: String(q.currentPage),
    countPerPage: String(q.countPerPage),
    keyword: q.keyword,
    resultType: 'json',
  });
  let res: Response;
  try {
    res = await fetchFn(cfg.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', accept: 'application/json' },
      body: body.toString(),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
  } catch (e) {
    throw new JusoUnavailable(`road-address API unreachable: ${e instanceof Error ? e.name : 'error'}`);
  }
  if (!res.ok) throw new JusoUnavailable(`road-address API answered HTTP ${res.status}`);
  const json: unknown = await res.json().catch(() => undefined);
  const decoded = decodeAnswer(json);
  if (Result.isFailure(decoded)) throw new JusoUnavailable('road-address API answered something that is not its JSON');
  const { common, juso } = decoded.success.results;
  if (common.errorCode !== '0') {
    const text = (common.errorMessage ?? '').trim().slice(0, 200);
    if (KEYWORD_CODES.has(common.errorCode) && text !== '') throw new JusoKeywordRefused(text);
    throw new JusoUnavailable(`road-address API error ${common.errorCode.slice(0, 20)}`);
  }
  const totalCount = countOf(common.totalCount);
  if (totalCount === null) throw new JusoUnavailable('road-address API answered without a total count');
  return {
    common: { totalCount, currentPage: q.currentPage, countPerPage: q.countPerPage },
    juso: (juso ?? []).map((j) => ({ roadAddr: j.roadAddr, jibunAddr: j.jibunAddr, zipNo: j.zipNo, bdNm: j.bdNm ?? '' })),
  };
}
