// Byte-length counting of spec 1 §5 (saved-list titles, memos): characters count as the length of
// their HTML-escaped form, because the server stores escaped text in byte-limited columns.
import { sharedMessages } from './messages';

/** Characters whose escaped form is longer than one byte. */
const ESCAPED_WEIGHT: Record<string, number> = {
  '<': 4, // &lt;
  '>': 4, // &gt;
  '&': 5, // &amp;
  '(': 5, // &#40;
  ')': 5, // &#41;
  '"': 5, // &#34;
  "'": 5, // &#39;
  '/': 5, // &#47;
  '\\': 6, // &#x5C;
  '`': 6, // &#x60;
};

/** Weight of one code point: escaped ASCII as above, other ASCII 1, everything else (Hangul…) 2. */
export function charWeight(ch: string): number {
  const special = ESCAPED_WEIGHT[ch];
  if (special !== undefined) return special;
  return (ch.codePointAt(0) ?? 0) > 127 ? 2 : 1;
}

export function byteLength(text: string): number {
  let n = 0;
  for (const ch of text) n += charWeight(ch);
  return n;
}

/** null when within the limit, otherwise the spec's message '{field}의 최대 입력 길이는 N입니다. 현재(M)'. */
export function checkByteLimit(field: string, text: string, max: number): string | null {
  const current = byteLength(text);
  return current > max ? sharedMessages.maxBytes(field, max, current) : null;
}

/** The longest prefix of `text` within `max` bytes (inputs that refuse typing beyond the limit). */
export function cutToBytes(text: string, max: number): string {
  let n = 0;
  let out = '';
  for (const ch of text) {
    n += charWeight(ch);
    if (n > max) break;
    out += ch;
  }
  return out;
}
