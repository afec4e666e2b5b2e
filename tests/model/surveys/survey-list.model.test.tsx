// Model-based tests of the survey list (spec 3 §2 survey list, §7 survey list, §9): every generated path of
// the surveyList machine (the year filter) on the bare machine, and a covering set on the rendered screen
// against the real server in-process on PGlite as planner01; the expected rows (order, badge, whether they
// open, tags) come from the seeded surveys and submissions, filtered and ordered here. Then a failed page (a
// fault) retried.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { surveyListMachine } from '../../../machines/surveys/survey-list.machine';
import * as listSelectors from '../../../machines/surveys/survey-list.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { provideSurveyList } from '../../../src/app/surveys/survey-actors';
import { msg } from '../../../src/domain/messages';
import { SurveyListScreen } from '../../../src/screens/surveys/survey-list-screen';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { sectionWorld, type SectionWorld } from '../customers/section-world';
import { itCoversEveryTransition } from '../schedule/schedule-machines.fixtures';
import { expectedList, tagOracle, THIS_YEAR, type ExpectedRow } from './surveys-world';

const h = await createHarness(TEST_DATABASES[0]!);
const USER = 'planner01';
const EXPECTED = new Map<number, ExpectedRow[]>();
for (const y of [THIS_YEAR, THIS_YEAR - 1, 2021]) EXPECTED.set(y, await expectedList(h, USER, y));
afterAll(() => h.close());

it('the seed gives planner01 each badge this year, one joined survey last year and none in 2021', () => {
  const rows = EXPECTED.get(THIS_YEAR)!;
  expect(rows.map((r) => `${r.status}/${r.joined}`).sort()).toEqual(expect.arrayContaining(['fin/false', 'fin/true', 'ing/false']));
  expect(EXPECTED.get(THIS_YEAR - 1)!.map((r) => `${r.status}/${r.joined}`)).toEqual(['fin/true']);
  expect(EXPECTED.get(2021)).toEqual([]);
});

// The year shown already (and one the select does not offer) is refused by the guard: no path sends it.
const EVENTS: AnyEventObject[] = [THIS_YEAR, THIS_YEAR - 1, 2021, 1999].map((year) => ({ type: 'user.selectYear', year }));
const INPUT = { currentYear: THIS_YEAR };
const contextKey = (c: any) => c.year;
const paths = cachedPaths('survey-list', surveyListMachine, { events: EVENTS, input: INPUT, contextKey }, generatePaths);
const inert = surveyListMachine.provide({ actors: { surveyList: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }) } });
const taken = new Set<string>();
afterAll(() => writeCoverage(surveyListMachine, taken));

describe('survey list machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(2));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
  itCoversEveryTransition(surveyListMachine, taken);
});

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

async function start(held: readonly string[]): Promise<{ w: SectionWorld; actor: AnyActorRef }> {
  const w = await sectionWorld(h, { userid: USER, held, device: 'device-0000-surveys', shell: false });
  const actor: AnyActorRef = createActor(provideSurveyList(makeFlows(w.runtime).fromEffect), { input: INPUT }).start();
  stop = async () => {
    actor.stop();
    await w.stop();
  };
  render(
    <Router>
      <SurveyListScreen actor={actor as any} />
    </Router>,
  );
  return { w, actor };
}

const BADGE = (r: ExpectedRow) => (r.joined ? '참여완료' : r.status === 'ing' ? '참여하기' : '미참여');

function expectRows(year: number) {
  const expected = EXPECTED.get(year)!;
  if (expected.length === 0) {
    expect(screen.getByText('검색된 설문조사가 없습니다.')).toBeInTheDocument();
    return expect(screen.queryByRole('list', { name: '설문조사 목록' })).toBeNull();
  }
  const items = within(screen.getByRole('list', { name: '설문조사 목록' })).getAllByRole('listitem');
  expect(items).toHaveLength(expected.length);
  items.forEach((li, i) => {
    const r = expected[i]!;
    expect(li).toHaveTextContent(r.titl);
    expect(li).toHaveTextContent(BADGE(r));
    for (const tag of tagOracle(r.titl)) expect(within(li).getByText(tag, { exact: true })).toBeInTheDocument();
    const link = within(li).queryByRole('link');
    // A finished survey not joined cannot be opened (spec 3 §2).
    if (r.status === 'fin' && !r.joined) return expect(link).toBeNull();
    expect(link).toHaveAttribute('href', `/mypage/surveyView?srvySqno=${r.srvySqno}`);
  });
}

describe('survey list screen: a covering set of the paths against the server', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: listSelectors }))
    it(path.description, async () => {
      const { actor } = await start([]);
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'user.selectYear': (e) => void fireEvent.change(screen.getByRole('combobox', { name: '조회 연도' }), { target: { value: String(e.year) } }),
        },
        verify: (step) =>
          waitFor(() => {
            const year = (step.state.context as { year: number }).year;
            const select = screen.getByRole('combobox', { name: '조회 연도' }) as HTMLSelectElement;
            expect(select.value).toBe(String(year));
            expect([...select.options].map((o) => o.value)).toEqual(Array.from({ length: THIS_YEAR - 2020 }, (_, i) => String(THIS_YEAR - i)));
            expectRows(year);
          }),
      });
    });
});

describe('survey list screen: the list’s requests', () => {
  it('asks for the year’s first ten of every category; a failed page says why and 다시 시도 asks again', async () => {
    const { w } = await start(['survey/list']);
    const first = await w.take('survey/list');
    expect(Object.fromEntries(first.form)).toMatchObject({ searchYear: String(THIS_YEAR), offset: '0', size: '10', divCd: 'MS00' });
    act(() => first.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.networkError);
    fireEvent.click(screen.getByRole('button', { name: msg.retry }));
    const again = await w.take('survey/list');
    expect(Object.fromEntries(again.form)).toMatchObject({ searchYear: String(THIS_YEAR), offset: '0' });
    await act(async () => void (await w.server.forward(again)));
    await waitFor(() => expectRows(THIS_YEAR));
  });
});
