import { describe, expect, it } from 'vitest';
import { cardPreviewUrl, profileLine, roleLine, shortName } from './profile';

describe('profile line (spec 1 §2, §6)', () => {
  it.each([
    ['COG01', '김지점장님', { grade: '지점장', name: '김지점', title: '지점장' }],
    ['COG02', '이지국', { grade: '지국장', name: '이지국', title: '' }],
    ['COGA2', '박마스터', { grade: '마스터', name: '박마스', title: 'EduPlanner' }],
    ['COG03', '최민수', { grade: '1급', name: '최민수', title: 'EduPlanner' }],
    ['COG04', '정하늘', { grade: '2급', name: '정하늘', title: 'EduPlanner' }],
    ['COG05', '강바다', { grade: '3급', name: '강바다', title: '' }],
    ['COG06', '윤파트너', { grade: '파트너', name: '윤파트', title: '' }],
  ] as const)('%s %s', (pos, name, line) => {
    expect(profileLine(pos, name)).toEqual(line);
  });

  it('cuts by characters, not UTF-16 units', () => {
    expect(shortName('𠮷野家さん')).toBe('𠮷野家');
    expect(shortName('김')).toBe('김');
  });

  it.each([
    ['COG01', '지점장'],
    ['COG02', '지국장'],
    ['COGA2', '마스터 · EduPlanner'],
    ['COG03', '1급 · EduPlanner'],
    ['COG05', '3급'],
    ['COG06', '파트너'],
  ] as const)('the menu calls %s "%s"', (pos, line) => expect(roleLine(pos)).toBe(line));

  it.each([
    ['/card/abc', '/card/abc?view=preview'],
    ['https://ep.example.co.kr/card/abc', 'https://ep.example.co.kr/card/abc?view=preview'],
    ['/card/abc?x=1', '/card/abc?x=1&view=preview'],
  ])('the card preview of %s is %s', (url, preview) => expect(cardPreviewUrl(url)).toBe(preview));
});
