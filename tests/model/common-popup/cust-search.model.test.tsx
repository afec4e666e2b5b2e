// Model-based tests of the customer search popup on the rendered popup against the real server in-process
// on PGlite, inside the fake Android shell (spec 3 §2, §7): opened on planner01's customers, a name
// searched, a customer picked and reported to the opener (cust-selected through the shell's sendToParent),
// or closed without a report. A covering set of the machine's paths (every path also runs on the bare
// machine in cust-search.machine.test.ts); the result list answers from the server by itself. Expected
// rows are the server's own answers to custSearch, read before the paths run.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { custSearchMachine } from '../../../machines/common-popup/cust-search.machine';
import * as custSearchSelectors from '../../../machines/common-popup/cust-search.selectors';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideCustSearch } from '../../../src/app/common-popup/cust-search-route';
import { makeFlows } from '../../../src/app/flows';
import { HOME_PATH } from '../../../src/domain/app/routes';
import type { CustSearchRow } from '../../../src/domain/schedule/contract';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';
import { CustSearchScreen } from '../../../src/screens/common-popup/cust-search-screen';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, sectionWorld } from '../customers/section-world';

const h = await createHarness(TEST_DATABASES[0]!);
/** custSearch as the server answers it: the first page of a name, for `as` looking at `userid`'s customers. */
async function firstPage(as: string, name: string, userid = '') {
  const answer = await h.call('commonPopup/custSearch', { searchCustNm: name, searchUserid: userid, offset: '0', size: '10' }, { token: await h.as(as) });
  if (answer.body.rt !== 'success') throw new Error(JSON.stringify(answer.body));
  return answer.body.data as { totalCount: number; custList: CustSearchRow[] };
}
const ALL = await firstPage('planner01', '');
const PICKED = ALL.custList[0]!;
const NAMED = await firstPage('planner01', PICKED.custNm);

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});
afterAll(() => h.close());

async function openPopup(userid: string, userId: string) {
  const w = await sectionWorld(h, { userid, held: [], device: 'device-0000-cust', shell: true });
  const went: string[] = [];
  const actor: AnyActorRef = createActor(provideCustSearch(makeFlows(w.runtime), userId, (to) => went.push(to))).start();
  stop = async () => {
    actor.stop();
    await w.stop();
  };
  render(<CustSearchScreen actor={actor as any} />);
  return { actor, shell: w.shell!, went };
}

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const phone = (c: CustSearchRow) => [c.tel1, c.tel2, c.tel3].filter(Boolean).join('-');
/** The rows shown: kind badge, name and phone of each, in the server's order. */
function expectRows(rows: readonly CustSearchRow[]) {
  const list = screen.getByRole('list', { name: m.custListLabel });
  const shown = within(list).getAllByRole('listitem');
  expect(shown).toHaveLength(rows.length);
  rows.forEach((r, i) => {
    expect(within(shown[i]!).getByRole('radio', { name: r.custNm })).toBeInTheDocument();
    expect(shown[i]).toHaveTextContent(m.custKindNames[r.custDivDetail]!);
    expect(shown[i]).toHaveTextContent(phone(r));
  });
}

describe('the customer search popup on the rendered screen', () => {
  const EVENTS: AnyEventObject[] = [
    { type: 'user.search', name: ` ${PICKED.custNm} ` },
    { type: 'user.pick', customer: PICKED },
    { type: 'user.confirm' },
    { type: 'user.close' },
    { type: 'xstate.done.actor.finish' },
  ];
  const contextKey = (c: any) => [c.name, c.picked?.kwkkey ?? null];
  const inert = custSearchMachine.provide({ actors: { ...(inertActors(['finish']) as any), custList: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }) } });
  const isAuto = (e: AnyEventObject) => e.type === 'xstate.done.actor.finish';
  const finished = finishedBy(inert, undefined, (v) => (v === 'finishing' || v === 'closing' ? 'finish' : null));
  const paths = cachedPaths('cust-search', custSearchMachine, { events: EVENTS, contextKey }, generatePaths).map(finished);
  const taken = new Set<string>();
  afterAll(() => writeCoverage(custSearchMachine, taken));

  it('planner01 has a full page of customers, and one of that name', () => {
    expect(ALL.custList).toHaveLength(10);
    expect(NAMED.custList.map((c) => c.kwkkey)).toContain(PICKED.kwkkey);
  });
  for (const path of paths) it(`machine: ${path.description}`, () => replayOnMachine(inert, undefined, path, taken, contextKey));

  for (const path of renderedPaths(paths, { machine: inert, selectors: custSearchSelectors }))
    it(path.description, async () => {
      const { actor, shell, went } = await openPopup('planner01', '');
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          'user.search': (e) => {
            fireEvent.change(screen.getByRole('searchbox', { name: m.custSearchLabel }), { target: { value: e.name } });
            return click(screen.getByRole('button', { name: m.custSearchButton }));
          },
          // The radio shows once the list's first page has come from the server (the first of that name is the one).
          'user.pick': async (e) => click((await screen.findAllByRole('radio', { name: e.customer.custNm }))[0]!),
          'user.confirm': () => click(screen.getByRole('button', { name: m.pick })),
          'user.close': () => click(screen.getByRole('button', { name: m.close })),
        },
        verify: (step) =>
          waitFor(() => {
            const c = step.state.context as any;
            if (step.state.value === 'closed') {
              // The opener hears of the customer picked (only then), the web view closes, a window that stays goes home.
              const told = shell.calls.filter((k) => k.action === 'sendToParent').map((k) => k.payload.data);
              expect(told).toEqual(c.picked ? [{ event: 'cust-selected', ...PICKED }] : []);
              expect(shell.calls.filter((k) => k.action === 'close')).toHaveLength(1);
              expect(went).toEqual([HOME_PATH]);
              return;
            }
            expect(screen.getByRole('button', { name: m.pick })).toHaveProperty('disabled', c.picked === null);
            expectRows((c.name === '' ? ALL : NAMED).custList);
            expect(screen.getAllByRole('radio', { name: PICKED.custNm })[0]).toHaveProperty('checked', c.picked !== null);
          }),
      });
    });
});

describe('the customer search popup for a member (userId)', () => {
  it('the branch head sees planner01’s customers; a name nobody has shows the empty text', async () => {
    await openPopup('branch01', 'planner01');
    await waitFor(() => expectRows((ALL as { custList: CustSearchRow[] }).custList));
    fireEvent.change(screen.getByRole('searchbox', { name: m.custSearchLabel }), { target: { value: '없는이름고객' } });
    await click(screen.getByRole('button', { name: m.custSearchButton }));
    expect(await screen.findByText(m.noCustomer)).toBeInTheDocument();
  });
  it('a planner naming another planner’s customers is refused with the server’s message', async () => {
    const answer = await h.call('commonPopup/custSearch', { searchCustNm: '', searchUserid: 'planner02', offset: '0', size: '10' }, { token: await h.as('planner01') });
    expect(answer.body.rt).not.toBe('success');
    await openPopup('planner01', 'planner02');
    expect(await screen.findByRole('alert')).toHaveTextContent(answer.body.rtMsg!);
  });
});
