// Model-based tests of the sales plan list on the rendered screen against the real server in-process (spec 3
// §2 sales plan list, §4, §6, §9): a covering set of the planner's and the requested month's paths (every
// path also runs on the bare machine in plan-list.machine.test.ts). planner01 (COG03) has saved months in
// both years, planner03 (COG05) this month requested by the branch head. At each step the rows, their
// statuses, goal totals (×10,000 won) and buttons are the server's bsnPln/list answer for the year shown,
// and where a row or button led is checked against the spec's addresses.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { planListMachine } from '../../../machines/plans/plan-list.machine';
import * as selectors from '../../../machines/plans/plan-list.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { providePlanList } from '../../../src/app/plans/plan-list-route';
import { msg } from '../../../src/domain/messages';
import type { PlanListRow } from '../../../src/domain/plans/contract';
import { PlanListScreen } from '../../../src/screens/plans/plan-list-screen';
import { renderedPaths } from '../../support/covering-set';
import { writeCoverage, type ModelPath } from '../../support/model-paths';
import { replayOnImplementation } from '../../support/replay';
import { ask, choose, click, renderPlans, type PlansWorld } from './lists-world';
import { inert, planListModels } from './plan-list.model';

const h = await createHarness(TEST_DATABASES[0]!);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(planListMachine, taken);
  await h.close();
});

const models = planListModels().map((m) => ({ ...m, rendered: renderedPaths(m.paths, { machine: inert, input: m.input, selectors }) }));
/** The server's months of a year for a user: the expected rows. */
const ANSWERS = new Map<string, PlanListRow[]>();
for (const m of models)
  for (const year of [2026, 2025]) ANSWERS.set(`${m.userid}:${year}`, (await ask(h, m.userid, 'bsnPln/list', { offset: '0', size: '10', searchYear: String(year) })).list);
const rowsOf = (userid: string, year: number) => ANSWERS.get(`${userid}:${year}`)!;

/** Amounts as the spec prints them (×10,000 won, separators), independently of the screen's helper. */
const won = (man: number) => `${(man * 10_000).toLocaleString('ko-KR')}원`;
const title = (r: PlanListRow) => `${r.planYr}년 ${Number(r.planMn)}월`;

let world: PlansWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

it('the seed gives planner01 saved months in both years (one first registered otherwise) and planner03 this month requested', () => {
  expect(rowsOf('planner01', 2026).map((r) => [r.planYrmn, r.stat])).toEqual([
    ['202603', 'C'],
    ['202602', 'C'],
    ['202601', 'C'],
  ]);
  expect(rowsOf('planner01', 2025).every((r) => r.stat === 'C')).toBe(true);
  expect([...rowsOf('planner01', 2026), ...rowsOf('planner01', 2025)].some((r) => r.orcpAmtSum !== r.amtSum)).toBe(true);
  expect(rowsOf('planner03', 2026).find((r) => r.planYrmn === '202603')?.stat).toBe('R');
});

const rowItems = () => within(screen.getByRole('list', { name: msg.planListLabel })).getAllByRole('listitem');

function expectRows(rows: readonly PlanListRow[]) {
  if (rows.length === 0) return expect(screen.getByText(msg.bsnPlnListEmpty)).toBeInTheDocument();
  const items = rowItems();
  expect(items).toHaveLength(rows.length);
  rows.forEach((r, i) => {
    const item = items[i]!;
    expect(item).toHaveTextContent(title(r));
    expect(item).toHaveTextContent(r.stat === 'C' ? '작성완료' : r.stat === 'R' ? '요청됨' : '미작성');
    if (r.stat === 'C') expect(item).toHaveTextContent(won(r.amtSum));
    if (r.stat === 'C' && r.orcpAmtSum !== r.amtSum) expect(item).toHaveTextContent(`최초 ${won(r.orcpAmtSum)}`);
    expect(within(item).queryByRole('button', { name: `${title(r)} 수정` }) !== null, `수정 ${r.planYrmn}`).toBe(r.stat === 'C');
    expect(within(item).queryByRole('button', { name: '작성하기' }) !== null, `작성하기 ${r.planYrmn}`).toBe(r.stat === 'R');
  });
  expect(screen.queryByText('지구 목표')).toBeNull();
  expect(screen.queryByText('지점 목표')).toBeNull();
}

