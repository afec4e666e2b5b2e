// HCD01 monthly organisation status (spec 1 §2, §3): members, meeting attendance, recruits and the
// active-staff split around the 300만 threshold; today's meeting organisations open a sheet.
import type { OrgStatus } from '../../../domain/dashboard/contract';
import { CardFrame } from './card-frame';

export function OrgStatusCard({ org, title, onOpenMeetings }: { readonly org: OrgStatus; readonly title: string; readonly onOpenMeetings: () => void }) {
  return (
    <CardFrame code="HCD01" title={title}>
      <dl className="stat-grid">
        <Stat label="총 인원" value={`${org.totcnt}명`} />
        <Stat label="오늘 조회 참석" value={`${org.meetY} / ${org.meetBase}명`} />
        <div className="stat">
          <dt>오늘 조회 조직</dt>
          <dd>
            <button type="button" className="link-btn" onClick={onOpenMeetings} disabled={org.todayMeet === 0}>
              {org.todayMeet}개
            </button>
          </dd>
        </div>
        <Stat label="이번 달 신규 위촉" value={`${org.recruitCnt}명`} />
        <Stat label="실동 (300만 이상)" value={`${org.silCnt}명`} />
        <Stat label="300만 미만" value={`${org.silCnt1}명`} />
        <Stat label="실적 없음" value={`${org.silCnt2}명`} />
      </dl>
      <p className="card-note">실동 인원은 이번 달 실적 300만원 이상인 인원입니다.</p>
    </CardFrame>
  );
}

function Stat({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
