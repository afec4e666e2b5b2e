// Model-based tests of the member detail's memos (spec 3 §2, §5, §6) on the rendered memo block against
// the real server in-process on PGlite, inside the fake Android shell, as the branch head about planner01:
// a covering set of the generated paths for the phone (write and edit in the shell's popup, which reports
// back as a page message) and for a PC (the memo form in a dialog beside the detail). orgnz/memoList,
// memoDelete and memoSave are held and forwarded (or failed: faults only); the list shown is always the
// server's last answer, and a delete or a save is checked in the database. Every path also runs on the
// bare machine (with member-machines.test.ts's).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { BridgeUnavailable } from '../../../bridges/contract';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { orgMemosMachine, type OrgMemosInput } from '../../../machines/organisation/org-memos.machine';
import * as memoSelectors from '../../../machines/organisation/org-memos.selectors';
import type { OrgMemo } from '../../../src/domain/organisation/contract';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { provideOrgMemos } from '../../../src/app/organisation/member-detail-flow';
import { orgMemoHref } from '../../../src/domain/organisation/pages';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { OrgMemoList } from '../../../src/screens/organisation/org-memo-list';
import { Outbox } from '../../../src/services/outbox.service';
import { generateCoveringPaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { replayOnImplementation, replayOnMachine } from '../../support/replay';
import { jointRenderedPaths } from '../customers/joint-covering';
import { finishedBy, sectionWorld, startInShell } from '../customers/section-world';
import { inertMemos } from './member-fixtures';
import { dataOf, memoRows, putMemos, staffRow, VIEWER } from './member-world';

const h = await createHarness(TEST_DATABASES[0]!);
const TARGET = await staffRow(h, 'planner01');
const TEXTS = ['첫 상담 동행 완료', '교육 이수 독려 필요'];
const [OLDER, NEWER] = await putMemos(h, VIEWER, TARGET.userid, TEXTS);
const LIST: readonly OrgMemo[] = (await dataOf(h, VIEWER, 'orgnz/memoList', { targetId: TARGET.akdcde })).list;
const AFTER_DELETE = LIST.filter((m) => m.sqno !== NEWER);
const WRITTEN = '다음 달 목표 면담';

const EVENTS: AnyEventObject[] = [
  { type: 'user.toggleMemo', sqno: NEWER },
  { type: 'user.deleteMemo', sqno: NEWER },
  { type: 'user.confirm' },
  { type: 'user.dismiss' },
  { type: 'user.writeMemo' },
  { type: 'user.editMemo', sqno: OLDER },
  { type: 'user.dismissMessage' },
  { type: 'popup.memoSaved' },
  { type: 'xstate.done.actor.deleteMemo', output: { sqno: NEWER } },
  { type: 'xstate.error.actor.deleteMemo', error: new ServerError({ rt: 'not_found', rtMsg: msg.orgMemoNotFound }) },
  { type: 'xstate.done.actor.loadMemos', output: AFTER_DELETE },
  { type: 'xstate.done.actor.loadMemos', output: LIST },
  { type: 'xstate.error.actor.loadMemos', error: new NetworkError({ detail: 'offline' }) },
  { type: 'xstate.error.actor.loadMemos', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'xstate.done.actor.openEditor' },
  { type: 'xstate.error.actor.openEditor', error: new BridgeUnavailable({ action: 'openNewPage', platform: 'AND', reason: 'no-shell' }) },
  { type: 'xstate.done.actor.editor', output: { saved: true } },
  { type: 'xstate.done.actor.editor', output: { saved: false } },
];
const contextKey = (c: any) => [c.expanded, c.deleting, c.editing, c.message, c.memos.length];
/**
 * What the real server can answer: the list without the deleted memo right after a delete, else as it
 * was; a memo is acted on only while the list shows it; popups only on a phone, the dialog only on a PC.
 */
const allow = (s: any, e: AnyEventObject) => {
  const c = s.context;
  if (e.type === 'xstate.done.actor.loadMemos') return (e.output === AFTER_DELETE) === (c.message === msg.orgMemoDeleted);
  if ('sqno' in e && e.type.startsWith('user.')) return c.memos.some((m: OrgMemo) => m.sqno === e.sqno);
  if (e.type.endsWith('actor.openEditor')) return !c.inline;
  if (e.type.endsWith('actor.editor')) return c.inline;
  return true;
};
/** The shell opens the popup at once (or, without a shell, fails at once). */
const isAuto = (e: AnyEventObject) => /^xstate\.(done|error)\.actor\.openEditor$/.test(e.type);
const GROUPS = [
  { name: 'on a phone', input: { targetId: TARGET.akdcde, memos: LIST, inline: false } as OrgMemosInput },
  { name: 'on a PC', input: { targetId: TARGET.akdcde, memos: LIST, inline: true } as OrgMemosInput },
].map((g) => ({
  ...g,
  paths: cachedPaths(`org-memos-${g.input.inline}`, orgMemosMachine, { events: EVENTS, input: g.input, contextKey, allow, inert: inertMemos, taken: new Set<string>() }, generateCoveringPaths).map(
    finishedBy(inertMemos, g.input, (v) => (v === 'openingPopup' ? 'openEditor' : null)),
  ),
}));
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(orgMemosMachine, taken);
  await h.close();
});

