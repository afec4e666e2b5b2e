// Model-based tests of the member detail's machines on the bare machines (spec 3 §2 member detail,
// profile, memo popup; §5 member memo): every transition from generated paths, replayed with the
// transitions recorded — the load and its retry, the month switch (a year back, never past this month),
// the call / text hand-over (no SMS on PC), the commission link; the memos read, deleted after
// confirming (not stored, refused), written and edited in the shell's popup or a PC's dialog; the memo
// popup's required rule, byte limit, confirmation and save; the profile's load.
import { afterAll, describe, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { BridgeFailed, BridgeUnavailable } from '../../../bridges/contract';
import { memberDetailMachine } from '../../../machines/organisation/member-detail.machine';
import { memberProfileMachine } from '../../../machines/organisation/member-profile.machine';
import { orgMemoEditorMachine } from '../../../machines/organisation/org-memo-editor.machine';
import { orgMemosMachine } from '../../../machines/organisation/org-memos.machine';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnMachine } from '../../support/replay';
import { itCoversEveryTransition } from '../schedule/schedule-machines.fixtures';
import { DATA, figuresOf, inertDetail, inertEditor, inertMemos, MEMBER, MEMOS, PREVIOUS } from './member-fixtures';

function model(name: string, machine: AnyStateMachine, inert: AnyStateMachine, inputs: unknown[], events: AnyEventObject[], contextKey: (c: any) => unknown) {
  const taken = new Set<string>();
  afterAll(() => writeCoverage(machine, taken));
  describe(name, () => {
    for (const input of inputs) {
      const paths = generateCoveringPaths(machine, { events, input, contextKey, inert, taken: new Set() });
      for (const path of paths) it(path.description, () => replayOnMachine(inert, input, path, taken, contextKey));
    }
    itCoversEveryTransition(machine, taken);
  });
}

const OFFLINE = new NetworkError({ detail: 'offline' });
const REFUSED = new ServerError({ rt: 'not_found', rtMsg: '조직원 정보를 찾을 수 없습니다.' });

model(
  'the member detail',
  memberDetailMachine,
  inertDetail,
  [{ targetId: MEMBER.akdcde, gubun: MEMBER.gubun, akdnam: MEMBER.akdnam, inline: false }],
  [
    { type: 'xstate.done.actor.loadMember', output: DATA },
    { type: 'xstate.done.actor.loadMember', output: { ...DATA, commission: null } },
    { type: 'xstate.error.actor.loadMember', error: REFUSED },
    { type: 'user.retry' },
    { type: 'user.prevMonth' },
    { type: 'user.nextMonth' },
    { type: 'xstate.done.actor.loadMonth', output: figuresOf(PREVIOUS, 0) },
    { type: 'xstate.error.actor.loadMonth', error: OFFLINE },
    { type: 'user.call' },
    { type: 'user.text' },
    { type: 'xstate.done.actor.handOver' },
    { type: 'xstate.error.actor.handOver', error: new BridgeUnavailable({ action: 'sendSms', platform: 'PC', reason: 'not-on-platform' }) },
    { type: 'user.openCommission' },
    { type: 'xstate.done.actor.openCommission' },
    { type: 'xstate.error.actor.openCommission', error: OFFLINE },
    { type: 'user.dismissMessage' },
  ],
  (c) => [c.data?.commission != null, c.figures?.yyyymm ?? null, c.pendingMonth, c.message, c.error, c.contact],
);

model(
  'the member’s memos',
  orgMemosMachine,
  inertMemos,
  [
    { targetId: MEMBER.akdcde, memos: MEMOS, inline: false },
    { targetId: MEMBER.akdcde, memos: MEMOS, inline: true },
  ],
  [
    { type: 'user.toggleMemo', sqno: 12 },
    { type: 'user.deleteMemo', sqno: 12 },
    { type: 'user.confirm' },
    { type: 'user.dismiss' },
    { type: 'user.writeMemo' },
    { type: 'user.editMemo', sqno: 9 },
    { type: 'user.dismissMessage' },
    { type: 'popup.memoSaved' },
    { type: 'xstate.done.actor.deleteMemo', output: { sqno: 12 } },
    { type: 'xstate.done.actor.deleteMemo', output: { sqno: 0 } },
    { type: 'xstate.error.actor.deleteMemo', error: REFUSED },
    { type: 'xstate.done.actor.loadMemos', output: MEMOS.slice(1) },
    { type: 'xstate.error.actor.loadMemos', error: OFFLINE },
    { type: 'xstate.error.actor.loadMemos', error: new ServerError({ rt: 'server_error', rtMsg: '일시적인 오류' }) },
    { type: 'xstate.done.actor.openEditor' },
    { type: 'xstate.error.actor.openEditor', error: new BridgeFailed({ action: 'openNewPage', message: 'popup blocked' }) },
    { type: 'xstate.done.actor.editor', output: { saved: true } },
    { type: 'xstate.done.actor.editor', output: { saved: false } },
  ],
  (c) => [c.expanded, c.deleting, c.editing, c.message, c.memos.length],
);

model(
  'the memo popup',
  orgMemoEditorMachine,
  inertEditor,
  [
    { targetId: MEMBER.akdcde, sqno: null },
    { targetId: MEMBER.akdcde, sqno: 9 },
  ],
  [
    { type: 'user.changeText', text: '상담 일정 확인' },
    { type: 'user.changeText', text: '   ' },
    { type: 'user.submit' },
    { type: 'user.confirm' },
    { type: 'user.dismiss' },
    { type: 'user.dismissMessage' },
    { type: 'user.retry' },
    { type: 'user.cancel' },
    { type: 'xstate.done.actor.loadMemo', output: '교육 이수 확인' },
    { type: 'xstate.error.actor.loadMemo', error: OFFLINE },
    { type: 'xstate.done.actor.saveMemo', output: { sqno: 13 } },
    { type: 'xstate.done.actor.saveMemo', output: { sqno: 0 } },
    { type: 'xstate.error.actor.saveMemo', error: new ServerError({ rt: 'invalid_param', rtMsg: '메모는 1000Byte까지 입력할 수 있습니다.' }) },
    { type: 'xstate.done.actor.finish' },
  ],
  (c) => [c.text.trim() === '', c.message, c.error, c.saved],
);

model(
  'the member profile',
  memberProfileMachine,
  memberProfileMachine.provide({ actors: inertActors(['loadProfile']) as any }),
  [{ targetId: MEMBER.akdcde }],
  [
    { type: 'xstate.done.actor.loadProfile', output: { akdcde: MEMBER.akdcde, akdnam: MEMBER.akdnam, gubun: 'COG03', gnrlName: '서울본부', cntrName: '강남센터', akddpt: 'B1100', akden: '2021-03-02', akdje: '2021-03-02', chawol: 12, akdst: '00000000', isMe: 'N' } },
    { type: 'xstate.error.actor.loadProfile', error: OFFLINE },
    { type: 'user.retry' },
  ],
  (c) => [c.profile?.akdcde ?? null, c.error],
);