for (const model of models)
  describe(`the sales plan list on the rendered screen: ${model.name}`, () => {
    for (const path of model.rendered)
      it(path.description, async () => {
        world = await renderPlans(h, {
          userid: model.userid,
          device: `device-plan-list-${model.name}`,
          desktop: false,
          held: [],
          machine: (flows, went) => providePlanList(flows, (to) => went.push(to)),
          input: model.input,
          screen: (actor) => <PlanListScreen actor={actor as never} />,
          taken,
        });
        const w = world;
        const expectedWent: string[] = [];
        const yearAt = { current: model.input.currentYear };
        const first = (stat: PlanListRow['stat']) => {
          const rows = rowsOf(model.userid, yearAt.current);
          const i = rows.findIndex((r) => r.stat === stat);
          return { row: rows[i]!, item: rowItems()[i]! };
        };
        await replayOnImplementation(path as ModelPath, {
          actor: () => w.actor,
          settle: (check) => waitFor(check),
          drivers: {
            'user.selectYear': (e) => choose(screen.getByRole('combobox', { name: msg.planYearLabel }), String(e.year)),
            'user.open': async () => {
              const { row, item } = first('C');
              expectedWent.push(`/mypage/bsnPlnDetail?sqno=${row.sqno}`);
              await click(within(item).getAllByRole('button')[0]!);
            },
            'user.edit': async () => {
              const { row, item } = first('C');
              expectedWent.push(`/mypage/bsnPlnReg?sqno=${row.sqno}`);
              await click(within(item).getByRole('button', { name: `${title(row)} 수정` }));
            },
            'user.write': async () => {
              const { row, item } = first('R');
              expectedWent.push(`/mypage/bsnPlnReg?sqno=${row.sqno}`);
              await click(within(item).getByRole('button', { name: '작성하기' }));
            },
            'user.writeNew': async () => {
              expectedWent.push('/mypage/bsnPlnReg');
              await click(screen.getByRole('button', { name: msg.planNew }));
            },
          },
          verify: async (step) => {
            const year = (step.state.context as { year: number }).year;
            yearAt.current = year;
            await waitFor(() => {
              expect(screen.getByRole('combobox', { name: msg.planYearLabel })).toHaveValue(String(year));
              expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['2026년', '2025년', '2024년', '2023년', '2022년', '2021년']);
              expectRows(rowsOf(model.userid, year));
              expect(screen.queryByRole('navigation', { name: msg.planTabsLabel })).toBeNull();
              expect(w.went).toEqual(expectedWent);
            });
          },
        });
      });
  });

describe('the sales plan list by position (spec 3 §2, §6)', () => {
  const open = async (userid: string, position: string) => {
    world = await renderPlans(h, {
      userid,
      device: `device-plan-list-${userid}`,
      desktop: false,
      held: [],
      machine: (flows, went) => providePlanList(flows, (to) => went.push(to)),
      input: { position, currentYear: 2026 },
      screen: (actor) => <PlanListScreen actor={actor as never} />,
      taken,
    });
    const rows: PlanListRow[] = (await ask(h, userid, 'bsnPln/list', { offset: '0', size: '10', searchYear: '2026' })).list;
    return rows;
  };

  it('a branch head has the members’ tab, the branch goal on each month, and no 수정 nor detail', async () => {
    const rows = await open('branch01', 'COG01');
    expect(rows.length).toBeGreaterThan(0);
    await waitFor(() => expect(rowItems()).toHaveLength(rows.length));
    const tabs = screen.getByRole('navigation', { name: msg.planTabsLabel });
    expect(within(tabs).getByRole('link', { name: '내 계획' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: '조직원 계획' })).toHaveAttribute('href', '/mypage/headBsnPlnList');
    rows.forEach((r, i) => {
      expect(rowItems()[i]).toHaveTextContent(`지점 목표 ${won(r.headAmtSum)}`);
      expect(within(rowItems()[i]!).queryAllByRole('button')).toHaveLength(0);
    });
    expect(rows.some((r) => r.headAmtSum > 0)).toBe(true);
    expect(screen.getByRole('button', { name: msg.planNew })).toBeInTheDocument();
  });

  it('a district head sees the district goal and edits a saved month', async () => {
    const rows = await open('district01', 'COG02');
    await waitFor(() => expect(rowItems()).toHaveLength(rows.length));
    expect(rows.some((r) => r.headAmtSum > 0)).toBe(true);
    rows.forEach((r, i) => {
      expect(rowItems()[i]).toHaveTextContent(`지구 목표 ${won(r.headAmtSum)}`);
      if (r.stat === 'C') expect(within(rowItems()[i]!).getByRole('button', { name: `${title(r)} 수정` })).toBeInTheDocument();
    });
    expect(screen.queryByRole('navigation', { name: msg.planTabsLabel })).toBeNull();
  });

  it('a partner reads the empty list and has no button to write', async () => {
    const rows = await open('partner01', 'COG06');
    expect(rows).toEqual([]);
    await waitFor(() => expect(screen.getByText(msg.bsnPlnListEmpty)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: msg.planNew })).toBeNull();
  });
});
