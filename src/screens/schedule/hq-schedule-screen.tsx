// The HQ schedule (spec 2 §2 /mySchedule/hdSchedule): the my / HQ tabs, the month calendar with the HQ
// events' dots and the month's events as an infinite list (type, date range, title).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { hqScheduleMachine } from '../../../machines/schedule/hq-schedule.machine';
import * as sel from '../../../machines/schedule/hq-schedule.selectors';
import type { HdSchedule } from '../../domain/schedule/contract';
import { scheduleMessages as m } from '../../domain/schedule/messages';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import { CalendarView, type CalendarActor } from './calendar-view';
import { MyScheduleTabs } from './my-schedule-tabs';
import './schedule-calendar.css';

const range = (h: HdSchedule) => (h.endDt && h.endDt !== h.sttDt ? `${h.sttDt} ~ ${h.endDt}` : h.sttDt);

function HqList({ actor }: { readonly actor: PagedListActor }) {
  const list = usePagedList<HdSchedule>(actor);
  return (
    <section className="sch-hq-list" aria-label={m.hqListLabel} aria-busy={list.busy}>
      <PagedListBody
        actor={actor}
        list={list}
        label={m.hqListLabel}
        rowsClass="sch-hq-rows"
        emptyClass="sch-empty"
        emptyText={() => m.noHqSchedules}
        rowKey={(h) => h.seq}
        renderRow={(h) => (
          <li className="sch-hq-row">
            <span className="sch-kind">{h.cdNm}</span>
            <span className="sch-time">{range(h)}</span>
            <span className="sch-title">{h.title}</span>
          </li>
        )}
      />
    </section>
  );
}

export function HqScheduleScreen({ actor }: { readonly actor: ActorRefFrom<typeof hqScheduleMachine> }) {
  const calendar = useSelector(actor, sel.selectHqCalendarRef) as CalendarActor | undefined;
  const list = useSelector(actor, sel.selectHqListRef) as PagedListActor | undefined;
  return (
    <div className="sch-screen">
      <MyScheduleTabs current="hq" />
      <div className="sch-columns">
        {calendar && <CalendarView actor={calendar} />}
        {list && <HqList key={list.id + String(list.sessionId)} actor={list} />}
      </div>
    </div>
  );
}
