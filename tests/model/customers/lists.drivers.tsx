// The save-list and saved-list sheets on the rendered app: how they open (a customer selected, the
// menu), how each event happens, and what each state shows.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { custListMembers, custLists } from '../../../server/db/schema';
import type { Harness } from '../../../server/test-support/harness';
import type { SavedList } from '../../../src/domain/customers/contract';
import { msg } from '../../../src/domain/messages';
import type { ModelPath } from '../../support/model-paths';
import type { Drivers } from '../../support/replay';
import { API, shownRows, type World } from './customers.world';
import { TITLE } from './lists.model';

type Step = ModelPath['steps'][number];
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const sheetNamed = (name: string) => screen.getByRole('dialog', { name });
const alertButton = (name: string) => click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));

/** Waits for the list, selects a customer if asked, and opens a sheet from the extra functions menu. */
export async function openFromMenu(w: World, select: string | null, item: string) {
  await waitFor(() => expect(shownRows().length).toBeGreaterThan(0));
  if (select) {
    const i = w.list().getSnapshot().context.rows.findIndex((r) => r.kwkkey === select);
    await click(within(shownRows()[i] as HTMLElement).getByRole('checkbox'));
  }
  await click(screen.getByRole('button', { name: msg.custMenu }));
  await click(within(sheetNamed(msg.custMenuTitle)).getByRole('button', { name: item }));
}

/** Lists up to the server's limit of 100 for `userid`, so its next save is refused by the server itself. */
export async function fillUp(h: Harness, userid: string) {
  const have = (await h.db.select().from(custLists).where(eq(custLists.userid, userid))).length;
  const rows = Array.from({ length: 100 - have }, (_, i) => ({ userid, titl: `채움 ${i + 1}`, listTyp: 'F' as const, srcUserid: userid, crtnDttm: new Date('2026-01-01T00:00:00Z') }));
  if (rows.length > 0) await h.db.insert(custLists).values(rows);
}

