// Model-based tests of the child add / modify popups: every generated path on the bare machine (adding,
// modifying a seeded child, and a position where no child is), then one covering set over the three on the
// rendered popup against the real server in-process on PGlite, inside the fake Android shell: the customer
// load is held and forwarded to the server (or failed: a fault only); what the popup reports to the opener
// through the shell is checked against what was typed. The customer is a seeded prospect (SCD02) of planner01
// with one child; its child comes from the database.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { childEditorMachine, type ChildEditorInput } from '../../../machines/customers/child-editor.machine';
import * as childSelectors from '../../../machines/customers/child-editor.selectors';
import { rowsOf } from '../../../server/lib/rows';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideChildEditor } from '../../../src/app/customers/child-editor-route';
import { makeFlows } from '../../../src/app/flows';
import { customerHref } from '../../../src/domain/customers/pages';
import { NetworkError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { ChildEditorScreen } from '../../../src/screens/customers/child-editor-screen';
import { generateCoveringPaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { jointRenderedPaths } from './joint-covering';
import { finishedBy, sectionWorld } from './section-world';

const h = await createHarness(TEST_DATABASES[0]!);
const [prospect] = await rowsOf<{ kwkkey: string; n: number }>(
  h.db,
  sql`select c.kwkkey, (select count(*)::int from children k where k.kwkkey = c.kwkkey) as n from customers c
    where c.owner_userid = 'planner01' and c.cust_div_detail = 'SCD02'
      and (select count(*) from children k where k.kwkkey = c.kwkkey) between 1 and 4
    order by c.kwkkey limit 1`,
);
const [seeded] = await rowsOf<{ seq: number; name: string; gender: 'M' | 'F'; birth: string | null }>(
  h.db,
  sql`select seq, name, gender, birth from children where kwkkey = ${prospect!.kwkkey} order by seq limit 1`,
);
const TARGET = { userId: 'planner01', kwkkey: prospect!.kwkkey, custDiv: '2' as const };
const SEEDED_CHILD = { chlnnam: seeded!.name, chlnbdt: seeded!.birth ?? '', chlngndr: seeded!.gender };
/** A position past the customer's last child: nothing to modify there. */
const EMPTY_POSITION = prospect!.n + 1;

// Today as the app's clock has it (KST), and the age of a child born on 1 March 2015 then: whole years.
const TODAY = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const TYPED_BIRTH = '2015-03-01';
const BIRTH = '20150301';
const AGE = Number(TODAY.slice(0, 4)) - 2015 - (TODAY.slice(5).replace('-', '') < '0301' ? 1 : 0);
/** Eight digits that make no date (month 13). */
const BAD_BIRTH = '20151301';
const NAME = '김하늘';
/** Eleven characters: the box keeps ten. */
const LONG_NAME = '가나다라마바사아자차카';

const formEvents: AnyEventObject[] = [
  { type: 'user.chooseGender', gender: 'M' },
  { type: 'user.chooseGender', gender: 'F' },
  { type: 'user.changeBirthday', value: TYPED_BIRTH },
  { type: 'user.changeBirthday', value: BAD_BIRTH },
  { type: 'user.changeName', value: NAME },
  { type: 'user.changeName', value: LONG_NAME },
  { type: 'user.changeName', value: '  ' },
  { type: 'user.submit' },
  { type: 'user.dismissMessage' },
];
const closing: AnyEventObject[] = [{ type: 'user.cancel' }, { type: 'xstate.done.actor.finish' }];
const loaded = (child: typeof SEEDED_CHILD | null) => ({ type: 'xstate.done.actor.loadForm', output: { today: TODAY, child } });
const loadFault = [{ type: 'xstate.error.actor.loadForm', error: new NetworkError({ detail: 'offline' }) }, { type: 'user.retry' }];

const GROUPS = [
  // Adding reads only the clock: no call, nothing to fail.
  { name: 'adding a child', input: { sqno: null } as ChildEditorInput, events: [loaded(null), ...formEvents, ...closing] },
  { name: 'modifying the seeded child', input: { sqno: seeded!.seq } as ChildEditorInput, events: [loaded(SEEDED_CHILD), ...loadFault, ...formEvents, ...closing] },
  { name: 'a position with no child', input: { sqno: EMPTY_POSITION } as ChildEditorInput, events: [loaded(null), { type: 'user.retry' }, ...closing] },
];
const inert = childEditorMachine.provide({ actors: inertActors(['loadForm', 'finish']) as any });
const contextKey = (c: any) => [c.today, c.form, c.message, c.error];
const finished = (path: ModelPath, input: ChildEditorInput) => finishedBy(inert, input, (v) => (v === 'finishing' || v === 'closing' ? 'finish' : null))(path);
const groups = GROUPS.map((g) => ({
  ...g,
  paths: cachedPaths(`child-editor-${g.input.sqno ?? 'add'}`, childEditorMachine, { events: g.events, input: g.input, contextKey, inert, taken: new Set<string>() }, generateCoveringPaths).map((p) =>
    finished(p, g.input),
  ),
}));
/** A path of the given events on the bare machine (the shell's answer to the closing popup added at the end). */
function scenario(input: ChildEditorInput, events: readonly AnyEventObject[]): ModelPath {
  const actor: AnyActorRef = createActor(inert, { input }).start();
  const snap = () => {
    const x = actor.getSnapshot();
    return { value: x.value, context: x.context };
  };
  const steps: ModelPath['steps'][number][] = [{ event: { type: 'xstate.init' }, state: snap() }];
  for (const event of events) {
    actor.send(event);
    steps.push({ event, state: snap() });
  }
  actor.stop();
  return finished({ description: events.map((e) => e.type).join(' → '), steps }, input);
}
const ev = (type: string, rest: Record<string, unknown> = {}): AnyEventObject => ({ type, ...rest });
/** What the covering paths leave out but the popup must show: each refusal in turn, and each way a child is reported. */
const SCENARIOS = [
  {
    name: 'adding: a date, a capped name, reported as typed',
    group: groups[0]!,
    events: [loaded(null), ev('user.chooseGender', { gender: 'F' }), ev('user.changeBirthday', { value: TYPED_BIRTH }), ev('user.changeName', { value: LONG_NAME }), ev('user.submit')],
  },
  {
    name: 'adding: each rule refuses in turn, then the child is reported',
    group: groups[0]!,
    events: [
      loaded(null),
      ev('user.submit'),
      ev('user.dismissMessage'),
      ev('user.chooseGender', { gender: 'M' }),
      ev('user.changeBirthday', { value: BAD_BIRTH }),
      ev('user.submit'),
      ev('user.dismissMessage'),
      ev('user.changeBirthday', { value: TYPED_BIRTH }),
      ev('user.changeName', { value: '  ' }),
      ev('user.submit'),
      ev('user.dismissMessage'),
      ev('user.changeName', { value: NAME }),
      ev('user.submit'),
    ],
  },
  {
    name: 'modifying: the seeded child changed, reported with its position',
    group: groups[1]!,
    events: [loaded(SEEDED_CHILD), ev('user.changeName', { value: NAME }), ev('user.chooseGender', { gender: 'M' }), ev('user.submit')],
  },
  {
    name: 'modifying: a failed load tried again, the child reported unchanged',
    group: groups[1]!,
    events: [...loadFault, loaded(SEEDED_CHILD), ev('user.submit')],
  },
].map((x) => ({ ...x, path: scenario(x.group.input, x.events) }));

const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(childEditorMachine, taken);
  await h.close();
});

