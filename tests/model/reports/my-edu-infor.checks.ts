// What own activity info must show for a server answer, with the spec's rules written out here rather than
// taken from the app: birth date (spec 3 §2), performance label (§4), rank progress in the own-info reading
// (§4), the graph and monthly panel hidden for a branch head (§6).
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { MyEduInfo } from '../../../machines/reports/my-edu-infor.machine';
import { msg } from '../../../src/domain/messages';

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;
const label = (n: number) => (n > 3_000_000 ? '실활동' : n > 0 ? '가동' : '미가동');
const GRADES: Record<string, string> = { COG01: '지점장', COG02: '지국장', COGA2: '마스터', COG03: '1급', COG04: '2급', COG05: '3급', COG06: '파트너' };

export function birthOf(akdid1: string): string {
  if (/^\d{8}$/.test(akdid1)) return `${akdid1.slice(0, 4)}.${akdid1.slice(4, 6)}.${akdid1.slice(6)}`;
  if (!/^\d{6}$/.test(akdid1)) return '';
  return `${Number(akdid1.slice(0, 2)) < 50 ? '20' : '19'}${akdid1.slice(0, 2)}.${akdid1.slice(2, 4)}.${akdid1.slice(4)}`;
}

/** Spec 3 §4 for own info: the level, the next rank, what is still needed, and the line under the bar. */
export function expectedRank(position: string, amount: number) {
  const of = (level: number, next: string | null, need: number) => ({
    level,
    need,
    text: (serverNeed: number) => (next === null ? msg.myEduTopRank : serverNeed > 0 ? msg.myEduNeed(next, won(serverNeed)) : msg.myEduReached(next)),
  });
  // A branch head has no rank above; the bar stands full.
  if (position === 'COG01') return of(5, null, 0);
  if (position === 'COGA2') return of(amount > 100_000_000 ? 5 : amount > 0 ? 3 : 1, '지점장', Math.max(0, 100_000_000 - amount));
  if (position === 'COG02') return of(amount > 50_000_000 ? 5 : amount >= 1 ? 3 : 1, '지점장', amount > 50_000_000 ? 0 : 50_000_000 - amount);
  return of(amount >= 50_000_000 ? 5 : amount > 25_000_000 ? 3 : amount > 0 ? 2 : 1, '마스터', Math.max(0, 50_000_000 - amount));
}

const fact = (scope: HTMLElement, term: string) => within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** The whole screen for `info`, the monthly panel on `month`. */
export function expectOwnInfo(info: MyEduInfo, month: string | null) {
  const profile = screen.getByRole('region', { name: `${GRADES[info.gubun]} ${info.akdnam}` });
  expect(fact(profile, msg.myEduCode)).toBe(info.akdcde);
  expect(fact(profile, msg.myEduDivision)).toBe(info.gnrlName);
  expect(fact(profile, msg.myEduCentre)).toBe(info.cntrName);
  expect(within(profile).queryByText(msg.myEduBirth) === null ? '' : fact(profile, msg.myEduBirth)).toBe(birthOf(info.akdid1));
  expect(within(profile).getByRole('img', { name: msg.myEduPhoto })).toBeInTheDocument();

  const figures = screen.getByRole('region', { name: msg.myEduFigures });
  expect(fact(figures, msg.myEduCumulative)).toBe(won(info.siljuck));
  // The amount, its label, then the tooltip's button (the tooltip itself hidden until asked for).
  expect(fact(figures, msg.myEduPerform)).toMatch(new RegExp(`^${won(info.perform)} ${label(info.perform)}\\?`));
  const rank = expectedRank(info.gubun, info.siljuck);
  expect(within(figures).getByRole('meter', { name: msg.myEduLevel })).toHaveAttribute('aria-valuenow', String(rank.level));
  expect(info.need).toBe(rank.need);
  expect(within(figures).getByText(rank.text(info.need))).toBeInTheDocument();

  const activity = screen.getByRole('region', { name: msg.myEduActivity });
  const a = info.activityInfo;
  const counts: [string, string][] = [
    [msg.myEduMeet, `${a.meetCnt}일`], [msg.myEduSource, `${a.custmCnt}건`], [msg.myEduBookCare, `${a.bkcareCnt}건`], [msg.myEduVideo, `${a.vdClssCnt}건`],
    [msg.myEduConsultProduct, `${a.planCnt}건`], [msg.myEduConsultRecruit, `${a.schRcrtCnt}건`], [msg.myEduConsultTest, `${a.schTestCnt}건`],
    ['KED-I', `${a.kedICnt}건`], ['KED-S', `${a.kedSCnt}건`], ['AI ELT', `${a.aiEltCnt}건`],
  ];
  for (const [term, value] of counts) expect(fact(activity, term), term).toBe(value);

  const required = screen.getByRole('region', { name: msg.myEduRequired });
  if (info.eduInfo.length === 0) expect(within(required).getByText(msg.myEduRequiredEmpty)).toBeInTheDocument();
  else expect(within(required).getAllByRole('listitem').map((li) => li.textContent)).toEqual(info.eduInfo.map((e) => `${e.cmplYn === 'Y' ? msg.myEduCompleted : msg.myEduNotCompleted}${e.lecNm}`));
  const study = screen.getByRole('region', { name: msg.myEduStudy });
  if (info.studitList.length === 0) expect(within(study).getByText(msg.myEduStudyEmpty)).toBeInTheDocument();
  else expect(within(study).getAllByRole('listitem').map((li) => li.textContent)).toEqual(info.studitList.map((s) => `${s.cateNm}${s.lecNm}`));

  if (info.gubun === 'COG01') {
    expect(screen.queryByRole('group', { name: msg.myEduGraph })).toBeNull();
    return expect(screen.queryByRole('region', { name: /^\d{4}년 \d{1,2}월 활동$/ })).toBeNull();
  }
  const bars = within(screen.getByRole('group', { name: msg.myEduGraph })).getAllByRole('button');
  const title = (yyyymm: string) => `${Number(yyyymm.slice(0, 4))}년 ${Number(yyyymm.slice(4))}월`;
  expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual(info.months.map((m) => `${title(m.yyyymm)} ${msg.myEduFigures} ${won(m.perform)}`));
  expect(bars.map((b) => b.getAttribute('aria-pressed'))).toEqual(info.months.map((m) => String(m.yyyymm === month)));
  const shown = info.months.find((m) => m.yyyymm === month)!;
  const panel = screen.getByRole('region', { name: msg.myEduMonthly(title(shown.yyyymm)) });
  expect(fact(panel, msg.myEduFigures)).toBe(`${won(shown.perform)} ${label(shown.perform)}`);
  expect(fact(panel, msg.reportSales)).toBe(`${shown.sales}건`);
  expect(fact(panel, msg.reportManagement)).toBe(`${shown.management}건`);
}
