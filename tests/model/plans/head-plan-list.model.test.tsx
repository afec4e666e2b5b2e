// Model-based tests of the members' plans on the rendered screen against the real server in-process (spec 3
// §2 members' plan list, §4, §6): a covering set of the branch head's paths on a PC (a table, the filters in
// one row) and the planner's refusal (every path also runs on the bare machine). At each step the rows are
// the server's bsnPln/headList answer for the filters reached, asked then (a request forwarded to the server
// changes it): name, rank, status and the request button (요청 on S, disabled 요청중 on R, none on C). A
// request is forwarded to the server, or refused with a scripted message; a saved plan opens the member's.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { headListFields, type HeadPlanFilters } from '../../../machines/plans/head-plan-list.filters';
import { headPlanListMachine } from '../../../machines/plans/head-plan-list.machine';
import * as selectors from '../../../machines/plans/head-plan-list.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideHeadPlanList } from '../../../src/app/plans/head-plan-list-route';
import { msg } from '../../../src/domain/messages';
import type { HeadPlanRow } from '../../../src/domain/plans/contract';
import { GRADE_NAMES, type Position } from '../../../src/domain/shared/roles';
import { HeadPlanListScreen } from '../../../src/screens/plans/head-plan-list-screen';
import { renderedPaths } from '../../support/covering-set';
import { writeCoverage, type ModelPath } from '../../support/model-paths';
import { replayOnImplementation } from '../../support/replay';
import { headPlanListModels, inert, REFUSAL } from './head-plan-list.model';
import { ask, choose, click, renderPlans, type PlansWorld } from './lists-world';

const h = await createHarness(TEST_DATABASES[0]!);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(headPlanListMachine, taken);
  await h.close();
});

const models = headPlanListModels().map((m) => ({ ...m, rendered: renderedPaths(m.paths, { machine: inert, input: m.input, selectors }) }));
const LEADER = 'branch01';
const answer = async (f: HeadPlanFilters): Promise<HeadPlanRow[]> =>
  (await ask(h, LEADER, 'bsnPln/headList', { offset: '0', size: '10', ...headListFields(f) })).list;

const won = (man: number) => `${(man * 10_000).toLocaleString('ko-KR')}원`;
const STAT = { S: '미작성', R: '요청됨', C: '작성완료' } as const;

let world: PlansWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

const table = () => screen.getByRole('table', { name: msg.headPlanListLabel });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const requestName = (r: HeadPlanRow, label: string) => `${r.userName} 영업활동계획 요청: ${label}`;
const dialog = () => screen.getByRole('alertdialog');

it('this month the branch has members without a plan, with a saved one and with a request; no partner is listed', async () => {
  const rows = await answer({ year: '2026', month: '03', keyword: '', pstn: '' });
  expect(new Set(rows.map((r) => r.stat))).toEqual(new Set(['S', 'R', 'C']));
  expect(rows.some((r) => r.pstn === 'COG06')).toBe(false);
  expect(rows.find((r) => r.userId === 'planner03')?.stat).toBe('R');
});

it('the scripted refusal is the server’s own answer to a request for a member already asked', async () => {
  const again = await h.call('bsnPln/request', { userId: 'planner03', planYr: '2026', planMn: '03' }, { token: await h.as(LEADER) });
  expect(again.body).toMatchObject({ rt: REFUSAL.rt, rtMsg: REFUSAL.rtMsg });
});