describe('the seed', () => {
  it('holds a prospect of planner01 with a child and room for another', () => expect([prospect!.n >= 1, prospect!.n < 5, seeded!.seq]).toEqual([true, true, 1]));
});

for (const g of groups)
  describe(`child-editor machine: generated paths (${g.name})`, () => {
    it('generates paths', () => expect(g.paths.length).toBeGreaterThanOrEqual(3));
    for (const path of g.paths) it(path.description, () => replayOnMachine(inert, g.input, path, taken, contextKey));
  });

describe('child-editor machine: scenarios', () => {
  for (const x of SCENARIOS) it(x.name, () => replayOnMachine(inert, x.group.input, x.path, taken, contextKey));
});

/** The child the form holds after a path's first `upTo` steps, from what was typed (spec 2 §3, §9: birthday digits ≤ 8, name ≤ 10). */
function typed(path: ModelPath, upTo: number, start: typeof SEEDED_CHILD | { chlnnam: string; chlnbdt: string; chlngndr: '' }) {
  let child: { chlnnam: string; chlnbdt: string; chlngndr: string } = { ...start };
  for (const { event: e } of path.steps.slice(1, upTo + 1)) {
    if (e.type === 'user.chooseGender') child = { ...child, chlngndr: e.gender };
    if (e.type === 'user.changeBirthday') child = { ...child, chlnbdt: e.value === TYPED_BIRTH ? BIRTH : e.value };
    if (e.type === 'user.changeName') child = { ...child, chlnnam: e.value === LONG_NAME ? LONG_NAME.slice(0, 10) : e.value };
  }
  return child;
}

