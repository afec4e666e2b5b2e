// How each event of the customer list model happens on the rendered app (a control, the server's
// answer, a fault only where the model says so, the URL), and what the screen must show for each state.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { LIST_PATH, PRODUCT_SEARCH_PATH, SMS_PATH, detailSearchPath } from '../../../src/domain/customers/pages';
import { msg } from '../../../src/domain/messages';
import type { Drivers } from '../../support/replay';
import { API, shownRows, type World } from './customers.world';
import { SEND_TEXT } from './customer-list.model';

const PATH_OF = { list: LIST_PATH, detailSearch: detailSearchPath('F'), productSearch: PRODUCT_SEARCH_PATH, sms: SMS_PATH } as const;
const call = (...names: string[]) => (r: { path: string }) => names.some((n) => r.path === API(n));
/** A row without the sealed tokens, which differ with every answer. */
const plain = ({ encCustNm: _n, encCustTel: _t, ...rest }: any) => rest;
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const button = (name: string | RegExp, within_: HTMLElement = document.body) => within(within_).getByRole('button', { name });
const dialogNamed = (name: string) => screen.getByRole('dialog', { name });
/** The user has scrolled the list this far. */
const scrolledTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

/** The row control for a customer, found by its place in the list (names may repeat). */
function inRow(w: World, kwkkey: string) {
  const i = w.list().getSnapshot().context.rows.findIndex((r) => r.kwkkey === kwkkey);
  return within(shownRows()[i] as HTMLElement);
}

/** A server failure the model asks for, in the envelope the server would use; in an awaited act, as a network failure reaches the app on the next microtasks. */
function fault(req: { respond: (s: number, b: unknown) => void; fail: () => void }, error: any) {
  return act(async () => (error._tag === 'NetworkError' ? req.fail() : req.respond(error.rt === 'not_found' ? 404 : 500, { rt: error.rt, rtMsg: error.rtMsg })));
}

/** A blank window the PC bridge reserved on a PDF click: the event it was opened in, where it was sent, whether it closed. */
export interface FakeWindow {
  readonly during: string | undefined;
  opener: unknown;
  closed: boolean;
  readonly location: { readonly replace: ReturnType<typeof vi.fn> };
  readonly close: ReturnType<typeof vi.fn>;
}

/** Fakes window.open for a path: every window the page opens is recorded. */
export function fakeWindows(): FakeWindow[] {
  const opened: FakeWindow[] = [];
  vi.spyOn(window, 'open').mockImplementation(() => {
    const w: FakeWindow = { during: window.event?.type, opener: window, closed: false, location: { replace: vi.fn() }, close: vi.fn(() => void (w.closed = true)) };
    opened.push(w);
    return w as unknown as Window;
  });
  return opened;
}

