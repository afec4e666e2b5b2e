// The home screen's customer search against the real server (spec 1 §2 Dashboard, customer list): the name
// typed on home reaches the list through the shared parent state, which the list then clears; the list is
// kept while its sub-pages are up and forgotten once another screen shows. Keyboard: Enter searches.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { customerData } from '../../../server/test-support/customer-data';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { TEST_NOW, createHarness } from '../../../server/test-support/harness';
import { selectStartupPopups } from '../../../machines/app/app.selectors';
import { customerListOf } from '../../../src/app/customers/customer-list-holder';
import { LIST_PATH } from '../../../src/domain/customers/pages';
import { msg } from '../../../src/domain/messages';
import { openApp, shownRows, type World } from './customers.world';

const h = await createHarness(TEST_DATABASES[0]!);
const data = await customerData(h.db, TEST_NOW);
afterAll(() => h.close());

let world: World | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

const names = () => shownRows().map((li) => li.querySelector('.cust-name')!.textContent);

describe('customer search from home', () => {
  it('hands the name to the list, which searches it and clears the shared state', async () => {
    const w = await openHome();
    const name = data.listOf('planner01')[3]!.name.slice(0, 2);
    const expected = data.listOf('planner01', { searchTxt: name }).map((c) => c.name);
    await userEvent.type(screen.getByRole('searchbox', { name: msg.custSearchLabel }), `${name}{Enter}`);
    await waitFor(() => expect(window.location.pathname).toBe(LIST_PATH));
    await waitFor(() => expect(names()).toEqual(expected));
    expect(screen.getByRole('searchbox', { name: msg.custSearchLabel })).toHaveValue(name);
    await waitFor(() => expect(w.app.getSnapshot().context.handoff).toBeNull());

    // Home again (the footer), then the list from the footer: a fresh list, without the name.
    const footer = () => screen.getByRole('navigation', { name: '하단 메뉴' });
    act(() => void fireEvent.click(within(footer()).getByRole('link', { name: '홈' })));
    await waitFor(() => expect(customerListOf(w.app)).toBeNull());
    await screen.findByRole('searchbox', { name: msg.custSearchLabel });
    act(() => void fireEvent.click(within(footer()).getByRole('link', { name: '나의 고객' })));
    await waitFor(() => expect(names()).toEqual(data.listOf('planner01').map((c) => c.name)));
    expect(screen.getByRole('searchbox', { name: msg.custSearchLabel })).toHaveValue('');
  });

  it('the button with nothing typed opens the whole list', async () => {
    await openHome();
    act(() => void fireEvent.click(within(screen.getByRole('search', { name: '고객 검색' })).getByRole('button', { name: '검색' })));
    await waitFor(() => expect(names()).toEqual(data.listOf('planner01').map((c) => c.name)));
  });

  it('Enter in the list’s own search box searches, at most 10 characters', async () => {
    world = await openApp(h, 'planner01', LIST_PATH);
    await waitFor(() => expect(shownRows()).toHaveLength(10));
    const box = screen.getByRole('searchbox', { name: msg.custSearchLabel });
    expect(box).toHaveAttribute('maxlength', '10');
    const name = data.listOf('planner01')[0]!.name;
    await userEvent.type(box, `${name}{Enter}`);
    await waitFor(() => expect(names()).toEqual(data.listOf('planner01', { searchTxt: name }).map((c) => c.name)));
  });
});

/**
 * planner01 on home, its customer search box up and the start-up popups, which come over home first and take
 * the focus, closed as a user would before typing (else one arriving mid-typing takes the keys).
 */
async function openHome(): Promise<World> {
  const w = (world = await openApp(h, 'planner01', '/main', () => false, false));
  await screen.findByRole('searchbox', { name: msg.custSearchLabel }, { timeout: 8000 });
  const popups = () => selectStartupPopups(w.app.getSnapshot());
  for (;;) {
    await waitFor(() => expect(popups() === undefined || popups()!.getSnapshot().status === 'done' || screen.queryByRole('dialog') !== null).toBe(true), { timeout: 8000 });
    const dialog = screen.queryByRole('dialog');
    if (!dialog) return w;
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: msg.popupClose })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBe(dialog));
  }
}