function expectRows(rows: readonly HeadPlanRow[]) {
  if (rows.length === 0) return expect(screen.getByText(msg.headBsnPlnListEmpty)).toBeInTheDocument();
  const shown = bodyRows();
  expect(shown.map((tr) => within(tr).getAllByRole('cell')[0]!.textContent)).toEqual(rows.map((r) => r.userName));
  rows.forEach((r, i) => {
    const cells = within(shown[i]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(GRADE_NAMES[r.pstn as Position]);
    expect(cells[2]).toHaveTextContent(STAT[r.stat]);
    expect(cells[3]).toHaveTextContent(r.stat === 'C' ? won(r.amtSum) : '-');
    const button = within(cells[4]!).queryByRole('button');
    if (r.stat === 'C') expect(button).toBeNull();
    else expect(button).toHaveAccessibleName(requestName(r, r.stat === 'S' ? '요청' : '요청중'));
    if (r.stat === 'R') expect(button).toBeDisabled();
    if (r.stat === 'C') expect(within(cells[0]!).getByRole('button', { name: r.userName })).toBeInTheDocument();
  });
}

function expectFilters(f: HeadPlanFilters) {
  const bar = screen.getByRole('search', { name: msg.headPlanFiltersLabel });
  expect(within(bar).getByRole('combobox', { name: msg.planYearLabel })).toHaveValue(f.year);
  expect(within(bar).getByRole('combobox', { name: msg.planMonthLabel })).toHaveValue(f.month);
  expect(within(bar).getByRole('combobox', { name: msg.headPlanPstnLabel })).toHaveValue(f.pstn);
  expect(within(bar).getByRole('searchbox', { name: msg.headPlanSearchLabel })).toHaveValue(f.keyword);
}

const isAnswer = (e: AnyEventObject) => e.type.startsWith('xstate.');

for (const model of models)
  describe(`the members’ plans on the rendered screen: ${model.name}`, () => {
    for (const path of model.rendered)
      it(path.description, async () => {
        world = await renderPlans(h, {
          userid: model.userid,
          device: `device-head-plans-${model.name}`,
          desktop: true,
          held: ['bsnPln/request'],
          machine: (flows, went) => provideHeadPlanList(flows, { go: (to) => went.push(to), back: () => went.push('back') }),
          input: model.input,
          screen: (actor) => <HeadPlanListScreen actor={actor as never} />,
          taken,
        });
        const w = world;
        const expectedWent: string[] = [];
        let filters: HeadPlanFilters = { year: model.input.year, month: model.input.month, keyword: '', pstn: '' };
        const bar = () => screen.getByRole('search', { name: msg.headPlanFiltersLabel });
        await replayOnImplementation(path as ModelPath, {
          actor: () => w.actor,
          settle: (check) => waitFor(check),
          drivers: {
            'user.selectYear': (e) => choose(within(bar()).getByRole('combobox', { name: msg.planYearLabel }), e.year),
            'user.selectMonth': (e) => choose(within(bar()).getByRole('combobox', { name: msg.planMonthLabel }), e.month),
            'user.selectPstn': (e) => choose(within(bar()).getByRole('combobox', { name: msg.headPlanPstnLabel }), e.pstn),
            'user.search': (e) => {
              fireEvent.change(within(bar()).getByRole('searchbox', { name: msg.headPlanSearchLabel }), { target: { value: e.keyword } });
              return click(within(bar()).getByRole('button', { name: msg.headPlanSearch }));
            },
            'user.request': async () => {
              const target = (await answer(filters)).find((r) => r.stat === 'S')!;
              await click(screen.getByRole('button', { name: requestName(target, '요청') }));
            },
            'user.confirm': () => click(within(dialog()).getByRole('button', { name: '확인' })),
            'user.cancel': () => click(within(dialog()).getByRole('button', { name: '취소' })),
            'xstate.done.actor.requestPlan': async (e) => void (await w.answer(await w.take('bsnPln/request'), e)),
            'xstate.error.actor.requestPlan': async (e) => void (await w.answer(await w.take('bsnPln/request'), e)),
            'user.dismiss': () => click(within(dialog()).getByRole('button', { name: '확인' })),
            'user.open': async () => {
              const saved = (await answer(filters)).find((r) => r.stat === 'C')!;
              expectedWent.push(`/mypage/bsnPlnMemberDetail?sqno=${saved.sqno}`);
              await click(screen.getByRole('button', { name: saved.userName }));
            },
            'user.goBack': () => click(within(dialog()).getByRole('button', { name: '확인' })),
          },
          verify: async (step) => {
            const value = step.state.value as unknown;
            if (value === 'refused') return void (await waitFor(() => expect(dialog()).toHaveTextContent(msg.headPlanNoPermission)));
            if (value === 'leaving') return void (await waitFor(() => expect(w.went).toEqual(['back'])));
            filters = (step.state.context as { filters: HeadPlanFilters }).filters;
            const sub = (value as { listing: string }).listing;
            const rows = await answer(filters);
            await waitFor(() => {
              expectFilters(filters);
              expect(screen.getByRole('link', { name: '조직원 계획' })).toHaveAttribute('aria-current', 'page');
              if (sub === 'confirming') expect(dialog()).toHaveTextContent('영업활동계획을 요청 하시겠습니까?');
              else if (sub === 'failed') expect(dialog()).toHaveTextContent(REFUSAL.rtMsg);
              else expect(screen.queryByRole('alertdialog')).toBeNull();
              if (sub !== 'requesting' || isAnswer(step.event)) expectRows(rows);
              expect(w.went).toEqual(expectedWent);
            });
          },
        });
      });
  });

describe('the members’ plans on a phone', () => {
  it('shows the members as cards; a confirmed request turns the member’s button to a disabled 요청중', async () => {
    world = await renderPlans(h, {
      userid: LEADER,
      device: 'device-head-plans-phone',
      desktop: false,
      held: [],
      machine: (flows, went) => provideHeadPlanList(flows, { go: (to) => went.push(to), back: () => went.push('back') }),
      input: { position: 'COG01', year: '2026', month: '03' },
      screen: (actor) => <HeadPlanListScreen actor={actor as never} />,
      taken,
    });
    const rows = await answer({ year: '2026', month: '03', keyword: '', pstn: '' });
    const cards = () => within(screen.getByRole('list', { name: msg.headPlanListLabel })).getAllByRole('listitem');
    await waitFor(() => expect(cards().map((c) => c.textContent)).toEqual(rows.map((r) => expect.stringContaining(r.userName))));
    expect(screen.queryByRole('table')).toBeNull();
    const target = rows.find((r) => r.stat === 'S')!;
    await click(screen.getByRole('button', { name: requestName(target, '요청') }));
    await click(within(dialog()).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByRole('button', { name: requestName(target, '요청중') })).toBeDisabled());
    expect((await answer({ year: '2026', month: '03', keyword: '', pstn: '' })).find((r) => r.userId === target.userId)?.stat).toBe('R');
  });
});

