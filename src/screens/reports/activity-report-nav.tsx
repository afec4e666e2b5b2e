// The previous / next bar above both reports: the shown month or day as the heading, a button either side
// (disabled at the bounds the machine keeps). Presentational.
export function PeriodNav(p: {
  readonly title: string;
  readonly prevLabel: string;
  readonly nextLabel: string;
  readonly canPrev: boolean;
  readonly canNext: boolean;
  readonly onPrev: () => void;
  readonly onNext: () => void;
}) {
  return (
    <div className="rpt-nav">
      <button type="button" className="btn btn-ghost rpt-nav-btn" disabled={!p.canPrev} onClick={p.onPrev}>
        <span aria-hidden="true">‹ </span>
        {p.prevLabel}
      </button>
      <h2 className="rpt-nav-title" aria-live="polite">
        {p.title}
      </h2>
      <button type="button" className="btn btn-ghost rpt-nav-btn" disabled={!p.canNext} onClick={p.onNext}>
        {p.nextLabel}
        <span aria-hidden="true"> ›</span>
      </button>
    </div>
  );
}
