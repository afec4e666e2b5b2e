// The member detail machine with its actors and children provided on the app's runtime: the memos, whose
// popup reports back through the shell's page messages (org-memo-saved for this member), and the memo
// dialog a PC shows beside the detail (it only reports to its parent, nothing to close). The commission
// page's window is reserved in the click and claimed by openCommission.
import { Effect } from 'effect';
import { memberDetailMachine } from '../../../machines/organisation/member-detail.machine';
import { orgMemosMachine } from '../../../machines/organisation/org-memos.machine';
import { orgMemoEditorMachine } from '../../../machines/organisation/org-memo-editor.machine';
import { watchPopups } from '../customers/watch-popups';
import type { Flows } from '../flows';
import { reservedLinkSlot } from '../reserved-link-slot';
import * as actors from './member-detail-actors';

export function provideMemberDetail({ fromEffect, nativeEvents, reserveExternalLink }: Pick<Flows, 'fromEffect' | 'nativeEvents' | 'reserveExternalLink'>, targetId: string, origin: string) {
  const commissionLink = reservedLinkSlot(reserveExternalLink);
  return memberDetailMachine.provide({
    actions: { reserveExternalLink: commissionLink.reserve },
    actors: {
      loadMember: fromEffect(actors.loadMember),
      loadMonth: fromEffect(actors.loadMonth),
      handOver: fromEffect(actors.handOver),
      openCommission: fromEffect(actors.openCommission(commissionLink.claim)),
      memos: provideOrgMemos({ fromEffect, nativeEvents }, targetId, origin),
    } as never,
  });
}

/** The PC's memo dialog: one version store per detail (a memo's version is set again each time it is read). */
function provideInlineEditor(fromEffect: Flows['fromEffect']) {
  const calls = actors.memoEditorCalls();
  return orgMemoEditorMachine.provide({ actors: { loadMemo: fromEffect(calls.loadMemo), saveMemo: fromEffect(calls.saveMemo), finish: fromEffect(() => Effect.void) } });
}

/** The memos child: its calls, the shell's popup and the page messages it reports with, and the PC's dialog. */
export function provideOrgMemos({ fromEffect, nativeEvents }: Pick<Flows, 'fromEffect' | 'nativeEvents'>, targetId: string, origin: string) {
  return orgMemosMachine.provide({
    actors: {
      loadMemos: fromEffect(actors.loadMemos),
      deleteMemo: fromEffect(actors.deleteMemo),
      openEditor: fromEffect(actors.openEditor(origin)),
      watchPopups: watchPopups(nativeEvents(), null, (e) => (e.event === 'org-memo-saved' && e.targetId === targetId ? { type: 'popup.memoSaved' } : null)),
      editor: provideInlineEditor(fromEffect),
    } as never,
  });
}
