// /myCstmr/myCstmrView/addChildren and /modifyChildren (spec 2 §2): the child popups for a customer (userId,
// kwkkey, custDiv in the query; sqno, the child's position, to modify). The child taken is told to the page
// that opened the popup (add-children-result / modify-children-result) through the shell, which saves it,
// and the popup closes; where nothing closes (opened by its URL, a PC tab of its own), it goes to the
// customer's detail instead.
import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { childEditorMachine, type ChildEditorInput, type ChildForm } from '../../../machines/customers/child-editor.machine';
import { CUSTOMER_ROUTE_NAMES, customerHref } from '../../domain/customers/pages';
import type { PopupEvent, ReportedChild } from '../../domain/customers/popup-events';
import { idParam } from '../../domain/app/routes';
import { kstDay } from '../../domain/shared/format';
import { ChildEditorScreen } from '../../screens/customers/child-editor-screen';
import { Clock } from '../../services/clock.service';
import { useApp } from '../app-context';
import { closePopup } from './close-popup';
import { loadCustomerBrief } from './customer-brief';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';

interface Target {
  /** The customer's owner ('' for the caller's own). */
  readonly userId: string;
  readonly kwkkey: string;
  readonly custDiv: '1' | '2';
}

/** Today (KST) and, to modify, the customer's child at its position (null when none is there). */
const loadForm = (t: Target) => ({ sqno }: ChildEditorInput) =>
  Effect.gen(function* () {
    const today = kstDay(yield* Clock.use((c) => c.now));
    if (sqno === null) return { today, child: null };
    const answer = yield* loadCustomerBrief({ kwkkey: t.kwkkey, custDiv: t.custDiv, searchUserid: t.userId });
    const k = answer.children.find((c) => c.sqno === sqno);
    return { today, child: k ? { chlnnam: k.chlnNm, chlnbdt: k.chlnBrdt, chlngndr: k.kwgend } : null };
  }).pipe(Effect.map((form): ChildForm => form));

const reportOf = (t: Target, sqno: number | null, child: ReportedChild): PopupEvent =>
  sqno === null ? { event: 'add-children-result', kwkkey: t.kwkkey, child } : { event: 'modify-children-result', kwkkey: t.kwkkey, sqno, child };

export function provideChildEditor({ fromEffect }: Pick<Flows, 'fromEffect'>, t: Target, sqno: number | null, go: (to: string) => void) {
  return childEditorMachine.provide({
    actors: {
      loadForm: fromEffect(loadForm(t)),
      finish: fromEffect(({ child }: { child: ReportedChild | null }) => closePopup(child ? reportOf(t, sqno, child) : null, customerHref(t), go)),
    },
  });
}

export default function ChildEditorRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const q = new URLSearchParams(route.search);
  const target: Target = { userId: q.get('userId') ?? '', kwkkey: q.get('kwkkey') ?? '', custDiv: q.get('custDiv') === '1' ? '1' : '2' };
  const sqno = route.route.name === CUSTOMER_ROUTE_NAMES.modifyChild ? idParam(q.get('sqno')) : null;
  return session ? <ChildEditor key={`${session.userId}/${route.route.name}/${route.search}`} target={target} sqno={sqno} /> : null;
}

function ChildEditor({ target, sqno }: { readonly target: Target; readonly sqno: number | null }) {
  const { flows } = useApp();
  // The target is fixed for this actor: another customer or child is another key above, so a new actor.
  const machine = useMemo(() => provideChildEditor(flows, target, sqno, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input: { sqno } });
  return <ChildEditorScreen actor={actor} />;
}
