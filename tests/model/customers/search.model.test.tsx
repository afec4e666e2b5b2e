// Model-based tests of the detail search and the product search: every generated path on the bare
// machines (each way in: by customer, by contract, straight to the product search), then a covering set
// on the whole rendered app against the real server: the filters operated as a user does, the product
// search reached by its button or its URL and left by its buttons or the header's back, the product
// master held until the path says how it ends, and a search applied to the list.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { selectDetailSearch } from '../../../machines/customers/customer-list.selectors';
import { detailSearchMachine } from '../../../machines/customers/detail-search.machine';
import * as detailSelectors from '../../../machines/customers/detail-search.selectors';
import { productSearchMachine, type ProductMaster } from '../../../machines/customers/product-search.machine';
import * as productSelectors from '../../../machines/customers/product-search.selectors';
import { productCategories, products } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { effectiveDetail } from '../../../src/domain/customers/filters';
import { LIST_PATH, PRODUCT_SEARCH_PATH } from '../../../src/domain/customers/pages';
import { renderedPaths } from '../../support/covering-set';
import { generateCoveringPaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { API, openApp, type World } from './customers.world';
import { jointRenderedPaths } from './joint-covering';
import { detailDrivers, productDrivers } from './search.drivers';
import { checkDetail, checkProducts } from './search.checks';
import { DETAIL_WAYS_IN, detailAllow, detailEvents, detailKey, productAllow, productEvents, productKey } from './search.model';

const h = await createHarness(TEST_DATABASES[0]!);
const cats = await h.db.select().from(productCategories).orderBy(productCategories.sort);
const prods = await h.db.select().from(products).orderBy(products.sort);
const MASTER: ProductMaster = {
  cateList: cats.map((c) => ({ cdNm: c.cdNm, cdVl1: c.catCd })),
  prodMstList: cats.flatMap((c) => prods.filter((p) => p.catCd === c.catCd).map((p) => ({ prdtCd: p.prdtCd, prdtnm: p.prdtnm, salegropCd: p.salegropCd, catCd: p.catCd }))),
};

const detailInert = detailSearchMachine.provide({ actors: inertActors(['productSearch']) as any });
const productInert = productSearchMachine.provide({ actors: inertActors(['loadProducts']) as any });
const detailTaken = new Set<string>();
const productTaken = new Set<string>();
const DETAIL = DETAIL_WAYS_IN.map((way) => {
  const options = { events: detailEvents(MASTER), input: way.input, contextKey: detailKey, allow: detailAllow, inert: detailInert, taken: new Set<string>() };
  return { ...way, paths: cachedPaths(`detail-search-${way.name}`, detailSearchMachine, options, generateCoveringPaths) };
});
const PRODUCT_INPUT = { selected: [] };
const PRODUCT_PATHS = cachedPaths(
  'product-search',
  productSearchMachine,
  { events: productEvents(MASTER), input: PRODUCT_INPUT, contextKey: productKey, allow: productAllow(MASTER), inert: productInert, taken: new Set<string>() },
  generateCoveringPaths,
);
afterAll(async () => {
  writeCoverage(detailSearchMachine, detailTaken);
  writeCoverage(productSearchMachine, productTaken);
  await h.close();
});

for (const way of DETAIL)
  describe(`detail search machine: generated paths (${way.name})`, () => {
    it('generates paths', () => expect(way.paths.length).toBeGreaterThan(5));
    for (const path of way.paths) it(path.description, () => replayOnMachine(detailInert, way.input, path, detailTaken, detailKey));
  });
describe('product search machine: generated paths', () => {
  it('generates paths', () => expect(PRODUCT_PATHS.length).toBeGreaterThan(5));
  for (const path of PRODUCT_PATHS) it(path.description, () => replayOnMachine(productInert, PRODUCT_INPUT, path, productTaken, productKey));
});

let world: World | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

/** The detail search a way in opened (the list's child), once its page is up. */
async function detailOf(w: World): Promise<AnyActorRef> {
  return waitFor(() => {
    const d = selectDetailSearch(w.list().getSnapshot());
    expect(d).toBeDefined();
    return d!;
  });
}

describe('detail search on the rendered app (one covering set over the three ways in)', () => {
  for (const { group: way, path } of jointRenderedPaths(detailInert, DETAIL, detailSelectors))
    it(`${way.name}: ${path.description}`, async () => {
      const w = (world = await openApp(h, 'planner01', way.path));
      const detail = await detailOf(w);
      await replayOnImplementation(path, {
        actor: () => detail,
        drivers: detailDrivers(w, MASTER),
        settle: (check) => waitFor(check),
        verify: (step) => waitFor(() => checkDetail(w, step as ModelPath['steps'][number])),
      });
    });
});

describe('product search on the rendered app (its master held until the path says)', () => {
  for (const path of renderedPaths(PRODUCT_PATHS, { machine: productInert, input: PRODUCT_INPUT, selectors: productSelectors }))
    it(path.description, async () => {
      const w = (world = await openApp(h, 'planner01', PRODUCT_SEARCH_PATH, (p) => p === API('getProdMstList')));
      const detail = await detailOf(w);
      const product = await waitFor(() => {
        const p = detailSelectors.selectProductSearch(detail.getSnapshot());
        expect(p).toBeDefined();
        return p!;
      });
      await replayOnImplementation(path, {
        actor: () => product,
        drivers: productDrivers(w, MASTER),
        settle: (check) => waitFor(check),
        verify: (step) => waitFor(() => checkProducts(w, detail, step as ModelPath['steps'][number], MASTER)),
      });
    });
});

describe('the detail search keeps its choices while the product search is up', () => {
  it('ticks, goes to the product search and back, and applies both to the list', async () => {
    const w = (world = await openApp(h, 'planner01', LIST_PATH));
    await waitFor(() => expect(screen.getByRole('list', { name: '고객 목록' })).toBeInTheDocument());
    act(() => void fireEvent.click(screen.getByRole('button', { name: /^상세검색/ })));
    const form = await screen.findByRole('form', { name: '상세검색' });
    act(() => void fireEvent.click(within(form).getByRole('checkbox', { name: 'KED-S' })));
    act(() => void fireEvent.click(within(form).getByRole('button', { name: '상품 검색' })));
    const first = MASTER.prodMstList[0]!;
    const region = await screen.findByRole('region', { name: '상품검색' });
    await waitFor(() => within(region).getByRole('button', { name: first.prdtnm }));
    act(() => void fireEvent.click(within(region).getByRole('button', { name: first.prdtnm })));
    act(() => void fireEvent.click(screen.getByRole('button', { name: '선택' })));
    const back = await screen.findByRole('form', { name: '상세검색' });
    expect(within(back).getByRole('checkbox', { name: 'KED-S' })).toBeChecked();
    expect(within(back).getByRole('list', { name: '상품' })).toHaveTextContent(first.prdtnm);
    act(() => void fireEvent.click(within(back).getByRole('button', { name: '검색' })));
    await waitFor(() => expect(window.location.pathname).toBe(LIST_PATH));
    const q = w.list().getSnapshot().context.query;
    expect(effectiveDetail(q.detail, q.listTyp)).toMatchObject({ tests: ['KEDS'], products: [{ prdtCd: first.prdtCd, prdtnm: first.prdtnm }] });
  });
});
