// HCD02 monthly performance plus activity (spec 1 §2, §3): goal (×10,000 won), result and new
// amount with the achievement bar, then the month's activity counts.
import type { Activity, Performance } from '../../../domain/dashboard/contract';
import { formatWon, goalAmountWon } from '../../../domain/shared/amounts';
import { goalRatio } from '../../../domain/dashboard/goals';
import { CardFrame } from './card-frame';

export function PerformanceCard({ performance, activity, title, busy }: { readonly performance: Performance; readonly activity: Activity | null; readonly title: string; readonly busy: boolean }) {
  const goal = goalAmountWon(performance.goalAmt);
  const ratio = goalRatio(performance.totamt, goal);
  return (
    <CardFrame code="HCD02" title={title}>
      <div aria-busy={busy}>
        <dl className="amount-list">
          <div>
            <dt>목표</dt>
            <dd>{formatWon(goal)}</dd>
          </div>
          <div>
            <dt>실적</dt>
            <dd>{formatWon(performance.totamt)}</dd>
          </div>
          <div>
            <dt>신규</dt>
            <dd>{formatWon(performance.newAmt)}</dd>
          </div>
        </dl>
        <div className="goal-bar" role="progressbar" aria-label="실적 달성률" aria-valuemin={0} aria-valuemax={100} aria-valuenow={ratio}>
          <span style={{ width: `${ratio}%` }} />
        </div>
        <p className="goal-bar-text">달성률 {ratio}%</p>
        {activity && (
          <dl className="stat-grid" aria-label="활동 현황">
            <div className="stat">
              <dt>소스등록</dt>
              <dd>{activity.custmCnt}건</dd>
            </div>
            <div className="stat">
              <dt>진단쿠폰</dt>
              <dd>{activity.coupnCnt}건</dd>
            </div>
            <div className="stat">
              <dt>북케어</dt>
              <dd>{activity.bkcareCnt}건</dd>
            </div>
            <div className="stat">
              <dt>만기 예정</dt>
              <dd>{activity.expireCnt}건</dd>
            </div>
          </dl>
        )}
      </div>
    </CardFrame>
  );
}
