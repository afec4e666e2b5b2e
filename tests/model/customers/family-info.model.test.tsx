// Model-based tests of the household popup: every generated path on the bare machine, then a covering set
// on the rendered popup against the real server in-process on PGlite, inside the fake Android shell: the
// household is held and forwarded to the server (or failed: a fault only); a picked child's customer is
// told to the opener through the shell and shown where the window stays. The customer is planner01's
// prospect whose phone a contract customer shares (the seed's look-alike pair), so the household holds a
// contract customer's child.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { familyInfoMachine, type FamilyInfoInput } from '../../../machines/customers/family-info.machine';
import * as familySelectors from '../../../machines/customers/family-info.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { rowsOf } from '../../../server/lib/rows';
import { provideFamilyInfo } from '../../../src/app/customers/family-info-route';
import { makeFlows } from '../../../src/app/flows';
import { customerHref } from '../../../src/domain/customers/pages';
import { NetworkError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { FamilyInfoScreen } from '../../../src/screens/customers/family-info-screen';
import { renderedPaths } from '../../support/covering-set';
import { generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, sectionWorld } from './section-world';

const h = await createHarness(TEST_DATABASES[0]!);
const [prospect] = await rowsOf<{ kwkkey: string }>(
  h.db,
  sql`select p.kwkkey from customers p where p.owner_userid = 'planner01' and p.cust_div = '2'
    and exists (select 1 from customers c join children k on k.kwkkey = c.kwkkey
      where c.owner_userid = 'planner01' and c.cust_div = '1' and c.tel1 = p.tel1 and c.tel2 = p.tel2 and c.tel3 = p.tel3)
    order by p.kwkkey limit 1`,
);
const INPUT: FamilyInfoInput = { kwkkey: prospect!.kwkkey, custDiv: '2' };
const answer = await h.call('myCstmr/getCustFamilyList', { ...INPUT }, { token: await h.as('planner01') });
const FAMILY = answer.body.data as { totCnt: number; custFamilyList: { chlnNm: string; age: number | null; chlnKwkey: string; kwkkey: string; custDiv: '1' | '2' }[] };
const PICK = FAMILY.custFamilyList.find((m) => m.custDiv === '1')!;

const EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadFamily', output: FAMILY },
  { type: 'xstate.error.actor.loadFamily', error: new NetworkError({ detail: 'offline' }) },
  { type: 'user.retry' },
  { type: 'user.pick', chlnKwkey: PICK.chlnKwkey },
  { type: 'user.close' },
  { type: 'xstate.done.actor.finish' },
];
const contextKey = (c: any) => [c.members.length, c.error, c.picked?.chlnKwkey ?? null];
const inert = familyInfoMachine.provide({ actors: inertActors(['loadFamily', 'finish']) as any });
/** The popup closes itself at once: a path stopping while it finishes ends with the shell's answer. */
const isAuto = (e: AnyEventObject) => e.type === 'xstate.done.actor.finish';
const finished = finishedBy(inert, INPUT, (v) => (v === 'finishing' || v === 'closing' ? 'finish' : null));
const paths = cachedPaths('family-info', familyInfoMachine, { events: EVENTS, input: INPUT, contextKey, inert, taken: new Set<string>() }, generateCoveringPaths).map(finished);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(familyInfoMachine, taken);
  await h.close();
});

describe('family-info machine: generated paths', () => {
  it('the household holds a contract customer’s child', () => expect(PICK).toBeDefined());
  it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(4));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
});

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

describe('the household popup on the rendered screen: a covering set of the paths', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: familySelectors }))
    it(path.description, async () => {
      const w = await sectionWorld(h, { userid: 'planner01', held: ['getCustFamilyList'], device: 'device-0000-family', shell: true });
      const { server, shell } = w as typeof w & { shell: FakeShellControl };
      const went: string[] = [];
      const actor: AnyActorRef = createActor(provideFamilyInfo(makeFlows(w.runtime), INPUT, (to) => went.push(to)), { input: INPUT }).start();
      stop = async () => {
        actor.stop();
        await w.stop();
      };
      render(<FamilyInfoScreen actor={actor as any} />);
      const take = () => w.take('getCustFamilyList');
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          'xstate.done.actor.loadFamily': async (e) => expect((await act(async () => server.forward(await take()))).body.data).toEqual(e.output),
          'xstate.error.actor.loadFamily': async () => {
            const req = await take();
            act(() => req.fail());
          },
          'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
          'user.pick': () => click(screen.getByRole('button', { name: msg.familyPickOf(PICK.chlnNm) })),
          'user.close': () => click(screen.getByRole('button', { name: msg.familyClose })),
        },
        verify: (step) =>
          waitFor(() => {
            const s = step.state.value as string;
            const c = step.state.context as any;
            if (s === 'closed') {
              // The opener hears of the pick (only after one), the web view closes, and a window that stays shows the customer.
              const told = shell.calls.filter((k) => k.action === 'sendToParent').map((k) => k.payload.data);
              expect(told).toEqual(c.picked ? [{ event: 'family-pop-selected-chlnkwkey', kwkkey: PICK.kwkkey, custDiv: '1' }] : []);
              expect(shell.calls.filter((k) => k.action === 'close')).toHaveLength(1);
              const to = c.picked ? { kwkkey: PICK.kwkkey, custDiv: '1' as const } : INPUT;
              expect(went).toEqual([customerHref({ userId: '', ...to })]);
              return;
            }
            const page = screen.getByRole('article', { name: msg.familyTitle });
            expect(within(page).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loading');
            if (s === 'failed') expect(within(page).getByRole('alert')).toHaveTextContent(c.error);
            if (s !== 'ready') return;
            expect(within(page).getByText(msg.familyCount(FAMILY.totCnt))).toBeInTheDocument();
            const rows = within(page).getAllByRole('listitem');
            expect(rows).toHaveLength(FAMILY.custFamilyList.length);
            FAMILY.custFamilyList.forEach((m, i) => {
              expect(rows[i]).toHaveTextContent(m.chlnNm);
              if (m.age !== null) expect(rows[i]).toHaveTextContent(msg.custChildAge(m.age));
              // Only a contract customer's child can be picked (spec 2 §6).
              expect(within(rows[i]!).queryByRole('button') !== null).toBe(m.custDiv === '1');
            });
          }),
      });
    });
});
