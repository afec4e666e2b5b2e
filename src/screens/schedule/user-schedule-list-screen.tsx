// The accompany lookup's schedule list (spec 2 §2 User schedule list): the planner's header, their
// schedules grouped by date, each with kind, time, title or customer and a radio; 닫기 and 선택. Renders the
// user-schedule-list actor.
import { useSelector } from '@xstate/react';
import { Fragment } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { userScheduleListMachine } from '../../../machines/schedule/user-schedule-list.machine';
import * as sel from '../../../machines/schedule/user-schedule-list.selectors';
import type { ScheduleRow } from '../../domain/schedule/contract';
import { scheduleMessages as m } from '../../domain/schedule/messages';
import { scheduleKindName } from '../../domain/shared/codes';
import { ListTail } from '../../ui/list-tail';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { usePagedList, type PagedListActor } from '../shared/paged-list-view';
import { dayWithWeekday, timeOf, whoOf } from './schedule-view-screen';
import './schedule.css';

type Actor = ActorRefFrom<typeof userScheduleListMachine>;

export function UserScheduleListScreen({ actor }: { readonly actor: Actor }) {
  const list = useSelector(actor, sel.selectList);
  const planner = useSelector(actor, sel.selectPlanner);
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const canConfirm = useSelector(actor, sel.selectCanConfirm);
  const busy = useSelector(actor, sel.selectBusy);
  return (
    <section className="sched-lookup" aria-label={m.userSchedulesLabel} aria-busy={busy}>
      {loading && <Spinner label={m.userSchedulesLabel} />}
      {error !== null && <RetryAlert message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {planner && <h2>{m.userSchedulesOf(planner.username, planner.userid)}</h2>}
      {list && <Schedules list={list} actor={actor} />}
      <div className="sched-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.close' })}>
          {m.close}
        </button>
        <button type="button" className="btn btn-primary" disabled={!canConfirm || busy} onClick={() => actor.send({ type: 'user.confirm' })}>
          {m.pick}
        </button>
      </div>
    </section>
  );
}

/** The rows by start date, in the server's order (dates ascending). */
function byDay(rows: readonly ScheduleRow[]) {
  const days: { day: string; rows: ScheduleRow[] }[] = [];
  for (const r of rows) {
    const last = days[days.length - 1];
    if (last && last.day === r.sttDt) last.rows.push(r);
    else days.push({ day: r.sttDt, rows: [r] });
  }
  return days;
}

function Schedules({ list: listActor, actor }: { readonly list: PagedListActor; readonly actor: Actor }) {
  const list = usePagedList<ScheduleRow>(listActor);
  const picked = useSelector(actor, sel.selectPicked);
  const { view, items } = list;
  return (
    <>
      {view.loadingFirst && <Spinner label="불러오는 중" />}
      {view.empty && <p className="sched-empty">{m.userSchedulesEmpty}</p>}
      {byDay(items).map(({ day, rows }) => (
        <Fragment key={day}>
          <h3 className="sched-day">{dayWithWeekday(day)}</h3>
          <ul className="sched-rows" aria-label={dayWithWeekday(day)}>
            {rows.map((r) => (
              <li key={r.sqno}>
                <label className="sched-pick">
                  <input type="radio" name="acmp" checked={picked === r.sqno} onChange={() => actor.send({ type: 'user.pick', schedule: r })} />
                  <span>
                    <strong>{scheduleKindName(r.scdlDivCd)}</strong> {timeOf(r)} {whoOf(r)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
      <ListTail
        loadingMore={view.loadingMore}
        error={view.error}
        canLoadMore={view.canLoadMore}
        onRetry={() => listActor.send({ type: 'user.retry' })}
        onMore={() => listActor.send({ type: 'user.loadMore' })}
      />
    </>
  );
}
