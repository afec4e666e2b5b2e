// The address search keyword (spec 3 §2 Address search popup): what the popup and the server accept, with
// the rules the public road-address search applies (juso.go.kr refuses %, =, >, <, [ and ], SQL reserved
// words, and keywords under two characters). Spaces are collapsed so one keyword has one spelling.
import { commonPopupMessages as m } from './messages';

export const KEYWORD_MIN = 2;
export const KEYWORD_MAX = 40;

const SPECIAL = /[%=><[\]]/;
/** The reserved words the road-address service refuses, matched as whole Latin words (ORANGE passes). */
export const RESERVED_WORDS = ['OR', 'SELECT', 'INSERT', 'DELETE', 'UPDATE', 'CREATE', 'DROP', 'EXEC', 'UNION', 'FETCH', 'DECLARE', 'TRUNCATE'] as const;

/** Trimmed, every run of white space one space. */
export const normaliseKeyword = (raw: string): string => raw.trim().replace(/\s+/g, ' ');

const reservedWordIn = (keyword: string): string | null =>
  keyword
    .split(/[^A-Za-z]+/)
    .map((w) => w.toUpperCase())
    .find((w) => (RESERVED_WORDS as readonly string[]).includes(w)) ?? null;

/** The message a keyword is refused with, or null when it can be searched. Lengths count characters. */
export function keywordProblem(raw: string): string | null {
  const keyword = normaliseKeyword(raw);
  const length = [...keyword].length;
  if (length === 0) return m.jusoKeywordRequired;
  if (length < KEYWORD_MIN) return m.jusoKeywordTooShort;
  if (length > KEYWORD_MAX) return m.jusoKeywordTooLong(KEYWORD_MAX);
  if (SPECIAL.test(keyword)) return m.jusoKeywordSpecial;
  const word = reservedWordIn(keyword);
  return word === null ? null : m.jusoKeywordReserved(word);
}
