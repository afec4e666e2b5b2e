// What the rendered app must show in each state of the customer list model: the page, the rows with
// their selection and stars, the list's end, the EP selector, the controls' values, the sheets, the
// alert, and the place the list scrolls back to.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { DETAIL_PATH, PRODUCT_SEARCH_PATH } from '../../../src/domain/customers/pages';
import { msg } from '../../../src/domain/messages';
import type { ModelPath } from '../../support/model-paths';
import { shownRows, type World } from './customers.world';

type Step = ModelPath['steps'][number];
const body = () => document.querySelector('.cust-body') as HTMLElement;
const pageOf = (s: Step | undefined) => (s?.state.value as any)?.active?.page as string | undefined;

export function checkList(w: World, path: ModelPath, i: number) {
  const step = path.steps[i]!;
  const v = step.state.value as any;
  const c = step.state.context as any;
  if (v === 'left') return void expect(screen.getByTestId('profile-line')).toBeInTheDocument();
  const page = v.active.page as string;
  if (page === 'detailSearch') {
    if (window.location.pathname === PRODUCT_SEARCH_PATH) expect(screen.getByRole('region', { name: msg.productSearchTitle })).toBeInTheDocument();
    else expect(screen.getByRole('form', { name: msg.detailSearchTitle })).toBeInTheDocument();
    return;
  }
  if (page === 'onCustomer') {
    // The customer's detail is up; the list waits under it.
    expect(window.location.pathname).toBe(DETAIL_PATH);
    expect(screen.getByRole('article', { name: msg.custDetailTitle })).toBeInTheDocument();
    return;
  }
  if (page === 'sms') {
    const form = screen.getByRole('form', { name: msg.custMenuSms });
    expect(form).toHaveTextContent(`${msg.smsRecipientsLabel} ${msg.smsRecipients(c.selected.length)}`);
    return;
  }
  checkRows(v, c);
  checkControls(v, c);
  checkOverlays(v, c);
  // Back from a sub-page: the list is where it was.
  const before = pageOf(path.steps[i - 1]);
  if (before === 'detailSearch' || before === 'sms' || before === 'onCustomer') expect(w.scrolls.at(-1), 'scrolled back to').toBe(c.scrollY);
}

function checkRows(v: any, c: any) {
  const rows = v.active.rows as string;
  const shown = shownRows();
  expect(shown.map((li) => li.querySelector('.cust-name')!.textContent), 'rows').toEqual(c.rows.map((r: any) => r.custNm));
  shown.forEach((li, k) => {
    const row = c.rows[k];
    const star = within(li as HTMLElement).getByRole('button', { name: msg.custBookmark(row.custNm) });
    expect(star).toHaveAttribute('aria-pressed', String(row.bookmarkYn === 'Y'));
    expect(star).toHaveProperty('disabled', v.active.bookmark === 'saving');
    expect(within(li as HTMLElement).getByRole('checkbox')).toHaveProperty('checked', c.selected.includes(row.kwkkey));
    for (const f of ['delivdtYn', 'concexpydyYn', 'jindandtYn'] as const)
      expect(li.querySelector(`.cust-flag-${f}`) !== null, `${row.custNm} ${f}`).toBe(row[f] === 'Y');
  });
  const inBody = within(body());
  expect(inBody.queryByRole('status', { name: '불러오는 중' }) !== null, 'first page spinner').toBe(rows === 'loadingFirst');
  expect(inBody.queryByRole('status', { name: '더 불러오는 중' }) !== null, 'more spinner').toBe(rows === 'loadingMore');
  expect(inBody.queryByRole('button', { name: msg.loadMore }) !== null, 'more to load').toBe(rows === 'ready');
  expect(inBody.queryByText(msg.emptyCustomers) !== null, 'empty').toBe(rows === 'empty');
  if (rows === 'failed') expect(inBody.getByRole('alert')).toHaveTextContent(c.rowsError);
  else expect(inBody.queryByRole('alert')).toBeNull();
  if (c.pages > 0) expect(screen.getByText(msg.custTotal(c.total))).toBeInTheDocument();
  else expect(screen.queryByText(/^총 \d+명$/)).toBeNull();
}

function checkControls(v: any, c: any) {
  expect(screen.getByText(msg.custSelected(c.selected.length))).toBeInTheDocument();
  const all = c.rows.length > 0 && c.rows.every((r: any) => c.selected.includes(r.kwkkey));
  expect(screen.getByRole('checkbox', { name: msg.custSelectAll })).toHaveProperty('checked', all);
  expect(screen.getByRole('button', { name: c.query.listTyp === 'S' ? msg.custTabByContract : msg.custTabByCustomer })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('combobox', { name: msg.custSortLabel })).toHaveValue(c.query.sortType);
  expect(screen.getByRole('searchbox', { name: msg.custSearchLabel })).toHaveValue(c.query.searchTxt);
  const ep = screen.queryByRole('combobox', { name: msg.custEpLabel });
  const epState = v.active.ep as string;
  if (epState === 'hidden' || epState === 'failed') expect(ep).toBeNull();
  else {
    expect(ep).toHaveValue(c.query.searchUserid);
    expect(ep).toHaveProperty('disabled', epState === 'loading');
    expect(within(ep!).getAllByRole('option')).toHaveLength(c.epChoices.length + 1);
  }
  expect(screen.queryByText(msg.serverError, { selector: '.cust-ep-failed' }) !== null, 'EP failure').toBe(epState === 'failed');
  if (c.query.savedList) expect(screen.getByText(msg.custSavedListChip(c.query.savedList.titl))).toBeInTheDocument();
  else expect(screen.queryByRole('button', { name: msg.custSavedListClose })).toBeNull();
}

function checkOverlays(v: any, c: any) {
  const sheet = v.active.sheet as string;
  const names = { menu: msg.custMenuTitle, saveList: msg.saveListTitle, savedLists: msg.savedListsTitle, address: msg.custAddressTitle } as const;
  const open = screen.queryAllByRole('dialog').map((d) => d.getAttribute('aria-label'));
  expect(open, 'sheet').toEqual(sheet === 'closed' ? [] : [names[sheet as keyof typeof names]]);
  if (sheet === 'address') expect(screen.getByRole('dialog')).toHaveTextContent(c.address.kwsad1);
  const alerts = screen.queryAllByRole('alertdialog');
  if (c.message === null) expect(alerts).toHaveLength(0);
  else expect(alerts.map((a) => a.textContent)).toEqual([expect.stringContaining(c.message)]);
}