export function listDrivers(w: World, windows: FakeWindow[]): Drivers {
  const take = (match: (r: any) => boolean, what: string) => w.server.gate.take(match, what);
  return {
    'xstate.done.actor.loadCustomers': async (e) => {
      const req = await take(call('getMyCstmrList'), 'getMyCstmrList');
      const [query, offset] = (e.at as string).split('@');
      const asked = Object.fromEntries([...req.form].filter(([k]) => !['offset', 'size', 'deviceUuid', 'appVersion'].includes(k)));
      expect(asked, 'the filters asked').toEqual(Object.fromEntries(Object.entries(JSON.parse(query!)).map(([k, v]) => [k, String(v)])));
      expect([req.form.get('offset'), req.form.get('size')]).toEqual([offset, '10']);
      const answer = await act(() => w.server.forward(req));
      expect(answer.body.data.list.map(plain), 'the server’s page is the seed’s').toEqual(e.output.items.map(plain));
      expect(answer.body.data.totCnt).toBe(e.output.total);
    },
    'xstate.error.actor.loadCustomers': async (e) => fault(await take(call('getMyCstmrList'), 'getMyCstmrList'), e.error),
    'xstate.done.actor.loadEpChoices': async (e) => {
      const answer = await act(async () => w.server.forward(await take(call('getEpList'), 'getEpList')));
      expect(answer.body.data.list).toEqual(e.output);
    },
    'xstate.error.actor.loadEpChoices': async (e) => fault(await take(call('getEpList'), 'getEpList'), e.error),
    'xstate.done.actor.saveBookmark': async () => {
      const answer = await act(async () => w.server.forward(await take(call('saveMyCustBkmr', 'deleteCustBkmr'), 'bookmark')));
      expect(answer.body.rt).toBe('success');
    },
    'xstate.error.actor.saveBookmark': async (e) => fault(await take(call('saveMyCustBkmr', 'deleteCustBkmr'), 'bookmark'), e.error),
    'xstate.done.actor.openPdf': async () => {
      const answer = await act(async () => w.server.forward(await take(call('getCstmrPdfUrl'), 'getCstmrPdfUrl')));
      // The PC bridge sends the window reserved in the click to the signed link, as a full URL; it was cut
      // from the app before anything loaded in it, and no other window opened.
      const reserved = windows.at(-1)!;
      await waitFor(() => expect(reserved.location.replace).toHaveBeenCalledWith(new URL(answer.body.data.url, window.location.origin).href));
      expect(reserved.opener).toBeNull();
      expect(reserved.closed).toBe(false);
      expect(vi.mocked(window.open)).toHaveBeenCalledTimes(windows.length);
    },
    'xstate.error.actor.openPdf': async (e) => {
      await fault(await take(call('getCstmrPdfUrl'), 'getCstmrPdfUrl'), e.error);
      // No link came: the blank window reserved in the click closes.
      const reserved = windows.at(-1)!;
      await waitFor(() => expect(reserved.close).toHaveBeenCalled());
      expect(reserved.location.replace).not.toHaveBeenCalled();
    },
    'xstate.done.actor.saveList': async () => {
      const sheet = dialogNamed(msg.saveListTitle);
      fireEvent.change(within(sheet).getByLabelText(msg.listTitleField), { target: { value: '모델 목록' } });
      await click(button('저장', sheet));
    },
    'xstate.done.actor.savedLists': async (e) => {
      const open = await waitFor(() => button(msg.savedListOpen(e.output.titl), dialogNamed(msg.savedListsTitle)));
      await click(open);
    },
    'xstate.done.actor.detailSearch': async () => {
      const form = await waitFor(() => screen.getByRole('form', { name: msg.detailSearchTitle }));
      await click(within(form).getByRole('radio', { name: msg.detailCustTypes['2'] }));
      await click(button(msg.detailSearch, form));
    },
    'xstate.done.actor.smsComposer': async (e) => {
      const form = await waitFor(() => screen.getByRole('form', { name: msg.custMenuSms }));
      if (!e.output) return void (await click(button('취소', form)));
      const text = await waitFor(() => {
        const t = within(form).getByLabelText(msg.smsTextLabel);
        expect(t).toBeEnabled();
        return t;
      });
      fireEvent.change(text, { target: { value: SEND_TEXT } });
      await click(button(msg.smsSend, form));
      await click(within(screen.getByRole('alertdialog')).getByRole('button', { name: msg.smsSend }));
    },
    'route.changed': (e) => {
      if (e.page === 'detail') return act(() => navigate(e.href));
      return act(() => navigate(e.page === null ? '/main' : PATH_OF[e.page as keyof typeof PATH_OF]));
    },
    'user.openCustomer': (e) => {
      scrolledTo(e.scrollY);
      return click(inRow(w, e.kwkkey).getByRole('link'));
    },
    'user.search': (e) => {
      const box = screen.getByRole('searchbox', { name: msg.custSearchLabel });
      fireEvent.change(box, { target: { value: e.text } });
      // Enter in the box submits the search form.
      return click(button('검색', box.closest('form')!));
    },
    'user.changeTab': (e) => click(button(e.listTyp === 'S' ? msg.custTabByContract : msg.custTabByCustomer)),
    'user.sort': (e) => act(() => void fireEvent.change(screen.getByRole('combobox', { name: msg.custSortLabel }), { target: { value: e.sortType } })),
    'user.chooseEp': (e) => act(() => void fireEvent.change(screen.getByRole('combobox', { name: msg.custEpLabel }), { target: { value: e.userid } })),
    'user.retryEp': () => click(button(msg.retry, screen.getByText(msg.serverError, { selector: '.cust-ep-failed' }))),
    'user.loadMore': () => click(button(msg.loadMore)),
    'user.retry': () => click(button(msg.retry, document.querySelector('.cust-body') as HTMLElement)),
    'user.toggleSelect': (e) => click(inRow(w, e.kwkkey).getByRole('checkbox')),
    'user.toggleSelectAll': () => click(screen.getByRole('checkbox', { name: msg.custSelectAll })),
    'user.toggleBookmark': (e) => click(inRow(w, e.kwkkey).getByRole('button', { name: /즐겨찾기$/ })),
    'user.showAddress': (e) => click(inRow(w, e.kwkkey).getByRole('button', { name: /주소 보기$/ })),
    'user.openMenu': () => click(button(msg.custMenu)),
    // Escape closes every sheet (the keyboard of a PC).
    'user.closeSheet': () => act(() => void fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })),
    'user.openSms': (e) => {
      scrolledTo(e.scrollY);
      return click(button(msg.custMenuSms, dialogNamed(msg.custMenuTitle)));
    },
    'user.openSaveList': () => click(button(msg.custMenuSaveList, dialogNamed(msg.custMenuTitle))),
    'user.openSavedLists': () => click(button(msg.custMenuSavedLists, dialogNamed(msg.custMenuTitle))),
    'user.openPdf': async () => {
      const reserving = w.list().getSnapshot().matches({ active: { pdf: 'idle' } });
      const before = windows.length;
      await click(button(msg.custMenuPdf, dialogNamed(msg.custMenuTitle)));
      // Where the PDF opens is reserved while the click itself is handled: a browser opens a window only then.
      expect(windows.slice(before).map((x) => x.during)).toEqual(reserving ? ['click'] : []);
    },
    'user.openDetailSearch': (e) => {
      scrolledTo(e.scrollY);
      return click(button(/^상세검색/));
    },
    'user.closeSavedList': () => click(button(msg.custSavedListClose)),
    'user.dismissMessage': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
  };
}
