// HCD01 monthly organisation status (spec 1 §2, §3): members, meeting attendance, recruits and the
// members by this month's activity state (spec 3 §4: 실활동 above 300만, 가동 above 0, else 미가동), as
// the organisation list counts them; today's meeting organisations open a sheet. With `listHref` (a
// branch or district head looking at their own organisation) each member figure leads to the
// organisation list with the option that shows those members.
import { Link } from 'wouter';
import type { OrgStatus } from '../../../domain/dashboard/contract';
import type { OrgOption } from '../../../domain/organisation/rules';
import { CardFrame } from './card-frame';

type ListHref = ((option?: OrgOption) => string) | null;

export function OrgStatusCard({ org, title, onOpenMeetings, listHref }: { readonly org: OrgStatus; readonly title: string; readonly onOpenMeetings: () => void; readonly listHref: ListHref }) {
  return (
    <CardFrame code="HCD01" title={title}>
      <dl className="stat-grid">
        <Stat label="총 인원" value={`${org.totcnt}명`} href={listHref?.()} />
        <Stat label="오늘 조회 참석" value={`${org.meetY} / ${org.meetBase}명`} href={listHref?.('meetY')} />
        <div className="stat">
          <dt>오늘 조회 조직</dt>
          <dd>
            <button type="button" className="link-btn" onClick={onOpenMeetings} disabled={org.todayMeet === 0}>
              {org.todayMeet}개
            </button>
          </dd>
        </div>
        <Stat label="이번 달 신규 위촉" value={`${org.recruitCnt}명`} href={listHref?.('recruit')} />
        <Stat label="실활동 (300만 초과)" value={`${org.silCnt}명`} href={listHref?.('sil')} />
        <Stat label="가동" value={`${org.silCnt1}명`} href={listHref?.('sil1')} />
        <Stat label="미가동" value={`${org.silCnt2}명`} href={listHref?.('sil2')} />
      </dl>
      <p className="card-note">실활동 인원은 이번 달 실적이 300만원을 넘는 인원입니다.</p>
    </CardFrame>
  );
}

function Stat({ label, value, href }: { readonly label: string; readonly value: string; readonly href?: string | undefined }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>
        {href ? (
          <Link href={href} className="link-btn" aria-label={`${label} ${value} 조직원 보기`}>
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}
