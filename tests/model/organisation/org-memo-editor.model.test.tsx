// Model-based tests of the member memo popup (spec 3 §2 memo popup, §5 member memo): every generated path
// on the bare machine, writing a new memo about planner01 as the branch head and editing one of the branch
// head's, then one covering set over both on the rendered popup against the real server in-process on
// PGlite, inside the fake Android shell: orgnz/memoList and memoSave are held and forwarded (or failed:
// faults only); what the server then holds is checked, and so are the shell's messages (the detail told
// org-memo-saved, the web view closed). Each path starts from the same two memos.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { orgMemoEditorMachine, type OrgMemoEditorInput } from '../../../machines/organisation/org-memo-editor.machine';
import * as editorSelectors from '../../../machines/organisation/org-memo-editor.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { provideOrgMemoEditor } from '../../../src/app/organisation/org-memo-route';
import { orgViewHref } from '../../../src/domain/organisation/pages';
import { msg } from '../../../src/domain/messages';
import { OrgMemoEditorScreen } from '../../../src/screens/organisation/org-memo-editor-screen';
import { Outbox } from '../../../src/services/outbox.service';
import { replayOnImplementation } from '../../support/replay';
import { jointRenderedPaths } from '../customers/joint-covering';
import { sectionWorld } from '../customers/section-world';
import { expectClosed, expectOpen, isAuto, memoPopupDrivers, memoPopupEvents, memoPopupModel, savedBefore, type MemoPopupForm } from '../shared/memo-popup.model';
import { memoRows, putMemos, staffRow, VIEWER } from './member-world';

const h = await createHarness(TEST_DATABASES[0]!);
const TARGET = await staffRow(h, 'planner01');
const SEEDED_TEXTS = ['첫 상담 동행 완료', '교육 이수 독려 필요'];
const [, EDITED] = await putMemos(h, VIEWER, TARGET.userid, SEEDED_TEXTS);
const TEXT = '다음 주 화요일 오후 동행 상담';
/** 520 two-byte letters: 1040 bytes, 40 beyond the limit. */
const TOO_LONG = '가'.repeat(520);
/** Spec 3 §5, written out here: characters above code 127 count 2 bytes, others 1. */
const bytesOf = (s: string) => [...s].reduce((n, ch) => n + ((ch.codePointAt(0) ?? 0) > 127 ? 2 : 1), 0);

const { inert, groups: GROUPS } = memoPopupModel(
  'org-memo-editor',
  orgMemoEditorMachine,
  [
    { name: 'a new memo', cache: 'org-memo-editor-new', input: { targetId: TARGET.akdcde, sqno: null } as OrgMemoEditorInput },
    { name: 'editing the branch head’s memo', cache: 'org-memo-editor-edit', input: { targetId: TARGET.akdcde, sqno: EDITED! } as OrgMemoEditorInput },
  ],
  (input) => memoPopupEvents(input.sqno, { loaded: SEEDED_TEXTS[1]!, typed: [TEXT, '   ', TOO_LONG], saveOutput: { sqno: input.sqno ?? EDITED! + 1 } }),
);
afterAll(() => h.close());

let stop: (() => Promise<void>) | null = null;
let seeded: number[] = [];
beforeEach(async () => {
  seeded = await putMemos(h, VIEWER, TARGET.userid, SEEDED_TEXTS);
});
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

