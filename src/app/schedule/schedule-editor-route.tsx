// /mySchedule/myScheduleReg/{sqno?} (spec 2 §2): the schedule form, registering (with the customer the
// customer detail named in the query: kwkey, custNm, custDivCd) or editing sqno. It hears its popups'
// reports (customer search, address search, accompany lookup) through the shell's page messages.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { scheduleEditorMachine, type ScheduleEditorInput } from '../../../machines/schedule/schedule-editor.machine';
import { idParam } from '../../domain/app/routes';
import type { PopupEvent } from '../../domain/customers/popup-events';
import { SCHEDULE_LIST_PATH, scheduleViewHref, type ScheduleCustomer } from '../../domain/schedule/pages';
import { ScheduleEditorScreen } from '../../screens/schedule/schedule-editor-screen';
import { useApp } from '../app-context';
import { openPopup } from '../customers/customer-detail-actors';
import { watchPopups } from '../customers/watch-popups';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import { loadSchedule, saveSchedule } from './schedule-actors';

/** The form's popups' reports as its events; anything else is not the form's. */
export function editorPopupEvent(e: PopupEvent) {
  if (e.event === 'cust-selected') return { type: 'popup.custSelected', kwkkey: e.kwkkey, custDiv: e.custDiv, custNm: e.custNm } as const;
  if (e.event === 'juso-selected') return { type: 'popup.jusoSelected', zipNo: e.zipNo, roadAddr: e.roadAddr } as const;
  if (e.event !== 'acmp-schedule-selected') return null;
  const { event: _event, ...schedule } = e;
  return { type: 'popup.acmpSelected', ...schedule } as const;
}

/** `go` navigates: after a create to the list, after an edit to the view, replacing the form's entry. */
export function provideScheduleEditor({ fromEffect, nativeEvents }: Pick<Flows, 'fromEffect' | 'nativeEvents'>, origin: string, go: (to: string) => void) {
  return scheduleEditorMachine.provide({
    actions: { leave: (_, { sqno }) => go(sqno === null ? SCHEDULE_LIST_PATH : scheduleViewHref(sqno)) },
    actors: {
      loadSchedule: fromEffect(loadSchedule),
      saveSchedule: fromEffect(saveSchedule),
      openPopup: fromEffect(openPopup(origin)),
      watchPopups: watchPopups(nativeEvents(), null, editorPopupEvent),
    },
  });
}

/** The customer the query names (all three parts, a known kind), else none. */
export function customerOfQuery(search: string): ScheduleCustomer | null {
  const q = new URLSearchParams(search);
  const kwkey = q.get('kwkey') ?? '';
  const custNm = q.get('custNm') ?? '';
  const custDivCd = q.get('custDivCd');
  return kwkey !== '' && custNm !== '' && (custDivCd === 'SCD01' || custDivCd === 'SCD02') ? { kwkey, custNm, custDivCd } : null;
}

export default function ScheduleEditorRoute({ route }: RouteViewProps) {
  const { app, flows } = useApp();
  const session = useSelector(app, selectSession);
  const raw = route.params.sqno;
  const input: ScheduleEditorInput = { sqno: raw ? idParam(raw) : null, customer: customerOfQuery(route.search), today: flows.today() };
  return session ? <ScheduleEditor key={`${session.userId}/${route.path}?${route.search}`} input={input} /> : null;
}

function ScheduleEditor({ input }: { readonly input: ScheduleEditorInput }) {
  const { flows } = useApp();
  const machine = useMemo(() => provideScheduleEditor(flows, window.location.origin, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input });
  return <ScheduleEditorScreen actor={actor} />;
}