/** The first rule of spec 2 §5 the child breaks, or null. */
const problemOf = (c: { chlnnam: string; chlnbdt: string; chlngndr: string }) =>
  c.chlngndr === '' ? msg.childGenderRequired : c.chlnbdt === BAD_BIRTH ? msg.childBirthInvalid : c.chlnnam.trim() === '' ? msg.childNameRequired : null;

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

describe('the child popup on the rendered screen (one covering set over the three, and the scenarios)', () => {
  for (const { group: g, path } of jointRenderedPaths(inert, groups, childSelectors)) it(`${g.name}: ${path.description}`, () => replayRendered(g.input, path));
  for (const x of SCENARIOS) it(x.name, () => replayRendered(x.group.input, x.path));
});

async function replayRendered(input: ChildEditorInput, path: ModelPath) {
  const w = await sectionWorld(h, { userid: 'planner01', held: ['getMyCstmr'], device: 'device-0000-child', shell: true });
  const { server, shell } = w as typeof w & { shell: FakeShellControl };
  const went: string[] = [];
  const actor: AnyActorRef = createActor(provideChildEditor(makeFlows(w.runtime), TARGET, input.sqno, (to) => went.push(to)), { input }).start();
  stop = async () => {
    actor.stop();
    await w.stop();
  };
  render(<ChildEditorScreen actor={actor as any} />);
  const adding = input.sqno === null;
  const form = () => screen.getByRole('form', { name: adding ? msg.childEditorAddTitle : msg.childEditorModifyTitle });
  const start = input.sqno === seeded!.seq ? SEEDED_CHILD : { chlnnam: '', chlnbdt: '', chlngndr: '' as const };
  await replayOnImplementation(path, {
    actor: () => actor,
    settle: (check) => waitFor(check),
    // Adding starts at once (the clock only); the popup closes itself once it is done.
    isAuto: (e) => e.type === 'xstate.done.actor.finish' || (adding && e.type === 'xstate.done.actor.loadForm'),
    drivers: {
      'xstate.done.actor.loadForm': async () => {
        const req = await w.take('getMyCstmr');
        expect([req.form.get('kwkkey'), req.form.get('custDiv'), req.form.get('searchUserid'), req.form.get('onlyChild')]).toEqual([TARGET.kwkkey, '2', 'planner01', 'Y']);
        await act(async () => void (await server.forward(req)));
      },
      'xstate.error.actor.loadForm': async () => {
        const req = await w.take('getMyCstmr');
        act(() => req.fail());
      },
      'user.retry': () => click(within(form()).getByRole('button', { name: msg.retry })),
      'user.chooseGender': (e) => click(within(form()).getByRole('radio', { name: msg.custGenderNames[e.gender as 'M' | 'F'] })),
      'user.changeBirthday': (e) => act(() => void fireEvent.change(within(form()).getByLabelText(msg.childEditorBirth), { target: { value: e.value } })),
      'user.changeName': (e) => act(() => void fireEvent.change(within(form()).getByLabelText(msg.childEditorName), { target: { value: e.value } })),
      'user.submit': () => click(within(form()).getByRole('button', { name: adding ? msg.childEditorAdd : msg.childEditorModify })),
      'user.dismissMessage': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
      'user.cancel': () => click(within(form()).getByRole('button', { name: msg.childEditorCancel })),
    },
    verify: (step, index) =>
      waitFor(() => {
        const s = step.state.value as string;
        const child = typed(path, index, start);
        if (s === 'closed') {
          // The opener hears exactly the child typed (only when it was taken), the web view closes, and a window that stays shows the customer.
          const told = shell.calls.filter((k) => k.action === 'sendToParent').map((k) => k.payload.data);
          const took = path.steps.slice(1, index + 1).some((st) => st.state.value === 'finishing');
          const report = { ...child, chlnnam: child.chlnnam.trim() };
          const want = adding ? { event: 'add-children-result', kwkkey: TARGET.kwkkey, child: report } : { event: 'modify-children-result', kwkkey: TARGET.kwkkey, sqno: input.sqno, child: report };
          expect(told).toEqual(took ? [want] : []);
          expect(shell.calls.filter((k) => k.action === 'close')).toHaveLength(1);
          expect(went).toEqual([customerHref(TARGET)]);
          return;
        }
        expect(shell.calls.filter((k) => k.action === 'close' || k.action === 'sendToParent')).toHaveLength(0);
        const f = form();
        expect(within(f).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loading');
        if (s === 'failed') expect(within(f).getByRole('alert')).toHaveTextContent(input.sqno === EMPTY_POSITION ? msg.childEditorNotFound : msg.networkError);
        if (s === 'loading' || s === 'failed') {
          expect(within(f).queryByLabelText(msg.childEditorName)).toBeNull();
          return;
        }
        // The form: what was typed (the seeded child to start with when modifying), the age once the birthday is a date.
        for (const gender of ['M', 'F'] as const) expect(within(f).getByRole('radio', { name: msg.custGenderNames[gender] })).toHaveProperty('checked', child.chlngndr === gender);
        const birth = within(f).getByLabelText(msg.childEditorBirth);
        expect([birth.getAttribute('type'), birth.getAttribute('inputmode')]).toEqual(['tel', 'numeric']);
        expect(birth).toHaveValue(child.chlnbdt);
        expect(within(f).getByLabelText(msg.childEditorName)).toHaveValue(child.chlnnam);
        const age = child.chlnbdt === BIRTH ? AGE : child.chlnbdt === SEEDED_CHILD.chlnbdt && child.chlnbdt !== '' ? seededAge() : null;
        expect(f.querySelector('output')?.textContent ?? null).toBe(age === null ? null : `${age}세`);
        expect(within(f).getByText(msg.childEditorNote)).toBeInTheDocument();
        for (const box of [birth, within(f).getByLabelText(msg.childEditorName)]) expect(box).toHaveProperty('disabled', s !== 'editing');
        const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
        expect(dialogs).toEqual(s === 'refused' ? [expect.stringContaining(problemOf(child)!)] : []);
      }),
  });
}

/** The seeded child's age today, in whole years. */
function seededAge(): number {
  const b = SEEDED_CHILD.chlnbdt;
  return Number(TODAY.slice(0, 4)) - Number(b.slice(0, 4)) - (TODAY.slice(5).replace('-', '') < b.slice(4) ? 1 : 0);
}