describe('a request without network (issue 18)', () => {
  it('is kept by the outbox as the member’s plan of the month, and the row shows 요청중 as after a sent one', async () => {
    world = await renderPlans(h, {
      userid: LEADER,
      device: 'device-head-plans-queued',
      desktop: false,
      held: ['bsnPln/request'],
      machine: (flows, went) => provideHeadPlanList(flows, { go: (to) => went.push(to), back: () => went.push('back') }),
      input: { position: 'COG01', year: '2026', month: '03' },
      screen: (actor) => <HeadPlanListScreen actor={actor as never} />,
      taken,
    });
    const w = world;
    const rows = await answer({ year: '2026', month: '03', keyword: '', pstn: '' });
    const target = rows.find((r) => r.stat === 'S')!;
    await click(await screen.findByRole('button', { name: requestName(target, '요청') }));
    await click(within(dialog()).getByRole('button', { name: '확인' }));
    const req = await w.take('bsnPln/request');
    act(() => req.fail());
    await waitFor(() => expect(screen.getByRole('button', { name: requestName(target, '요청중') })).toBeDisabled());
    const kept = await w.outbox();
    expect(kept.map((k) => [k.path, k.state, k.label, k.record, k.fields])).toEqual([
      ['bsnPln/request', 'queued', msg.outboxLabelBusinessPlanRequest, `salesPlan:${target.userId}:202603`, { userId: target.userId, planYr: '2026', planMn: '03' }],
    ]);
    // Nothing reached the server yet.
    expect((await answer({ year: '2026', month: '03', keyword: '', pstn: '' })).find((r) => r.userId === target.userId)?.stat).toBe('S');
  });
});