export function saveDrivers(w: World, h: Harness, kwkkey: string): Drivers {
  const held = () => w.server.gate.take((r) => r.path === API('saveCustList'), 'saveCustList');
  return {
    'user.changeTitle': (e) => act(() => void fireEvent.change(within(sheetNamed(msg.saveListTitle)).getByLabelText(msg.listTitleField), { target: { value: e.title } })),
    'user.submit': () => click(within(sheetNamed(msg.saveListTitle)).getByRole('button', { name: '저장' })),
    'user.dismissMessage': () => alertButton('확인'),
    'xstate.done.actor.saveList': async (e) => {
      const req = await held();
      expect(Object.fromEntries(req.form)).toMatchObject({ titl: TITLE.trim(), listTyp: 'F', kwkkeyJsonString: JSON.stringify([kwkkey]) });
      // No network: the outbox keeps the save.
      if (e.output.queued) return act(() => req.fail());
      expect((await act(() => w.server.forward(req))).body.rt).toBe('success');
    },
    'xstate.error.actor.saveList': async (e) => {
      const req = await held();
      if (e.error.rt === 'server_error') return act(async () => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
      await fillUp(h, 'branch01');
      expect((await act(() => w.server.forward(req))).body).toEqual({ rt: 'refused', rtMsg: msg.savedListLimit });
    },
  };
}

export async function checkSaveList(w: World, h: Harness, step: Step, kwkkey: string) {
  const v = step.state.value as string;
  const c = step.state.context as any;
  if (v === 'saved') {
    // The sheet closed; the list says so (or that the save waits) and keeps its selection; the server has the list, or not yet.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alertdialog')).toHaveTextContent(c.queued ? msg.savedListQueued : msg.savedListDone);
    expect(w.list().getSnapshot().context.selected).toEqual([kwkkey]);
    const [saved] = await h.db.select().from(custLists).where(and(eq(custLists.userid, 'branch01'), eq(custLists.titl, TITLE.trim())));
    if (c.queued) {
      expect(saved).toBeUndefined();
      return;
    }
    expect(saved).toBeDefined();
    expect(await h.db.select().from(custListMembers).where(eq(custListMembers.custListSqno, saved!.custListSqno))).toEqual([{ custListSqno: saved!.custListSqno, kwkkey }]);
    return;
  }
  const sheet = sheetNamed(msg.saveListTitle);
  expect(within(sheet).getByLabelText(msg.listTitleField)).toHaveValue(c.title);
  expect(sheet).toHaveTextContent(msg.saveListCount(1));
  expect(within(sheet).getByRole('button', { name: '저장' })).toHaveProperty('disabled', v === 'saving');
  const alert = screen.queryByRole('alertdialog');
  if (v === 'refused') expect(alert).toHaveTextContent(c.message);
  else expect(alert).toBeNull();
}

export function listDrivers(w: World, lists: readonly SavedList[]): Drivers {
  const take = (name: string) => w.server.gate.take((r) => r.path === API(name), name);
  const titleOf = (sqno: number) => lists.find((l) => l.custListSqno === sqno)!.titl;
  const sheet = () => sheetNamed(msg.savedListsTitle);
  return {
    'xstate.done.actor.loadSavedLists': async (e) => {
      const answer = await act(async () => w.server.forward(await take('getSavedCustList')));
      expect(answer.body.data.list, 'the server’s lists are the seed’s').toEqual(e.output);
    },
    'xstate.error.actor.loadSavedLists': async (e) => {
      const req = await take('getSavedCustList');
      act(() => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
    },
    'user.retry': () => click(within(sheet()).getByRole('button', { name: msg.retry })),
    'user.openList': (e) => click(within(sheet()).getByRole('button', { name: msg.savedListOpen(titleOf(e.custListSqno)) })),
    'user.delete': (e) => click(within(sheet()).getByRole('button', { name: msg.savedListDelete(titleOf(e.custListSqno)) })),
    'user.confirm': () => alertButton('삭제'),
    'user.dismiss': () => alertButton('취소'),
    'user.dismissMessage': () => alertButton('확인'),
    'xstate.done.actor.deleteSavedList': async () => {
      expect((await act(async () => w.server.forward(await take('deleteSavedCustList')))).body.rt).toBe('success');
    },
    'xstate.error.actor.deleteSavedList': async (e) => {
      const req = await take('deleteSavedCustList');
      await act(async () => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
    },
  };
}

export function checkSavedLists(w: World, step: Step) {
  const v = step.state.value as string;
  const c = step.state.context as any;
  if (v === 'chosen') {
    // The list shows the chosen list's customers.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(msg.custSavedListChip(c.chosen.titl))).toBeInTheDocument();
    expect(w.list().getSnapshot().context.query.savedList).toEqual({ custListSqno: c.chosen.custListSqno, titl: c.chosen.titl });
    return;
  }
  const sheet = sheetNamed(msg.savedListsTitle);
  expect(within(sheet).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(v === 'loading');
  if (v === 'loadFailed') expect(within(sheet).getByRole('alert')).toHaveTextContent(c.message);
  expect(within(sheet).queryByText(msg.emptySavedLists) !== null).toBe(v === 'empty');
  const shown = ['shown', 'confirmingDelete', 'deleting', 'notice'].includes(v) ? c.lists : [];
  const items = within(sheet).queryByRole('list', { name: msg.savedListsTitle });
  expect(items ? within(items).getAllByRole('listitem').map((li) => li.querySelector('strong')!.textContent) : []).toEqual(shown.map((l: SavedList) => l.titl));
  for (const l of shown as SavedList[]) {
    expect(within(sheet).getByRole('button', { name: msg.savedListOpen(l.titl) })).toHaveTextContent(msg.savedListMeta(l.listTyp, l.custCnt, l.crtnDttm.slice(0, 10)));
    expect(within(sheet).getByRole('button', { name: msg.savedListDelete(l.titl) })).toHaveProperty('disabled', v === 'deleting');
  }
  const alert = screen.queryByRole('alertdialog');
  if (v === 'confirmingDelete') expect(alert).toHaveTextContent(msg.savedListDeleteConfirm);
  else if (v === 'notice') expect(alert).toHaveTextContent(c.message);
  else expect(alert).toBeNull();
}
