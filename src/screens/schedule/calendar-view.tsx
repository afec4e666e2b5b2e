// The schedule calendar (spec 2 §2): previous/next with the period, the month/week toggle (my schedule),
// the weekday header from Sunday, and day cells marked today / selected / attendance recognised / late, with
// a dot per schedule (at most three). A grid: arrow keys move the selected day, focus follows it.
// Renders a schedule-calendar actor.
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { scheduleCalendarMachine } from '../../../machines/schedule/schedule-calendar.machine';
import * as sel from '../../../machines/schedule/schedule-calendar.selectors';
import { dayLabel, MAX_DOTS, periodLabel, visibleWeeks, WEEKDAYS, type CalendarCell, type MonthMarks } from '../../domain/schedule/calendar';
import { scheduleMessages as m } from '../../domain/schedule/messages';
import { RetryAlert } from '../../ui/retry-alert';

export type CalendarActor = ActorRefFrom<typeof scheduleCalendarMachine>;

const KEY_STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

type Meetings = ReadonlyMap<string, MonthMarks['meetings'][number]>;

function cellName(c: CalendarCell, today: string, marks: MonthMarks | null, meetings: Meetings): string {
  const parts = [dayLabel(c.day)];
  if (c.day === today) parts.push(m.today);
  const meeting = meetings.get(c.day);
  if (meeting?.attendStatus === 'Y') parts.push(m.attendRecognised);
  if (meeting?.attendStatus === 'N') parts.push(m.attendLate);
  const n = marks?.counts[c.day] ?? 0;
  if (n > 0) parts.push(m.scheduleCount(n));
  return parts.join(', ');
}

export function CalendarView({ actor }: { readonly actor: CalendarActor }) {
  const view = useSelector(actor, sel.selectCalendarView);
  const canWeeks = useSelector(actor, sel.selectCanWeeks);
  const canPrev = useSelector(actor, sel.selectCanPrev);
  const canNext = useSelector(actor, sel.selectCanNext);
  const marks = useSelector(actor, sel.selectMarks);
  const marksError = useSelector(actor, sel.selectMarksError);
  const loading = useSelector(actor, sel.selectMarksLoading);
  const grid = useRef<HTMLTableElement>(null);
  const keyed = useRef(false);
  const rows = useMemo(() => (view ? visibleWeeks(view) : []), [view]);
  const meetings: Meetings = useMemo(() => new Map(marks?.meetings.map((x) => [x.attendDate, x])), [marks]);
  // After an arrow key the focus follows the selected day (a DOM effect; the machine moved the selection).
  useEffect(() => {
    if (!keyed.current) return;
    keyed.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]')?.focus();
  }, [view?.selected, view?.month]);
  if (!view) return null;
  const week = view.mode === 'week';
  const onKey = (e: KeyboardEvent) => {
    const by = KEY_STEPS[e.key];
    if (by === undefined) return;
    e.preventDefault();
    keyed.current = true;
    actor.send({ type: 'user.moveDay', by });
  };
  return (
    <section className="sch-calendar" aria-label={m.calendarLabel} aria-busy={loading}>
      <div className="sch-calendar-head">
        <button type="button" className="sch-nav" aria-label={week ? m.prevWeek : m.prevMonth} disabled={!canPrev} onClick={() => actor.send({ type: 'user.step', dir: -1 })}>
          ‹
        </button>
        <h2 className="sch-period" aria-live="polite">
          {periodLabel(view)}
        </h2>
        <button type="button" className="sch-nav" aria-label={week ? m.nextWeek : m.nextMonth} disabled={!canNext} onClick={() => actor.send({ type: 'user.step', dir: 1 })}>
          ›
        </button>
        {canWeeks && (
          <div className="sch-modes" role="group" aria-label="보기">
            {(['month', 'week'] as const).map((mode) => (
              <button key={mode} type="button" aria-pressed={view.mode === mode} onClick={() => actor.send({ type: 'user.setMode', mode })}>
                {mode === 'month' ? m.monthMode : m.weekMode}
              </button>
            ))}
          </div>
        )}
      </div>
      <table ref={grid} className="sch-grid" role="grid" aria-label={periodLabel(view)} onKeyDown={onKey}>
        <thead>
          <tr>
            {WEEKDAYS.map((d, i) => (
              <th key={d} scope="col" className={i === 0 ? 'is-sun' : i === 6 ? 'is-sat' : undefined}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {/* Rows and cells keyed by position: another month or week updates the same cells in place
              rather than removing and creating them all in the tap's frame (docs/performance.md). */}
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((c, i) => {
                const selected = c.day === view.selected;
                const status = meetings.get(c.day)?.attendStatus;
                const dots = Math.min(marks?.counts[c.day] ?? 0, MAX_DOTS);
                const cls = ['sch-day', c.inMonth ? '' : 'is-other', c.day === view.today ? 'is-today' : '', selected ? 'is-selected' : '', status === 'Y' ? 'is-attended' : '', status === 'N' ? 'is-late' : ''];
                return (
                  <td key={i} role="gridcell" aria-selected={selected}>
                    <button type="button" className={cls.filter(Boolean).join(' ')} tabIndex={selected ? 0 : -1} aria-pressed={selected} aria-label={cellName(c, view.today, marks, meetings)} onClick={() => actor.send({ type: 'user.selectDay', day: c.day })}>
                      <span className="sch-date">{c.date}</span>
                      <span className="sch-dots" aria-hidden="true">
                        {'•'.repeat(dots)}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {marksError !== null && <RetryAlert className="sch-marks-failed" message={marksError} onRetry={() => actor.send({ type: 'user.retry' })} />}
    </section>
  );
}
