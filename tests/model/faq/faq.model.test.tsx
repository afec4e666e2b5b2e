// Model-based tests of the FAQ (spec 3 §2 FAQ, §7 FAQ list, §9): every generated path of the faq machine
// (tabs, the accordion) on the bare machine, and a covering set on the rendered screen against the real
// server in-process on PGlite, whose answers the list shows by itself; the expected questions are the seeded
// faqs rows, ordered and filtered here in plain TypeScript. Then the list's paging on the screen: 전체 to its
// end ten at a time, and a failed page (a fault) retried.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { asc } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { faqMachine } from '../../../machines/faq/faq.machine';
import * as faqSelectors from '../../../machines/faq/faq.selectors';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { faqs } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideFaq } from '../../../src/app/faq/faq-actors';
import { makeFlows } from '../../../src/app/flows';
import { FAQ_CATEGORIES, type FaqCategory } from '../../../src/domain/faq/contract';
import { msg } from '../../../src/domain/messages';
import { FaqScreen } from '../../../src/screens/faq/faq-screen';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { sectionWorld, type SectionWorld } from '../customers/section-world';
import { itCoversEveryTransition } from '../schedule/schedule-machines.fixtures';

const h = await createHarness(TEST_DATABASES[0]!);
/** The seeded questions in the list's order (spec: by display order, then number); CFD00 is every category. */
const SEEDED = await h.db.select({ sqno: faqs.sqno, divCd: faqs.divCd, titl: faqs.titl, cntn: faqs.cntn }).from(faqs).orderBy(asc(faqs.sortOrd), asc(faqs.sqno));
const inCategory = (code: FaqCategory) => SEEDED.filter((q) => code === 'CFD00' || q.divCd === code);
const firstPage = (code: FaqCategory) => inCategory(code).slice(0, 10);
const labelOf = (code: string) => FAQ_CATEGORIES.find((c) => c.code === code)!.label;
/** Two questions of one category, both on the first page of 전체 and of their category. */
const Q1 = SEEDED[0]!;
const CATEGORY = Q1.divCd as FaqCategory;
const Q2 = inCategory(CATEGORY)[1]!;
const OTHER: FaqCategory = FAQ_CATEGORIES.find((c) => c.code !== 'CFD00' && c.code !== CATEGORY)!.code;
afterAll(() => h.close());

it('the seed has a long 전체 list and two questions of one category on both first pages', () => {
  expect(inCategory('CFD00').length).toBeGreaterThan(30);
  expect(firstPage('CFD00').map((q) => q.sqno)).toEqual(expect.arrayContaining([Q1.sqno, Q2.sqno]));
  expect(firstPage(CATEGORY).map((q) => q.sqno).slice(0, 2)).toEqual([Q1.sqno, Q2.sqno]);
});

const EVENTS: AnyEventObject[] = [
  { type: 'user.selectCategory', category: 'CFD00' },
  { type: 'user.selectCategory', category: CATEGORY },
  { type: 'user.selectCategory', category: OTHER },
  { type: 'user.toggleQuestion', sqno: Q1.sqno },
  { type: 'user.toggleQuestion', sqno: Q2.sqno },
];
const INPUT = {};
const contextKey = (c: any) => [c.category, c.openSqno];
const paths = cachedPaths('faq', faqMachine, { events: EVENTS, input: INPUT, contextKey }, generatePaths);
const inert = faqMachine.provide({ actors: { faqList: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }) } });
const taken = new Set<string>();
afterAll(() => writeCoverage(faqMachine, taken));

describe('faq machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(5));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
  itCoversEveryTransition(faqMachine, taken);
});

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

async function start(held: readonly string[]): Promise<{ w: SectionWorld; actor: AnyActorRef }> {
  const w = await sectionWorld(h, { userid: 'planner01', held, device: 'device-0000-faq', shell: false });
  const actor: AnyActorRef = createActor(provideFaq(makeFlows(w.runtime).fromEffect), { input: INPUT }).start();
  stop = async () => {
    actor.stop();
    await w.stop();
  };
  render(<FaqScreen actor={actor as any} />);
  return { w, actor };
}

