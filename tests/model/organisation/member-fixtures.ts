// Shared fixtures of the member detail's machine tests: a member as orgnz/detail answers it, a month's
// figures, memos and the configured commission site, and the inert machines the bare paths replay on.
import type { OrgMember, OrgMemo } from '../../../src/domain/organisation/contract';
import type { MemberData, MonthFigures } from '../../../machines/organisation/member-detail.types';
import { memberDetailMachine } from '../../../machines/organisation/member-detail.machine';
import { orgMemosMachine } from '../../../machines/organisation/org-memos.machine';
import { orgMemoEditorMachine } from '../../../machines/organisation/org-memo-editor.machine';
import { inertActors } from '../../support/replay';

export const MEMBER: OrgMember = {
  akdcde: 'E1100031',
  akdnam: '김하늘',
  gubun: 'COG03',
  akdid1: '900214',
  gnrlName: '서울본부',
  cntrName: '강남센터',
  hpno: '01012345678',
  rpimgp: '',
  kssImgUrl: '',
  siljuck: 31_000_000,
  need: 19_000_000,
  akddpt: 'B1100',
  akden: '2021-03-02',
  akdst: '00000000',
  chawol: 12,
  akdje: '2021-03-02',
};

export const CURRENT = '203103';
export const PREVIOUS = '203102';

export const figuresOf = (yyyymm: string, perform = 3_200_000): MonthFigures => ({
  yyyymm,
  perform,
  activity: { meetCnt: 12, custmCnt: 4, bkcareCnt: 2, vdClssCnt: 1, planCnt: 3, schRcrtCnt: 1, schTestCnt: 0, kedICnt: 2, kedSCnt: 1, aiEltCnt: 0 },
  eduInfo: [{ lecNm: '신입 필수 과정', cmplYn: 'Y' }],
  studitList: [],
});

export const MEMOS: readonly OrgMemo[] = [
  { sqno: 12, cntn: '다음 주 상담 동행', crtnDttm: '2031.03.05 10:20', version: 1 },
  { sqno: 9, cntn: '교육 이수 확인', crtnDttm: '2031.02.11 09:00', version: 3 },
];

export const COMMISSION = { code: 'COMMISSION' as const, name: '수수료 조회', url: 'https://order.example.com/commission', sso: true };

export const DATA: MemberData = { member: MEMBER, figures: figuresOf(CURRENT), memos: MEMOS, commission: COMMISSION };

export const inertEditor = orgMemoEditorMachine.provide({ actors: inertActors(['loadMemo', 'saveMemo', 'finish']) as any });
export const inertMemos = orgMemosMachine.provide({ actors: { ...(inertActors(['loadMemos', 'deleteMemo', 'openEditor', 'watchPopups']) as any), editor: inertEditor } });
export const inertDetail = memberDetailMachine.provide({
  actors: { ...(inertActors(['loadMember', 'loadMonth', 'handOver', 'openCommission']) as any), memos: inertMemos },
});