describe('the member memo popup on the rendered screen (one covering set over both)', () => {
  for (const { group: g, path } of jointRenderedPaths(inert, GROUPS, editorSelectors))
    it(`${g.name}: ${path.description}`, async () => {
      const w = await sectionWorld(h, { userid: VIEWER, held: ['orgnz/memoList', 'orgnz/memoSave'], device: 'device-0000-orgmemo', shell: true });
      const { server, shell } = w as typeof w & { shell: FakeShellControl };
      const went: string[] = [];
      // The memos were put back before this path: the one edited has the same place, a new number.
      const input = g.input.sqno === null ? g.input : { ...g.input, sqno: seeded[1]! };
      const actor: AnyActorRef = createActor(provideOrgMemoEditor(makeFlows(w.runtime), TARGET.akdcde, (to) => went.push(to)), { input }).start();
      stop = async () => {
        actor.stop();
        await w.stop();
      };
      render(<OrgMemoEditorScreen actor={actor as any} />);
      const popup: MemoPopupForm = {
        form: () => screen.getByRole('form', { name: msg.orgMemoEditorTitle }),
        label: msg.orgMemoLabel,
        submit: g.input.sqno === null ? msg.orgMemoRegister : msg.orgMemoModify,
      };
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          ...memoPopupDrivers(popup),
          'xstate.done.actor.loadMemo': async (e) => {
            const req = await w.take('orgnz/memoList');
            expect(req.form.get('targetId')).toBe(TARGET.akdcde);
            const answer = await act(async () => server.forward(req));
            expect(answer.body.data.list.find((m: { sqno: number }) => m.sqno === input.sqno).cntn).toBe(e.output);
          },
          'xstate.error.actor.loadMemo': async () => {
            const req = await w.take('orgnz/memoList');
            act(() => req.fail());
          },
          'xstate.done.actor.saveMemo': async () => {
            const req = await w.take('orgnz/memoSave');
            const text = actor.getSnapshot().context.text.trim();
            expect(Object.fromEntries(req.form)).toMatchObject({ sqno: String(input.sqno ?? 0), targetId: TARGET.akdcde, contents: text });
            // An edit sends the version its text was read at (issue 18); a new memo has none.
            const read = (await memoRows(h)).find((r) => r.sqno === input.sqno);
            expect(req.form.get('version')).toBe(read ? String(read.version) : null);
            expect((await act(async () => server.forward(req))).body.rt).toBe('success');
            // The server holds it: a third memo by the branch head about planner01, or the second one changed.
            const rows = await memoRows(h);
            expect(rows.map((r) => [r.authorUserid, r.targetUserid])).toEqual(rows.map(() => [VIEWER, TARGET.userid]));
            expect(rows.map((r) => r.cntn).sort()).toEqual((input.sqno === null ? [...SEEDED_TEXTS, text] : [SEEDED_TEXTS[0]!, text]).sort());
          },
          'xstate.error.actor.saveMemo': async (e) => {
            const req = await w.take('orgnz/memoSave');
            act(() => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
          },
        },
        verify: (step, index) =>
          waitFor(() => {
            const s = step.state.value as string;
            const c = step.state.context as any;
            if (s === 'closed') return expectClosed(shell, went, savedBefore(path, index) ? [{ event: 'org-memo-saved', targetId: TARGET.akdcde }] : [], orgViewHref({ targetId: TARGET.akdcde }));
            const box = expectOpen(shell, popup, s, c, g.input.sqno === null ? msg.orgMemoConfirmNew : msg.orgMemoConfirmEdit);
            // Typing beyond 1000 bytes keeps the part within them.
            expect(bytesOf(box.value)).toBeLessThanOrEqual(1000);
            if (path.steps.slice(1, index + 1).some((st) => st.event.type === 'user.changeText' && st.event.text === TOO_LONG) && c.text.startsWith('가')) expect(box.value).toBe('가'.repeat(500));
            expect(within(popup.form()).getByText(`${bytesOf(c.text)}/1000Byte`)).toBeInTheDocument();
          }),
      });
    });
});

describe('an edit without network (issue 18)', () => {
  it('is kept by the outbox with the version its text was read at; the popup tells the detail and closes as after a save', async () => {
    const w = await sectionWorld(h, { userid: VIEWER, held: ['orgnz/memoList', 'orgnz/memoSave'], device: 'device-0000-orgmemo', shell: true });
    const shell = w.shell as FakeShellControl;
    const went: string[] = [];
    const sqno = seeded[1]!;
    const actor: AnyActorRef = createActor(provideOrgMemoEditor(makeFlows(w.runtime), TARGET.akdcde, (to) => went.push(to)), { input: { targetId: TARGET.akdcde, sqno } }).start();
    stop = async () => {
      actor.stop();
      await w.stop();
    };
    render(<OrgMemoEditorScreen actor={actor as any} />);
    await act(async () => void (await w.server.forward(await w.take('orgnz/memoList'))));
    const read = (await memoRows(h)).find((r) => r.sqno === sqno)!;
    const form = await screen.findByRole('form', { name: msg.orgMemoEditorTitle });
    await waitFor(() => expect(within(form).getByLabelText(msg.orgMemoLabel)).toHaveValue(read.cntn));
    act(() => void fireEvent.change(within(form).getByLabelText(msg.orgMemoLabel), { target: { value: TEXT } }));
    act(() => void fireEvent.click(within(form).getByRole('button', { name: msg.orgMemoModify })));
    act(() => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })));
    const save = await w.take('orgnz/memoSave');
    act(() => save.fail());
    await waitFor(() => expectClosed(shell, went, [{ event: 'org-memo-saved', targetId: TARGET.akdcde }], orgViewHref({ targetId: TARGET.akdcde })));
    const kept = await w.runtime.runPromise(Outbox.use((box) => box.load(VIEWER)));
    expect(kept.map((k) => [k.path, k.state, k.label, k.record, k.fields])).toEqual([
      ['orgnz/memoSave', 'queued', msg.outboxLabelMemo, `orgMemo:${sqno}`, { sqno: String(sqno), targetId: TARGET.akdcde, contents: TEXT, version: String(read.version) }],
    ]);
    expect((await memoRows(h)).find((r) => r.sqno === sqno)!.cntn).toBe(read.cntn);
  });
});
