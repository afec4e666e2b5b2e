// /orgStatus/orgStatusView/memo?targetId&sqno (spec 3 §2 memo popup): a new memo about the member, or an
// edit of one of the caller's (sqno). Saved, it tells the detail that opened it (org-memo-saved) through
// the shell and closes; where nothing closes (opened by its URL, a PC tab of its own) it goes to the detail.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { orgMemoEditorMachine } from '../../../machines/organisation/org-memo-editor.machine';
import { idParam } from '../../domain/app/routes';
import { orgViewHref } from '../../domain/organisation/pages';
import { OrgMemoEditorScreen } from '../../screens/organisation/org-memo-editor-screen';
import { useApp } from '../app-context';
import { closePopup } from '../customers/close-popup';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import { memoEditorCalls } from './member-detail-actors';

export function provideOrgMemoEditor({ fromEffect }: Pick<Flows, 'fromEffect'>, targetId: string, go: (to: string) => void) {
  const calls = memoEditorCalls();
  return orgMemoEditorMachine.provide({
    actors: {
      loadMemo: fromEffect(calls.loadMemo),
      saveMemo: fromEffect(calls.saveMemo),
      finish: fromEffect(({ saved }: { saved: boolean }) => closePopup(saved ? { event: 'org-memo-saved', targetId } : null, orgViewHref({ targetId }), go)),
    },
  });
}

export default function OrgMemoRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const q = new URLSearchParams(route.search);
  const targetId = q.get('targetId') ?? '';
  const raw = idParam(q.get('sqno'));
  const sqno = Number.isNaN(raw) || raw === 0 ? null : raw;
  return session ? <OrgMemo key={`${session.userId}/${route.search}`} targetId={targetId} sqno={sqno} /> : null;
}

function OrgMemo({ targetId, sqno }: { readonly targetId: string; readonly sqno: number | null }) {
  const { flows } = useApp();
  // Fixed for this actor: another member or memo is another key above, so a new actor.
  const machine = useMemo(() => provideOrgMemoEditor(flows, targetId, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input: { targetId, sqno } });
  return <OrgMemoEditorScreen actor={actor} />;
}
