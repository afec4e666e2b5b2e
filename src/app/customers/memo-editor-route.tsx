// /myCstmr/myCstmrView/memo and /modifyMemo (spec 2 §2): the memo popup for a customer (userId, kwkkey,
// custDiv in the query) and, with sqno, for one of its memos (sent back with the version it was read at, so a
// memo changed meanwhile is a conflict, issue 18). It saves through the memo calls and the outbox, tells the
// page that opened it memo-save-complete through the shell, and closes; where nothing closes (opened by
// its URL, a PC tab of its own), it goes to the customer's detail instead.
import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { memoEditorMachine } from '../../../machines/customers/memo-editor.machine';
import { getCustMemo, saveMyCustMemo, updateCustMemo } from '../../domain/customers/contract';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { CUSTOMER_ROUTE_NAMES, customerHref } from '../../domain/customers/pages';
import { idParam } from '../../domain/app/routes';
import { MemoEditorScreen } from '../../screens/customers/memo-editor-screen';
import { Api } from '../../services/api.service';
import { useApp } from '../app-context';
import { submitVoid } from '../outbox/submit-save';
import { closePopup } from './close-popup';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';

interface Target {
  readonly userId: string;
  readonly kwkkey: string;
  readonly custDiv: '1' | '2';
}

export function provideMemoEditor({ fromEffect }: Pick<Flows, 'fromEffect'>, t: Target, go: (to: string) => void) {
  // The shared memo popup (also the organisation's) holds the text only: the version the edited memo was read
  // at stays beside it here, one per provided machine (one popup), and goes with the update.
  let version: number | undefined;
  return memoEditorMachine.provide({
    actors: {
      loadMemo: fromEffect(({ sqno }: { sqno: number }) =>
        Api.use((a) => a.call(getCustMemo, { sqno })).pipe(
          Effect.map((r) => {
            version = r.memo.version;
            return r.memo.memo;
          }),
        ),
      ),
      saveMemo: fromEffect(({ sqno, memo }: { sqno: number | null; memo: string }) =>
        sqno === null
          ? submitVoid(saveMyCustMemo, { kwkkey: t.kwkkey, custDiv: t.custDiv, memoDiv: '1', memo }, { label: outboxMessages.outboxLabelMemo, record: null, block: true })
          : submitVoid(
              updateCustMemo,
              { sqno, memo, ...(version === undefined ? {} : { version }) },
              { label: outboxMessages.outboxLabelMemo, record: recordOf.custMemo(sqno), block: true },
            ),
      ),
      finish: fromEffect(({ saved }: { saved: boolean }) =>
        closePopup(saved ? { event: 'memo-save-complete', kwkkey: t.kwkkey } : null, customerHref(t), go),
      ),
    },
  });
}

export default function MemoEditorRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const q = new URLSearchParams(route.search);
  const target: Target = { userId: q.get('userId') ?? '', kwkkey: q.get('kwkkey') ?? '', custDiv: q.get('custDiv') === '1' ? '1' : '2' };
  const sqno = route.route.name === CUSTOMER_ROUTE_NAMES.modifyMemo ? idParam(q.get('sqno')) : null;
  return session ? <MemoEditor key={`${session.userId}/${route.search}`} target={target} sqno={sqno} /> : null;
}

function MemoEditor({ target, sqno }: { readonly target: Target; readonly sqno: number | null }) {
  const { flows } = useApp();
  // The target is fixed for this actor: another customer or memo is another key above, so a new actor.
  const machine = useMemo(() => provideMemoEditor(flows, target, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input: { sqno } });
  return <MemoEditorScreen actor={actor} />;
}
