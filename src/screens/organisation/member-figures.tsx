// A month's figures in the member detail (spec 3 §2, §4): the month switch, the recognised amount with
// its label (실활동 / 가동 / 미가동, the 300만 tooltip) and the expected-commission link, then the
// activity counts. Whether the tooltip is open is this view's own state.
import { useId, useState } from 'react';
import { PERFORMANCE_TOOLTIP, gadongOf, performanceLabel } from '../../domain/organisation/rules';
import { monthTitle } from '../../domain/reports/rules';
import { organisationMessages } from '../../domain/organisation/messages';
import { formatWon } from '../../domain/shared/amounts';
import type { MonthFigures } from '../../../machines/organisation/member-detail.types';

export interface MonthNav {
  readonly prev: boolean;
  readonly next: boolean;
  readonly loading: boolean;
}

export function MonthSwitch(p: { readonly month: string; readonly nav: MonthNav; readonly onPrev: () => void; readonly onNext: () => void }) {
  return (
    <div className="member-month" aria-busy={p.nav.loading}>
      <button type="button" className="btn btn-ghost" aria-label={organisationMessages.memberPrevMonth} disabled={!p.nav.prev} onClick={p.onPrev}>
        ‹
      </button>
      <h3 className="member-h member-month-title" aria-live="polite">
        {monthTitle(p.month)}
      </h3>
      <button type="button" className="btn btn-ghost" aria-label={organisationMessages.memberNextMonth} disabled={!p.nav.next} onClick={p.onNext}>
        ›
      </button>
    </div>
  );
}

export function MemberPerform(p: { readonly figures: MonthFigures; readonly commission: boolean; readonly opening: boolean; readonly onCommission: () => void }) {
  const [tip, setTip] = useState(false);
  const tipId = useId();
  const title = organisationMessages.memberPerform(monthTitle(p.figures.yyyymm));
  return (
    <section className="member-card member-perform" aria-label={title}>
      <h4 className="member-h4">{title}</h4>
      <p className="member-amount">
        <strong>{formatWon(p.figures.perform)}</strong>
        <span className={`member-label is-gadong-${gadongOf(p.figures.perform)}`}>{performanceLabel(p.figures.perform)}</span>
        <button type="button" className="member-tip-btn" aria-label={organisationMessages.memberPerformTip} aria-expanded={tip} aria-controls={tipId} onClick={() => setTip(!tip)}>
          ?
        </button>
        <span id={tipId} role="tooltip" className="member-tip" hidden={!tip}>
          {PERFORMANCE_TOOLTIP}
        </span>
      </p>
      {p.commission && (
        <button type="button" className="btn btn-secondary member-commission" disabled={p.opening} onClick={p.onCommission}>
          {organisationMessages.memberCommission}
        </button>
      )}
    </section>
  );
}

export function MemberActivity({ figures: f }: { readonly figures: MonthFigures }) {
  const a = f.activity;
  const title = organisationMessages.memberActivity(monthTitle(f.yyyymm));
  const rows: readonly (readonly [string, string])[] = [
    [organisationMessages.memberMeet, organisationMessages.memberDays(a.meetCnt)],
    [organisationMessages.memberSource, organisationMessages.memberTimes(a.custmCnt)],
    [organisationMessages.memberBookCare, organisationMessages.memberTimes(a.bkcareCnt)],
    [organisationMessages.memberVideo, organisationMessages.memberTimes(a.vdClssCnt)],
  ];
  const groups: readonly (readonly [string, readonly (readonly [string, number])[]])[] = [
    [organisationMessages.memberConsult, [[organisationMessages.memberConsultProduct, a.planCnt], [organisationMessages.memberConsultRecruit, a.schRcrtCnt], [organisationMessages.memberConsultTest, a.schTestCnt]]],
    [organisationMessages.memberDiagnosis, [['KED-I', a.kedICnt], ['KED-S', a.kedSCnt], ['AI ELT', a.aiEltCnt]]],
  ];
  return (
    <section className="member-card member-activity" aria-label={title}>
      <h4 className="member-h4">{title}</h4>
      <dl className="member-counts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {groups.map(([group, items]) => (
        <div key={group} className="member-count-group">
          <h5 className="member-h5">{group}</h5>
          <dl className="member-counts is-split">
            {items.map(([label, n]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{organisationMessages.memberTimes(n)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
