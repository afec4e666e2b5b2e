// Model-based tests of the purchase history popup: every generated path on the bare machine, then a
// covering set on the rendered popup against the real server in-process on PGlite, inside the fake
// Android shell, as the branch head (branch01) over planner01's customer with more than a page of
// purchases (the seed's long record). The customer and the marks are held and forwarded to the server (or
// failed: faults only); the purchases load from the server freely. What the server then holds is checked
// (the mark saved, or left as it was), and so are the shell's messages. Each path starts from the seed.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { purchaseHistoryMachine } from '../../../machines/customers/purchase-history.machine';
import * as purchaseSelectors from '../../../machines/customers/purchase-history.selectors';
import { rowsOf } from '../../../server/lib/rows';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { providePurchaseHistory } from '../../../src/app/customers/purchase-history-route';
import { makeFlows } from '../../../src/app/flows';
import { CENTRE_PAGE_SIZE, purchaseKey, type CentreRecordsInput, type Person } from '../../../src/domain/customers/centre-records';
import { customerHref } from '../../../src/domain/customers/pages';
import type { Purchase } from '../../../src/domain/customers/sections-contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { PurchaseHistoryScreen } from '../../../src/screens/customers/purchase-history-screen';
import { renderedPaths } from '../../support/covering-set';
import { generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, sectionWorld } from './section-world';

const h = await createHarness(TEST_DATABASES[0]!);
const [customer] = await rowsOf<Person & { kwkkey: string; custDiv: '1' | '2' }>(
  h.db,
  sql`select c.kwkkey, c.cust_div as "custDiv", c.name as "custNm", c.tel1, c.tel2, c.tel3 from customers c
    where c.owner_userid = 'planner01'
      and (select count(*) from centre_purchases p where p.tel1 = c.tel1 and p.tel2 = c.tel2 and p.tel3 = c.tel3) > ${CENTRE_PAGE_SIZE}
    order by c.kwkkey limit 1`,
);
const INPUT: CentreRecordsInput = { searchUserid: 'planner01', kwkkey: customer!.kwkkey, custDiv: customer!.custDiv };
const PERSON: Person = { custNm: customer!.custNm, tel1: customer!.tel1, tel2: customer!.tel2, tel3: customer!.tel3 };
/** The purchases under the customer's phone as the server keeps them, newest first. */
const stored = () =>
  rowsOf<Purchase>(
    h.db,
    sql`select kwcnam, cntr_nm as "cntrNm", kwsad1, hstr_yn as "hstrYn", prdtnms as "prdtnmArray", kwkey, cntr_cd as "cntrCd" from centre_purchases
      where tel1 = ${PERSON.tel1} and tel2 = ${PERSON.tel2} and tel3 = ${PERSON.tel3} order by last_buy_dt desc, kwkey, cntr_cd`,
  );
const SEEDED = await stored();
const FIRST_PAGE = SEEDED.slice(0, CENTRE_PAGE_SIZE);
/** One purchase of the first page not marked as history and one marked. */
const TOGGLED = [FIRST_PAGE.find((p) => p.hstrYn === 'N')!, FIRST_PAGE.find((p) => p.hstrYn === 'Y')!];
const seededMark = (key: string) => SEEDED.find((p) => purchaseKey(p) === key)!.hstrYn;

const EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadCustomer', output: PERSON },
  { type: 'xstate.error.actor.loadCustomer', error: new NetworkError({ detail: 'offline' }) },
  { type: 'user.retry' },
  ...TOGGLED.flatMap((p) => (['Y', 'N'] as const).map((hstrYn) => ({ type: 'user.toggleHistory', kwkey: p.kwkey, cntrCd: p.cntrCd, hstrYn }))),
  { type: 'xstate.done.actor.markPurchase' },
  { type: 'xstate.error.actor.markPurchase', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'user.dismissMessage' },
  { type: 'user.close' },
  { type: 'xstate.done.actor.finish' },
];
/** The checkbox asks for the other mark than it shows: a toggle to the mark already shown is no event a user can send. */
const allow = (s: any, e: AnyEventObject) =>
  e.type !== 'user.toggleHistory' ||
  (s.context.marks[purchaseKey(e as never)] ?? FIRST_PAGE.find((p) => p.kwkey === e.kwkey && p.cntrCd === e.cntrCd)!.hstrYn) !== e.hstrYn;
const contextKey = (c: any) => [c.person !== null, c.error, c.marks, c.pending, c.message];
const inert = purchaseHistoryMachine.provide({
  actors: { ...inertActors(['loadCustomer', 'markPurchase', 'finish']), purchaseList: inertActors(['purchaseList']).purchaseList } as any,
});
/** The popup closes itself at once: a path stopping while it finishes ends with the shell's answer. */
const isAuto = (e: AnyEventObject) => e.type === 'xstate.done.actor.finish';
const finished = finishedBy(inert, INPUT, (v) => (v === 'closing' ? 'finish' : null));
const paths = cachedPaths('purchase-history', purchaseHistoryMachine, { events: EVENTS, input: INPUT, contextKey, allow, inert, taken: new Set<string>() }, generateCoveringPaths).map(finished);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(purchaseHistoryMachine, taken);
  await h.close();
});

