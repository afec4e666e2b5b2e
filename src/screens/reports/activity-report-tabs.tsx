// The two comparison tabs of the activity report (평균 대비, 전월 대비) as an ARIA tab list: the selected tab
// is the one in the tab order, arrow keys / Home / End move and select (automatic activation).
import type { KeyboardEvent } from 'react';
import { useRef } from 'react';
import type { Comparison } from '../../../machines/reports/activity-report.machine';
import { reportsMessages as m } from '../../domain/reports/messages';

export const REPORT_TABS: readonly { readonly id: Comparison; readonly label: string }[] = [
  { id: 'average', label: m.reportVsAverage },
  { id: 'previous', label: m.reportVsPrevious },
];
export const tabId = (id: Comparison) => `rpt-tab-${id}`;

export function ReportTabs({ value, panelId, onSelect }: { readonly value: Comparison; readonly panelId: string; readonly onSelect: (tab: Comparison) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const last = REPORT_TABS.length - 1;
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const to = e.key === 'ArrowRight' ? (i === last ? 0 : i + 1) : e.key === 'ArrowLeft' ? (i === 0 ? last : i - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
    if (to === null) return;
    e.preventDefault();
    refs.current[to]?.focus();
    onSelect(REPORT_TABS[to]!.id);
  };
  return (
    <div className="rpt-tabs" role="tablist" aria-label={m.reportCompareLabel}>
      {REPORT_TABS.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => void (refs.current[i] = el)}
          type="button"
          role="tab"
          id={tabId(t.id)}
          className="rpt-tab"
          aria-selected={value === t.id}
          aria-controls={panelId}
          tabIndex={value === t.id ? 0 : -1}
          onClick={() => onSelect(t.id)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
