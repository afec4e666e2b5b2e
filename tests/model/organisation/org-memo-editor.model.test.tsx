// Model-based tests of the member memo popup (spec 3 §2 memo popup, §5 member memo): every generated path
// on the bare machine, writing a new memo about planner01 as the branch head and editing one of the branch
// head's, then one covering set over both on the rendered popup against the real server in-process on
// PGlite, inside the fake Android shell: orgnz/memoList and memoSave are held and forwarded (or failed:
// faults only); what the server then holds is checked, and so are the shell's messages (the detail told
// org-memo-saved, the web view closed). Each path starts from the same two memos.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { orgMemoEditorMachine, type OrgMemoEditorInput } from '../../../machines/organisation/org-memo-editor.machine';
import * as editorSelectors from '../../../machines/organisation/org-memo-editor.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { provideOrgMemoEditor } from '../../../src/app/organisation/org-memo-route';
import { orgViewHref } from '../../../src/domain/organisation/pages';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { OrgMemoEditorScreen } from '../../../src/screens/organisation/org-memo-editor-screen';
import { generateCoveringPaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { jointRenderedPaths } from '../customers/joint-covering';
import { finishedBy, sectionWorld } from '../customers/section-world';
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

const events = (sqno: number | null): AnyEventObject[] => [
  ...(sqno === null
    ? []
    : [
        { type: 'xstate.done.actor.loadMemo', output: SEEDED_TEXTS[1] },
        { type: 'xstate.error.actor.loadMemo', error: new NetworkError({ detail: 'offline' }) },
        { type: 'user.retry' },
      ]),
  { type: 'user.changeText', text: TEXT },
  { type: 'user.changeText', text: '   ' },
  { type: 'user.changeText', text: TOO_LONG },
  { type: 'user.submit' },
  { type: 'user.confirm' },
  { type: 'user.dismiss' },
  { type: 'user.dismissMessage' },
  { type: 'user.cancel' },
  { type: 'xstate.done.actor.saveMemo', output: { sqno: sqno ?? EDITED! + 1 } },
  { type: 'xstate.error.actor.saveMemo', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'xstate.done.actor.finish' },
];
const inert = orgMemoEditorMachine.provide({ actors: inertActors(['loadMemo', 'saveMemo', 'finish']) as any });
const contextKey = (c: any) => [c.text, c.message, c.error];
/** The popup closes itself once it is done: the step that finishes is the shell's, at once. */
const isAuto = (e: AnyEventObject) => e.type === 'xstate.done.actor.finish';
const finished = (path: ModelPath, input: OrgMemoEditorInput) => finishedBy(inert, input, (v) => (v === 'finishing' || v === 'closing' ? 'finish' : null))(path);
const GROUPS = [
  { name: 'a new memo', input: { targetId: TARGET.akdcde, sqno: null } as OrgMemoEditorInput },
  { name: 'editing the branch head’s memo', input: { targetId: TARGET.akdcde, sqno: EDITED! } as OrgMemoEditorInput },
].map((g) => ({
  ...g,
  paths: cachedPaths(`org-memo-editor-${g.input.sqno === null ? 'new' : 'edit'}`, orgMemoEditorMachine, { events: events(g.input.sqno), input: g.input, contextKey, inert, taken: new Set<string>() }, generateCoveringPaths).map(
    (p) => finished(p, g.input),
  ),
}));
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(orgMemoEditorMachine, taken);
  await h.close();
});

for (const g of GROUPS)
  describe(`org-memo-editor machine: generated paths (${g.name})`, () => {
    it('generates paths', () => expect(g.paths.length).toBeGreaterThanOrEqual(5));
    for (const path of g.paths) it(path.description, () => replayOnMachine(inert, g.input, path, taken, contextKey));
  });

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
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
      const form = () => screen.getByRole('form', { name: msg.orgMemoEditorTitle });
      const dialogButton = (name: string) => click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
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
          'user.retry': () => click(within(form()).getByRole('button', { name: msg.retry })),
          'user.changeText': (e) => act(() => void fireEvent.change(within(form()).getByLabelText(msg.orgMemoLabel), { target: { value: e.text } })),
          'user.submit': () => click(within(form()).getByRole('button', { name: g.input.sqno === null ? msg.orgMemoRegister : msg.orgMemoModify })),
          'user.confirm': () => dialogButton('확인'),
          'user.dismiss': () => dialogButton('취소'),
          'user.dismissMessage': () => dialogButton('확인'),
          'user.cancel': () => click(within(form()).getByRole('button', { name: '취소' })),
          'xstate.done.actor.saveMemo': async () => {
            const req = await w.take('orgnz/memoSave');
            const text = actor.getSnapshot().context.text.trim();
            expect(Object.fromEntries(req.form)).toMatchObject({ sqno: String(input.sqno ?? 0), targetId: TARGET.akdcde, contents: text });
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
            const saved = path.steps.slice(1, index + 1).some((st) => st.event.type === 'xstate.done.actor.saveMemo');
            if (s === 'closed') {
              const told = shell.calls.filter((k) => k.action === 'sendToParent').map((k) => k.payload.data);
              expect(told).toEqual(saved ? [{ event: 'org-memo-saved', targetId: TARGET.akdcde }] : []);
              expect(shell.calls.filter((k) => k.action === 'close')).toHaveLength(1);
              expect(went).toEqual([orgViewHref({ targetId: TARGET.akdcde })]);
              return;
            }
            expect(shell.calls.filter((k) => k.action === 'close' || k.action === 'sendToParent')).toHaveLength(0);
            const f = form();
            expect(within(f).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loading');
            if (s === 'loadFailed') expect(within(f).getByRole('alert')).toHaveTextContent(c.error);
            const box = within(f).getByLabelText(msg.orgMemoLabel) as HTMLTextAreaElement;
            expect(box).toHaveValue(c.text);
            // Typing beyond 1000 bytes keeps the part within them.
            expect(bytesOf(box.value)).toBeLessThanOrEqual(1000);
            if (path.steps.slice(1, index + 1).some((st) => st.event.type === 'user.changeText' && st.event.text === TOO_LONG) && c.text.startsWith('가')) expect(box.value).toBe('가'.repeat(500));
            expect(box).toHaveProperty('disabled', s !== 'editing');
            expect(within(f).getByText(`${bytesOf(c.text)}/1000Byte`)).toBeInTheDocument();
            const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
            if (s === 'confirming') expect(dialogs).toEqual([expect.stringContaining(g.input.sqno === null ? msg.orgMemoConfirmNew : msg.orgMemoConfirmEdit)]);
            else if (s === 'refused') expect(dialogs).toEqual([expect.stringContaining(c.message)]);
            else expect(dialogs).toEqual([]);
          }),
      });
    });
});