describe('purchase-history machine: generated paths', () => {
  it('the customer has more than a page of purchases, marked and not', () => {
    expect(SEEDED.length).toBeGreaterThan(CENTRE_PAGE_SIZE);
    expect(TOGGLED.every(Boolean)).toBe(true);
  });
  it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
});

const HELD = ['getMyCstmr', 'saveCustPrchHstr', 'deleteCustPrchHstr'];
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const page = () => screen.getByRole('article', { name: msg.buyTitle });
const rows = () => within(page()).queryByRole('list', { name: msg.buyTitle })?.querySelectorAll(':scope > li') ?? [];
const okButton = () => within(page()).getAllByRole('button', { name: msg.centreRecordsConfirm }).find((b) => !b.closest('[role="alertdialog"]'))!;
const checkboxOf = (key: string) => within(rows()[FIRST_PAGE.findIndex((p) => purchaseKey(p) === key)] as HTMLElement).getByRole('checkbox');

let stop: (() => Promise<void>) | null = null;
beforeEach(async () => {
  for (const p of SEEDED) await h.db.execute(sql`update centre_purchases set hstr_yn = ${p.hstrYn} where kwkey = ${p.kwkey} and cntr_cd = ${p.cntrCd}`);
});
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

/** Signed in as `userid`, the popup rendered for `input`; the calls `held` wait for the test. */
async function open(userid: string, held: readonly string[], input = INPUT) {
  const w = await sectionWorld(h, { userid, held, device: 'device-0000-buy', shell: true });
  const went: string[] = [];
  const actor: AnyActorRef = createActor(providePurchaseHistory(makeFlows(w.runtime), input, (to) => went.push(to)), { input }).start();
  stop = async () => {
    actor.stop();
    await w.stop();
  };
  render(<PurchaseHistoryScreen actor={actor as any} />);
  return { w, shell: w.shell as FakeShellControl, actor, went };
}

/** A row shows its purchase: centre, customer, address, products. */
const expectRow = (row: Element, p: Purchase) => {
  for (const text of [p.cntrNm, p.kwcnam, p.kwsad1, p.prdtnmArray.join(', ')]) expect(row).toHaveTextContent(text);
};

describe('the purchase history popup on the rendered screen: a covering set of the paths', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: purchaseSelectors }))
    it(path.description, async () => {
      const { w, shell, actor, went } = await open('branch01', HELD);
      const markCall = (e: AnyEventObject) => (e.hstrYn === 'Y' ? 'saveCustPrchHstr' : 'deleteCustPrchHstr');
      /** The mark the server holds for each toggled purchase after `index` steps: a mark being saved is not yet held. */
      const heldMark = (c: any, key: string) => (c.pending && purchaseKey(c.pending) === key ? (c.pending.hstrYn === 'Y' ? 'N' : 'Y') : (c.marks[key] ?? seededMark(key)));
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          'xstate.done.actor.loadCustomer': async (e) => {
            const req = await w.take('getMyCstmr');
            // The popup names the owner and asks for the customer only (onlyChild).
            expect([req.form.get('searchUserid'), req.form.get('kwkkey'), req.form.get('onlyChild')]).toEqual(['planner01', INPUT.kwkkey, 'Y']);
            const c = (await act(async () => w.server.forward(req))).body.data.myCstmr;
            expect({ custNm: c.custNm, tel1: c.tel1, tel2: c.tel2, tel3: c.tel3 }).toEqual(e.output);
          },
          'xstate.error.actor.loadCustomer': async () => {
            const req = await w.take('getMyCstmr');
            act(() => req.fail());
          },
          'user.retry': () => click(within(page()).getByRole('button', { name: msg.retry })),
          'user.toggleHistory': async (e) => {
            await waitFor(() => expect(rows()).toHaveLength(CENTRE_PAGE_SIZE));
            click(checkboxOf(purchaseKey(e as never)));
          },
          'xstate.done.actor.markPurchase': async () => {
            const pending = actor.getSnapshot().context.pending;
            const req = await w.take(markCall(pending));
            expect([req.form.get('kwkey'), req.form.get('cntrCd')]).toEqual([pending.kwkey, pending.cntrCd]);
            expect((await act(async () => w.server.forward(req))).body.rt).toBe('success');
          },
          'xstate.error.actor.markPurchase': async (e) => {
            const req = await w.take(markCall(actor.getSnapshot().context.pending));
            act(() => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
          },
          'user.dismissMessage': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
          'user.close': () => click(okButton()),
        },
        verify: async (step) => {
          const s = JSON.stringify(step.state.value);
          const c = step.state.context as any;
          // What the server holds: the marks saved, none being saved, the others as seeded.
          const now = await stored();
          for (const key of TOGGLED.map(purchaseKey)) expect([key, now.find((p) => purchaseKey(p) === key)!.hstrYn]).toEqual([key, heldMark(c, key)]);
          await waitFor(() => {
            if (s === '"closed"') {
              // No report to the opener; the web view closed; a window that stays shows the customer.
              expect(shell.calls.filter((k) => k.action === 'sendToParent')).toHaveLength(0);
              expect(shell.calls.filter((k) => k.action === 'close')).toHaveLength(1);
              expect(went).toEqual([customerHref({ userId: 'planner01', kwkkey: INPUT.kwkkey, custDiv: INPUT.custDiv })]);
              return;
            }
            expect(within(page()).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === '"loadingCustomer"');
            if (s === '"failed"') expect(within(page()).getByRole('alert')).toHaveTextContent(c.error);
            expect(okButton()).toHaveProperty('disabled', !['"loadingCustomer"', '"failed"', '{"ready":"idle"}'].includes(s));
            const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
            expect(dialogs).toEqual(s === '{"ready":"refused"}' ? [expect.stringContaining(c.message)] : []);
            if (!s.includes('ready')) return expect(rows()).toHaveLength(0);
            // The first page, newest first, with the marks as shown here (changed at once, reverted on failure).
            expect(within(page()).getByText(msg.centreRecordsCount(SEEDED.length))).toBeInTheDocument();
            const shown = rows();
            expect(shown).toHaveLength(CENTRE_PAGE_SIZE);
            FIRST_PAGE.forEach((p, i) => {
              expectRow(shown[i]!, p);
              const box = within(shown[i] as HTMLElement).getByRole('checkbox', { name: msg.buyMarkOf(p.cntrNm, p.prdtnmArray.join(', ')) });
              expect(box).toHaveProperty('checked', (c.marks[purchaseKey(p)] ?? p.hstrYn) === 'Y');
              expect(box).toHaveProperty('disabled', s !== '{"ready":"idle"}');
            });
          });
        },
      });
    });
});

