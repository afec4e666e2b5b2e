import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEYWORD_MAX, keywordProblem, normaliseKeyword } from './keyword';
import { commonPopupMessages as m } from './messages';
import { postSearchHref } from './pages';

describe('the address search keyword', () => {
  it.each([
    ['테헤란로 152', null],
    ['  반포대로   58 ', null],
    ['역삼', null],
    ['SK VIEW', null],
    // A reserved word inside another word is no reserved word.
    ['ORANGE 아파트', null],
    ['', m.jusoKeywordRequired],
    ['   ', m.jusoKeywordRequired],
    ['역', m.jusoKeywordTooShort],
    [' 역 ', m.jusoKeywordTooShort],
    ['가'.repeat(KEYWORD_MAX), null],
    ['가'.repeat(KEYWORD_MAX + 1), m.jusoKeywordTooLong(KEYWORD_MAX)],
    ['테헤란로%', m.jusoKeywordSpecial],
    ['a=b', m.jusoKeywordSpecial],
    ['<script>', m.jusoKeywordSpecial],
    ['강남 > 역삼', m.jusoKeywordSpecial],
    ['역삼[1]', m.jusoKeywordSpecial],
    ['강남 or 1', m.jusoKeywordReserved('OR')],
    ['drop 테이블', m.jusoKeywordReserved('DROP')],
    ['강남UNION', m.jusoKeywordReserved('UNION')],
  ])('%j: %s', (keyword, problem) => expect(keywordProblem(keyword)).toBe(problem));

  it('spaces collapse and the ends are trimmed', () => expect(normaliseKeyword('\t서초구 \n 반포대로  ')).toBe('서초구 반포대로'));

  it('property: a keyword of Korean syllables, digits and single spaces within the length is accepted, and its normal form is itself', () => {
    const word = fc.array(fc.constantFrom(...'가나다라마바사아자차카타파하역삼동로길123456789-'), { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const keyword = words.join(' ');
        fc.pre([...keyword].length >= 2);
        expect(keywordProblem(`  ${keyword} `)).toBeNull();
        expect(normaliseKeyword(keyword)).toBe(keyword);
      }),
    );
  });

  it('property: any keyword holding %, =, >, <, [ or ] is refused whatever else it holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom('%', '=', '>', '<', '[', ']'), fc.string({ maxLength: 18 }), (a, c, b) => {
        expect(keywordProblem(`${a}${c}${b}`)).not.toBeNull();
      }),
    );
  });

  it('the popup’s address: the keyword in the query when one is given', () => {
    expect(postSearchHref()).toBe('/commonPopup/postSearch');
    expect(postSearchHref('테헤란로 152')).toBe('/commonPopup/postSearch?keyword=%ED%85%8C%ED%97%A4%EB%9E%80%EB%A1%9C+152');
  });
});