const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
/** The questions: the list's own items (an open answer may hold a list of its own). */
const questions = () => {
  const list = screen.getByRole('list', { name: msg.faqListLabel });
  return within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
};
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const questionButton = (titl: string) => screen.getAllByRole('button').find((b) => b.getAttribute('aria-expanded') !== null && b.textContent?.endsWith(titl));

describe('faq screen: a covering set of the paths against the server', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: faqSelectors }))
    it(path.description, async () => {
      const { actor } = await start([]);
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'user.selectCategory': (e) => void fireEvent.click(screen.getByRole('tab', { name: labelOf(e.category) })),
          'user.toggleQuestion': async (e) => {
            const q = SEEDED.find((x) => x.sqno === e.sqno)!;
            await waitFor(() => expect(questionButton(q.titl)).toBeDefined());
            fireEvent.click(questionButton(q.titl)!);
          },
        },
        verify: (step) =>
          waitFor(() => {
            const c = step.state.context as { category: FaqCategory; openSqno: number | null };
            expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(labelOf(c.category));
            expect(screen.getByRole('tabpanel')).toHaveAccessibleName(labelOf(c.category));
            const expected = firstPage(c.category);
            const rows = questions();
            expect(rows).toHaveLength(expected.length);
            rows.forEach((row, i) => {
              const q = expected[i]!;
              const button = within(row).getByRole('button');
              expect(button).toHaveTextContent(q.titl);
              // The category's name beside each question of 전체 only.
              expect(within(button).queryByText(labelOf(q.divCd), { exact: true }) !== null).toBe(c.category === 'CFD00');
              expect(button).toHaveAttribute('aria-expanded', String(q.sqno === c.openSqno));
              const answer = within(row).queryByRole('region');
              if (q.sqno !== c.openSqno) return expect(answer).toBeNull();
              expect(answer).toHaveAccessibleName(new RegExp(`${escapeRe(q.titl)}$`));
              expect(answer!.textContent).toBe(textOf(q.cntn));
            });
          }),
      });
    });
});

describe('faq screen: the list’s pages', () => {
  it('전체 to its end, ten at a time as asked; a shorter (or total-reaching) page ends it', async () => {
    const { w } = await start(['faq/list']);
    const all = inCategory('CFD00');
    for (let offset = 0; offset < all.length; offset += 10) {
      const req = await w.take('faq/list');
      expect([req.form.get('divCd'), req.form.get('offset'), req.form.get('size')]).toEqual(['CFD00', String(offset), '10']);
      await act(async () => void (await w.server.forward(req)));
      await waitFor(() => expect(questions()).toHaveLength(Math.min(all.length, offset + 10)));
      if (offset + 10 < all.length) fireEvent.click(screen.getByRole('button', { name: msg.loadMore }));
    }
    expect(questions().map((li) => within(li).getByRole('button').textContent)).toEqual(all.map((q) => `Q${labelOf(q.divCd)}${q.titl}`));
    expect(screen.queryByRole('button', { name: msg.loadMore })).toBeNull();
    expect(w.server.gate.held).toHaveLength(0);
  });

  it('a category asks for its code; a failed page says why and 다시 시도 asks for it again', async () => {
    const { w } = await start(['faq/list']);
    await act(async () => void (await w.server.forward(await w.take('faq/list'))));
    fireEvent.click(screen.getByRole('tab', { name: labelOf(CATEGORY) }));
    const failed = await w.take('faq/list');
    expect(failed.form.get('divCd')).toBe(CATEGORY);
    act(() => failed.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.networkError);
    fireEvent.click(screen.getByRole('button', { name: msg.retry }));
    const again = await w.take('faq/list');
    expect([again.form.get('divCd'), again.form.get('offset')]).toEqual([CATEGORY, '0']);
    await act(async () => void (await w.server.forward(again)));
    await waitFor(() => expect(questions()).toHaveLength(inCategory(CATEGORY).length));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('arrow keys move between tabs and show them', async () => {
    await start([]);
    const first = screen.getByRole('tab', { name: labelOf('CFD00') });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('tab', { name: FAQ_CATEGORIES[1].label });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(second, { key: 'End' });
    expect(screen.getByRole('tab', { name: FAQ_CATEGORIES[5].label })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(first).toHaveFocus();
    await waitFor(() => expect(questions()).toHaveLength(firstPage('CFD00').length));
  });
});