describe('the purchase history popup: paging and refusal', () => {
  it('pages through every purchase, 10 a page, until the last (short) page', async () => {
    await open('branch01', []);
    await waitFor(() => expect(rows()).toHaveLength(CENTRE_PAGE_SIZE));
    click(within(page()).getByRole('button', { name: msg.loadMore }));
    await waitFor(() => expect(rows()).toHaveLength(SEEDED.length));
    SEEDED.forEach((p, i) => expectRow(rows()[i]!, p));
    expect(within(page()).queryByRole('button', { name: msg.loadMore })).toBeNull();
  });

  it('unticking a marked purchase and ticking an unmarked one: the server holds both (deleteCustPrchHstr, saveCustPrchHstr)', async () => {
    // The covering set saves one way only (one transition); here each way reaches the server.
    const [unmarked, marked] = TOGGLED.map(purchaseKey);
    await open('branch01', []);
    await waitFor(() => expect(rows()).toHaveLength(CENTRE_PAGE_SIZE));
    const markOf = async (key: string) => (await stored()).find((p) => purchaseKey(p) === key)!.hstrYn;
    click(checkboxOf(marked!));
    expect(checkboxOf(marked!)).toHaveProperty('checked', false);
    await waitFor(async () => expect(await markOf(marked!)).toBe('N'));
    await waitFor(() => expect(checkboxOf(unmarked!)).toHaveProperty('disabled', false));
    click(checkboxOf(unmarked!));
    await waitFor(async () => expect(await markOf(unmarked!)).toBe('Y'));
    expect([checkboxOf(marked!), checkboxOf(unmarked!)].map((b) => (b as HTMLInputElement).checked)).toEqual([false, true]);
  });

  it('a customer without purchases: 구매 이력이 없습니다.', async () => {
    const [none] = await rowsOf<{ kwkkey: string; custDiv: '1' | '2' }>(
      h.db,
      sql`select c.kwkkey, c.cust_div as "custDiv" from customers c where c.owner_userid = 'planner01'
        and not exists (select 1 from centre_purchases p where p.tel1 = c.tel1 and p.tel2 = c.tel2 and p.tel3 = c.tel3) order by c.kwkkey limit 1`,
    );
    await open('branch01', [], { searchUserid: 'planner01', kwkkey: none!.kwkkey, custDiv: none!.custDiv });
    expect(await within(page()).findByText(msg.buyNone)).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
  });

  it('a planner (not a branch head) sees the server’s refusal', async () => {
    const refusal = await h.call('myCstmr/getCustBuyInfoList', { tel1: PERSON.tel1, tel2: PERSON.tel2, tel3: PERSON.tel3, offset: '0', size: '10' }, { token: await h.as('planner01') });
    expect(refusal.body.rt).not.toBe('success');
    await open('planner01', [], { ...INPUT, searchUserid: '' });
    await waitFor(() => expect(within(page()).getByRole('alert')).toHaveTextContent(refusal.body.rtMsg!));
    expect(rows()).toHaveLength(0);
  });
});