for (const g of GROUPS)
  describe(`org-memos machine: generated paths (${g.name})`, () => {
    it('generates paths', () => expect(g.paths.length).toBeGreaterThanOrEqual(5));
    for (const path of g.paths) it(path.description, () => replayOnMachine(inertMemos, g.input, path, taken, contextKey));
  });

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const block = () => screen.getByRole('region', { name: msg.memberMemos });
const rowOf = (sqno: number) => within(block()).getAllByRole('listitem').find((li) => li.textContent?.includes(LIST.find((m) => m.sqno === sqno)!.cntn))!;
const dialogButton = (name: string) => click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));
let end: (() => Promise<void>) | null = null;
beforeEach(async () => void (await putMemos(h, VIEWER, TARGET.userid, TEXTS)));
afterEach(async () => {
  cleanup();
  await end?.();
  end = null;
});

describe('the memos on the rendered detail (one covering set over phone and PC)', () => {
  for (const { group: g, path } of jointRenderedPaths(inertMemos, GROUPS, memoSelectors))
    it(`${g.name}: ${path.description}`, async () => {
      const w = await sectionWorld(h, { userid: VIEWER, held: ['orgnz/memoList', 'orgnz/memoDelete', 'orgnz/memoSave'], device: 'device-0000-orgmemos', shell: true });
      const shell = w.shell as FakeShellControl;
      const { actor, takeShell, stop } = startInShell(w, provideOrgMemos(makeFlows(w.runtime), TARGET.akdcde, 'http://localhost'), g.input);
      end = stop;
      render(<OrgMemoList actor={actor as any} />);
      const steps = path.steps;
      let at = 0;
      /** The list the server last answered (the input's at first). */
      let shown: readonly OrgMemo[] = LIST;
      let saved: string | null = null;
      /** A control that opens the popup: the shell is taken away first when the path says opening fails. */
      const opening = async (el: () => HTMLElement) => {
        if (steps[at + 1]?.event.type !== 'xstate.error.actor.openEditor') return click(el());
        const back = takeShell();
        click(el());
        await waitFor(() => expect(actor.getSnapshot().value).not.toBe('openingPopup'));
        back();
      };
      const step = (e: AnyEventObject) => void (at = steps.findIndex((st, i) => i > at && st.event === e));
      const editorForm = () => within(screen.getByRole('dialog', { name: msg.orgMemoEditorTitle })).getByRole('form');
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          'user.toggleMemo': (e) => (step(e), click(within(rowOf(e.sqno)).getByRole('button', { name: /보기|접기/ }))),
          'user.deleteMemo': (e) => (step(e), click(within(rowOf(e.sqno)).getByRole('button', { name: new RegExp(`^${msg.memberMemoDelete}`) }))),
          'user.writeMemo': (e) => (step(e), opening(() => within(block()).getByRole('button', { name: msg.memberMemoWrite }))),
          'user.editMemo': (e) => (step(e), opening(() => within(rowOf(e.sqno)).getByRole('button', { name: new RegExp(`^${msg.memberMemoEdit}`) }))),
          'user.confirm': (e) => (step(e), dialogButton('확인')),
          'user.dismiss': (e) => (step(e), dialogButton('취소')),
          'user.dismissMessage': (e) => (step(e), dialogButton('확인')),
          'popup.memoSaved': (e) => {
            step(e);
            act(() => shell.emit({ type: 'event', name: 'pageMessage', data: { data: { event: 'org-memo-saved', targetId: TARGET.akdcde } } }));
          },
          'xstate.done.actor.deleteMemo': async (e) => {
            step(e);
            const req = await w.take('orgnz/memoDelete');
            expect(req.form.get('sqno')).toBe(String(NEWER));
            // The version the list read goes with the delete (issue 18).
            expect(req.form.get('version')).toBe(String(shown.find((m) => m.sqno === NEWER)!.version));
            await act(async () => void (await w.server.forward(req)));
            expect((await memoRows(h)).map((r) => r.sqno)).not.toContain(NEWER);
            // The deleted memo leaves the list at once, before the list is read again.
            shown = shown.filter((m) => m.sqno !== NEWER);
          },
          'xstate.error.actor.deleteMemo': async (e) => {
            step(e);
            const req = await w.take('orgnz/memoDelete');
            act(() => req.respond(404, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
          },
          'xstate.done.actor.loadMemos': async (e) => {
            step(e);
            const req = await w.take('orgnz/memoList');
            expect(req.form.get('targetId')).toBe(TARGET.akdcde);
            shown = (await act(async () => w.server.forward(req))).body.data.list;
          },
          'xstate.error.actor.loadMemos': async (e) => {
            step(e);
            const req = await w.take('orgnz/memoList');
            act(() => (e.error._tag === 'ServerError' ? req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }) : req.fail()));
          },
          'xstate.done.actor.editor': async (e) => {
            step(e);
            const editing = actor.getSnapshot().context.editing as number | null;
            // Editing one: the form reads its text first (orgnz/memoList).
            if (editing !== null) await act(async () => void (await w.server.forward(await w.take('orgnz/memoList'))));
            await waitFor(() => expect(within(editorForm()).getByLabelText(msg.orgMemoLabel)).not.toBeDisabled());
            if (!e.output.saved) return click(within(editorForm()).getByRole('button', { name: '취소' }));
            fireEvent.change(within(editorForm()).getByLabelText(msg.orgMemoLabel), { target: { value: WRITTEN } });
            click(within(editorForm()).getByRole('button', { name: editing === null ? msg.orgMemoRegister : msg.orgMemoModify }));
            dialogButton('확인');
            await act(async () => void (await w.server.forward(await w.take('orgnz/memoSave'))));
            saved = WRITTEN;
            expect((await memoRows(h)).some((r) => r.cntn === WRITTEN && (editing === null || r.sqno === editing))).toBe(true);
          },
        },
        verify: (st, index) =>
          waitFor(() => {
            const s = st.state.value as string;
            const c = st.state.context as any;
            const items = within(block()).queryAllByRole('listitem');
            expect(items.map((li) => li.querySelector('time')?.textContent)).toEqual(shown.map((m) => m.crtnDttm));
            items.forEach((li, i) => expect(li).toHaveTextContent(shown[i]!.cntn));
            if (shown.length === 0) expect(within(block()).getByText(msg.orgMemoEmpty)).toBeInTheDocument();
            expect(within(block()).getByText(msg.orgMemoNote)).toBeInTheDocument();
            const open = within(block()).queryAllByRole('button', { name: msg.memberMemoFold });
            expect(open).toHaveLength(c.expanded !== null && shown.some((m) => m.sqno === c.expanded) ? 1 : 0);
            expect(within(block()).getByRole('button', { name: msg.memberMemoWrite })).toHaveProperty('disabled', s !== 'idle');
            const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
            if (s === 'confirmingDelete') expect(dialogs).toEqual([expect.stringContaining(msg.orgMemoConfirmDelete)]);
            else if (s === 'notice') expect(dialogs).toEqual([expect.stringContaining(c.message)]);
            else if (s !== 'editing') expect(dialogs).toEqual([]);
            expect(screen.queryByRole('dialog', { name: msg.orgMemoEditorTitle }) !== null).toBe(s === 'editing');
            // Every popup the path opened reached the shell with the memo's address.
            const opened = steps.slice(1, index + 1).filter((x) => x.event.type === 'xstate.done.actor.openEditor');
            const pages = shell.calls.filter((k) => k.action === 'openNewPage').map((k) => k.payload.url);
            expect(pages).toHaveLength(opened.length);
            for (const url of pages) expect([`http://localhost${orgMemoHref({ targetId: TARGET.akdcde })}`, `http://localhost${orgMemoHref({ targetId: TARGET.akdcde, sqno: OLDER! })}`]).toContain(url);
            if (saved !== null && s === 'idle') expect(shown.some((m) => m.cntn === saved)).toBe(true);
          }),
      });
    });
});

