// Model-based tests of the customer detail's child info: every generated path on the bare machine, for a
// customer with two children (the seed gives planner01's first customers learning and book care) and one
// without, then one covering set over both on the rendered section against the real server in-process on
// PGlite: the learning products and the book care are held and forwarded to the server (or failed: a fault
// only); each product's items load freely. What a child shows is what the server answers for it.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { customerChildrenMachine, type ChildrenInput } from '../../../machines/customers/customer-children.machine';
import * as childrenSelectors from '../../../machines/customers/customer-children.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { rowsOf } from '../../../server/lib/rows';
import * as actors from '../../../src/app/customers/customer-detail-actors';
import { makeFlows } from '../../../src/app/flows';
import { careMonth, layoutOf } from '../../../src/domain/customers/learning-layouts';
import { NetworkError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { ChildInfo } from '../../../src/screens/customers/child-info';
import { generateCoveringPaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { sectionWorld } from './section-world';
import { jointRenderedPaths } from './joint-covering';

const h = await createHarness(TEST_DATABASES[0]!);
const call = async (name: string, fields: Record<string, string>) => {
  const answer = await h.call(`myCstmr/${name}`, fields, { token: await h.as('planner01') });
  if (answer.body.rt !== 'success') throw new Error(`${name}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as any;
};
/** planner01's first customer with two children or more, and its first without any. */
const [twoKids] = await rowsOf<{ kwkkey: string; custDiv: string }>(
  h.db,
  sql`select c.kwkkey, c.cust_div as "custDiv" from customers c where c.owner_userid = 'planner01'
    and (select count(*) from children k where k.kwkkey = c.kwkkey) >= 2 order by c.kwkkey limit 1`,
);
const [noKids] = await rowsOf<{ kwkkey: string; custDiv: string }>(
  h.db,
  sql`select c.kwkkey, c.cust_div as "custDiv" from customers c where c.owner_userid = 'planner01'
    and not exists (select 1 from children k where k.kwkkey = c.kwkkey) order by c.kwkkey limit 1`,
);
const detailOf = async (c: { kwkkey: string; custDiv: string }) => call('getMyCstmr', { kwkkey: c.kwkkey, custDiv: c.custDiv });
const KIDS = (await detailOf(twoKids!)).children as ChildrenInput['children'];
/** What the server answers for each child: its products with their items, and its book care. */
const INFO = Object.fromEntries(
  await Promise.all(
    KIDS.map(async (k) => {
      const products = (await call('selectLeanPrdList', { kwkkey: twoKids!.kwkkey, chlnKwkey: k.chlnKwkey })).leanPrdList;
      const learning = await Promise.all(
        products.map(async (product: any) => ({ product, items: await call('getLrnngInfrm', { kwKey: twoKids!.kwkkey, chlnKwkey: k.chlnKwkey, id: product.apiId, prdtnm: product.prdtnm }) })),
      );
      const bookCare = (await call('getBookCareList', { kwkkey: twoKids!.kwkkey, chlnKwkey: k.chlnKwkey })).bookCareList;
      return [k.chlnKwkey, { learning, bookCare }];
    }),
  ),
);
const [FIRST, SECOND] = KIDS;

const eventsFor = (kids: ChildrenInput['children']): AnyEventObject[] =>
  kids.length === 0
    ? []
    : [
        ...kids.map((k) => ({ type: 'xstate.done.actor.loadChild', output: INFO[k.chlnKwkey], at: k.chlnKwkey })),
        { type: 'xstate.error.actor.loadChild', error: new NetworkError({ detail: 'offline' }) },
        { type: 'user.retry' },
        { type: 'user.chooseChild', chlnKwkey: SECOND!.chlnKwkey },
        { type: 'user.chooseChild', chlnKwkey: FIRST!.chlnKwkey },
      ];
/** A child's answer comes for the child asked for. */
const allow = (s: any, e: AnyEventObject) => e.type !== 'xstate.done.actor.loadChild' || e.at === s.context.chosen;
const contextKey = (c: any) => [c.chosen, c.info !== null, c.error];
const inert = customerChildrenMachine.provide({ actors: inertActors(['loadChild']) as any });
/** Without children nothing happens: the one path is the state the machine starts in. */
function initialPath(input: ChildrenInput): ModelPath {
  const actor: AnyActorRef = createActor(inert, { input }).start();
  const snap = actor.getSnapshot();
  actor.stop();
  return { description: '(initial state)', steps: [{ event: { type: 'xstate.init' }, state: { value: snap.value, context: snap.context } }] };
}
const GROUPS = [
  { name: 'a customer with two children', customer: twoKids!, input: { kwkkey: twoKids!.kwkkey, searchUserid: '', children: KIDS } as ChildrenInput },
  { name: 'a customer without children', customer: noKids!, input: { kwkkey: noKids!.kwkkey, searchUserid: '', children: [] } as ChildrenInput },
].map((g) => ({
  ...g,
  paths:
    g.input.children.length === 0
      ? [initialPath(g.input)]
      : cachedPaths(`customer-children-${g.input.children.length}`, customerChildrenMachine, { events: eventsFor(g.input.children), input: g.input, contextKey, allow, inert, taken: new Set<string>() }, generateCoveringPaths),
}));
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(customerChildrenMachine, taken);
  await h.close();
});

for (const g of GROUPS)
  describe(`customer-children machine: generated paths (${g.name})`, () => {
    it('generates paths', () => expect(g.paths.length).toBeGreaterThanOrEqual(1));
    for (const path of g.paths) it(path.description, () => replayOnMachine(inert, g.input, path, taken, contextKey));
  });

it('the seed gives the two children learning products and book care', () => {
  expect(KIDS.length).toBeGreaterThanOrEqual(2);
  expect(KIDS.some((k) => INFO[k.chlnKwkey].learning.length > 0 && INFO[k.chlnKwkey].bookCare.length > 0)).toBe(true);
});

const HELD = ['selectLeanPrdList', 'getBookCareList'];
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

describe('the child info on the rendered screen (one covering set over both customers)', () => {
  for (const { group: g, path } of jointRenderedPaths(inert, GROUPS, childrenSelectors))
    it(`${g.name}: ${path.description}`, async () => {
      const w = await sectionWorld(h, { userid: 'planner01', held: HELD, device: 'device-0000-children', shell: false });
      const { server, take } = w;
      const machine = customerChildrenMachine.provide({ actors: { loadChild: makeFlows(w.runtime).fromEffect(actors.loadChild) } });
      const actor: AnyActorRef = createActor(machine, { input: g.input }).start();
      stop = async () => {
        actor.stop();
        await w.stop();
      };
      render(<ChildInfo actor={actor as any} />);
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'xstate.done.actor.loadChild': async (e) => {
            for (const name of ['selectLeanPrdList', 'getBookCareList']) {
              const req = await take(name);
              expect(req.form.get('chlnKwkey')).toBe(e.at);
              expect((await act(async () => server.forward(req))).body.rt).toBe('success');
            }
          },
          'xstate.error.actor.loadChild': async () => {
            const req = await take('selectLeanPrdList');
            act(() => req.fail());
          },
          'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
          'user.chooseChild': (e) => {
            const kid = KIDS.find((k) => k.chlnKwkey === e.chlnKwkey)!;
            click(within(screen.getByRole('group', { name: msg.childPickerLabel })).getByRole('button', { name: new RegExp(`^${kid.chlnNm}`) }));
          },
        },
        verify: (step) =>
          waitFor(() => {
            const s = step.state.value as string;
            const c = step.state.context as any;
            if (g.input.children.length === 0) {
              expect(screen.getByText(msg.custNoChildren)).toBeInTheDocument();
              return expect(screen.queryByRole('group', { name: msg.childPickerLabel })).toBeNull();
            }
            const picker = within(screen.getByRole('group', { name: msg.childPickerLabel }));
            for (const k of KIDS) expect(picker.getByRole('button', { name: new RegExp(`^${k.chlnNm}`) })).toHaveAttribute('aria-pressed', String(k.chlnKwkey === c.chosen));
            expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loading');
            if (s === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(c.error);
            if (s !== 'shown') return expect(screen.queryByRole('heading', { name: msg.learningTitle })).toBeNull();
            const info = INFO[c.chosen];
            const products = screen.queryByRole('list', { name: msg.learningTitle });
            if (info.learning.length === 0) expect(screen.getByText(msg.learningNone)).toBeInTheDocument();
            else {
              const cards = within(products!).getAllByRole('listitem');
              expect(cards).toHaveLength(info.learning.length);
              info.learning.forEach(({ product, items }: any, i: number) => {
                expect(cards[i]).toHaveTextContent(product.prdtnm);
                for (const item of items) for (const f of layoutOf(item)) expect(cards[i]).toHaveTextContent(`${f.label}${f.value}`);
              });
            }
            const care = screen.queryByRole('list', { name: msg.bookCareTitle });
            if (info.bookCare.length === 0) expect(screen.getByText(msg.bookCareNone)).toBeInTheDocument();
            else info.bookCare.forEach((b: any, i: number) => expect(within(care!).getAllByRole('listitem')[i]).toHaveTextContent(`${careMonth(b.rpssym)} · ${b.rpkdcn} · ${b.rptym1}`));
          }),
      });
    });
});

