// Demo notice popups (spec 1 §3 Popup): two open on the seed day (a daily one, type '0', and a once-only
// one, type '1'), one that closed before it and one that opens after it, so the start-up popups, the
// checkbox rules and the window all show in a demo. Bodies are HTML as the groupware writes them.
import { addDays, kstMidnight } from '../../lib/time';
import type { popups } from '../schema';

type PopupRow = typeof popups.$inferInsert & { sqno: number };

/** The popups open on the seed day, in the order the app shows them (e2e tests, docs). */
export const OPEN_POPUPS = [
  { sqno: 1, ppupTyp: '0', titl: '3월 우수 에듀플래너 시상 안내' },
  { sqno: 2, ppupTyp: '1', titl: 'EduPlanner 앱 새 기능 안내' },
] as const;

export function buildPopups(today: string): PopupRow[] {
  const day = (n: number) => kstMidnight(addDays(today, n));
  return [
    {
      ...OPEN_POPUPS[0],
      cntn:
        '<p><strong>이달의 우수 에듀플래너</strong>를 시상합니다.</p><ul><li>시상 대상: 소스등록·진단서비스·상담 목표 100% 달성자</li>' +
        '<li>시상 일시: 월말 조회 시간</li></ul><p>많은 참여 바랍니다.</p>',
      startAt: day(-3),
      endAt: day(10),
    },
    {
      ...OPEN_POPUPS[1],
      cntn:
        '<p>홈 화면에 <b>목표 메달</b>과 <b>명함 보내기</b>가 추가되었습니다.</p>' +
        '<p>설정 &gt; 홈 편집에서 카드 순서를 바꿀 수 있습니다. 사용법은 설정 &gt; 튜토리얼에서 다시 볼 수 있습니다.</p>',
      startAt: day(-1),
      endAt: day(30),
    },
    {
      sqno: 3,
      ppupTyp: '0',
      titl: '2월 조회 출석 이벤트 결과 안내',
      cntn: '<p>2월 조회 출석 이벤트에 참여해 주셔서 감사합니다.</p>',
      startAt: day(-40),
      endAt: day(-10),
    },
    {
      sqno: 4,
      ppupTyp: '1',
      titl: '시스템 정기 점검 예정 안내',
      cntn: '<p>정기 점검 동안 앱 이용이 제한됩니다.</p>',
      startAt: day(5),
      endAt: day(15),
    },
  ];
}