describe('a delete without network (issue 18)', () => {
  it('is kept by the outbox with the version the list read; the memo leaves the list and the deleted notice shows', async () => {
    const w = await sectionWorld(h, { userid: VIEWER, held: ['orgnz/memoList', 'orgnz/memoDelete'], device: 'device-0000-orgmemos', shell: true });
    const { actor, stop } = startInShell(w, provideOrgMemos(makeFlows(w.runtime), TARGET.akdcde, 'http://localhost'), { targetId: TARGET.akdcde, memos: LIST, inline: false });
    end = stop;
    render(<OrgMemoList actor={actor as any} />);
    click(within(rowOf(NEWER!)).getByRole('button', { name: new RegExp(`^${msg.memberMemoDelete}`) }));
    dialogButton('확인');
    const del = await w.take('orgnz/memoDelete');
    act(() => del.fail());
    const reload = await w.take('orgnz/memoList');
    act(() => reload.fail());
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent(msg.orgMemoDeleted));
    expect(within(block()).getAllByRole('listitem').map((li) => li.querySelector('time')?.textContent)).toEqual(AFTER_DELETE.map((m) => m.crtnDttm));
    const kept = await w.runtime.runPromise(Outbox.use((box) => box.load(VIEWER)));
    expect(kept.map((k) => [k.path, k.state, k.label, k.record, k.fields])).toEqual([
      ['orgnz/memoDelete', 'queued', msg.outboxLabelMemoDelete, `orgMemo:${NEWER}`, { sqno: String(NEWER), version: String(LIST.find((m) => m.sqno === NEWER)!.version) }],
    ]);
    // Nothing reached the server yet.
    expect((await memoRows(h)).map((r) => r.sqno)).toContain(NEWER);
  });
});
