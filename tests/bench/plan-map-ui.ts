// The plan map and the cart on the throttled phone profile (issue 17: "the plan map with the full catalogue
// opens (route chunk + catalogue call) within 1.5 s on the throttled phone profile; cart recalculation after any
// change in one frame (no long task > 50 ms)"). Sign in as a planner, open /eduplanmap from home as a link would
// (its JS and CSS beyond /main are the route's chunk, eduplan/base the catalogue call): from the navigation to
// the animation frame after the first product button of the whole catalogue is drawn. Then the cart for a draft
// of 30 products (written to session storage as the map writes it): every quantity, 10% box, month and mileage
// change, each waiting until the monthly figure has been redrawn; every long task from the first change on counts.
import { buildPlanProducts } from '../../server/db/seed/plan-map';
import { cartMessages as cm } from '../../src/domain/cart/messages';
import { discountEligible } from '../../src/domain/cart/rules';
import { EDUPLAN_CART_PATH, EDUPLAN_MAP_PATH } from '../../src/domain/plan-map/pages';
import { launchPhone, signInOnPhone, type LoadedResource } from './browser-metrics';
import { initScript, type PageMarks } from './page-marks';
import { startServerProcess } from './server-process';
import { kB, ms, table, type Row } from './table';
import { join } from 'node:path';
import { rmSync } from 'node:fs';

export const PLAN_MAP_OPEN_TARGET_MS = 1500;
export const CART_TASK_TARGET_MS = 50;
const USER = 'planner01';
const CART_PRODUCTS = 30;

type Win = Window & { __benchMarks: PageMarks; __mapDrawnAt: number | null; __cartChanges: { label: string; at: number; drawnAt: number | null; monthly: string }[] };

/** Init script (serialised): each change in the cart and the frame after the monthly figure (or the refusal) changed. */
function installCartMarks(): void {
  const w = window as unknown as Win;
  const changes: Win['__cartChanges'] = [];
  w.__cartChanges = changes;
  w.__mapDrawnAt = null;
  const figure = () => document.querySelector('.cart-summary')?.textContent ?? '';
  const mark = (label: string, at: number) => changes.push({ label, at, drawnAt: null, monthly: figure() });
  document.addEventListener('click', (e) => {
    const b = e.target instanceof Element ? e.target.closest('.cart-screen button, .cart-screen input[type=checkbox]') : null;
    if (b) mark(b.getAttribute('aria-label') ?? b.textContent ?? '', e.timeStamp);
  }, true);
  document.addEventListener('change', (e) => {
    if (e.target instanceof HTMLSelectElement && e.target.closest('.cart-screen')) mark(`select ${e.target.value}`, e.timeStamp);
  }, true);
  document.addEventListener('input', (e) => {
    if (e.target instanceof HTMLInputElement && e.target.type !== 'checkbox' && e.target.closest('.cart-screen')) mark(`type ${e.target.value}`, e.timeStamp);
  }, true);
  new MutationObserver(() => {
    if (w.__mapDrawnAt === null && document.querySelector('.planmap[aria-busy="false"] .planmap-product'))
      requestAnimationFrame(() => void (w.__mapDrawnAt ??= performance.now()));
    const c = changes[changes.length - 1];
    if (!c || c.drawnAt !== null || figure() === c.monthly) return;
    requestAnimationFrame(() => void (c.drawnAt ??= performance.now()));
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

export interface PlanMapUiRun {
  readonly browserVersion: string;
  readonly openMs: number;
  readonly products: number;
  readonly routeResources: readonly LoadedResource[];
  readonly changes: readonly { label: string; ms: number | null }[];
  readonly cartLongTasks: readonly [number, number][];
}

export async function planMapUiRun(o: { baseUrl: string }): Promise<PlanMapUiRun> {
  const phone = await launchPhone(o.baseUrl);
  const { browser, page } = phone;
  try {
    await page.addInitScript(initScript(installCartMarks, undefined));
    await signInOnPhone(page, USER);

    // The map, opened from home as a link does.
    phone.setPhase('planmap');
    const start = await page.evaluate((to) => {
      const t = performance.now();
      history.pushState(null, '', to);
      return t;
    }, EDUPLAN_MAP_PATH);
    await page.waitForFunction(() => (window as unknown as Win).__mapDrawnAt !== null, undefined, { timeout: 60_000, polling: 20 });
    const openMs = (await page.evaluate(() => (window as unknown as Win).__mapDrawnAt!)) - start;
    const products = await page.locator('.planmap-product').count();
    await page.waitForLoadState('networkidle');
    phone.setPhase('later');

    // The cart for a draft of 30 products, a third of them with the 10% box.
    const onSale = buildPlanProducts().filter((p) => p.saleYn !== 'N');
    const chosen = onSale.slice(0, CART_PRODUCTS);
    await page.evaluate(
      ([key, draft]) => sessionStorage.setItem(key, draft),
      [`ep.planDraft.${USER}`, JSON.stringify({ customer: null, products: chosen.map((p) => ({ salecdSqno: p.salecdSqno, prchCnt: 1, dcYn: 'N' })) })] as const,
    );
    await page.evaluate((to) => history.pushState(null, '', to), EDUPLAN_CART_PATH);
    await page.locator('.cart-screen[aria-busy="false"] .cart-row').first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const firstChange = await page.evaluate(() => performance.now());
    const settle = async () => {
      await page.waitForFunction(() => {
        const c = (window as unknown as Win).__cartChanges.at(-1);
        return !c || c.drawnAt !== null;
      }, undefined, { timeout: 30_000, polling: 20 });
    };
    for (const p of chosen.slice(0, 10)) {
      await page.getByRole('button', { name: cm.cartQtyUp(p.prdtnm), exact: true }).tap();
      await settle();
    }
    for (const p of chosen.filter((x) => discountEligible({ prdtDiv: x.prdtDiv, prmtAplyYn: x.prmtAplyYn ?? 'N' })).slice(0, 5)) {
      await page.getByRole('checkbox', { name: new RegExp(`^${p.prdtnm} `) }).tap();
      await settle();
    }
    for (const months of ['24', '36', '12']) {
      await page.getByLabel(cm.cartMonths).selectOption(months);
      await settle();
    }
    await page.getByLabel(cm.cartMileage).pressSequentially('15000', { delay: 30 });
    await settle();
    await page.waitForTimeout(300);
    const { raw, longTasks } = await page.evaluate(() => {
      const w = window as unknown as Win;
      return { raw: w.__cartChanges, longTasks: w.__benchMarks.longTasks };
    });
    const resources = (await Promise.all(phone.pending)).filter((r): r is LoadedResource => r !== null);
    return {
      browserVersion: browser.version(),
      openMs,
      products,
      routeResources: resources.filter((r) => r.phase === 'planmap'),
      changes: raw.map((c) => ({ label: c.label, ms: c.drawnAt === null ? null : c.drawnAt - c.at })),
      cartLongTasks: longTasks.filter(([t, d]) => t + d > firstChange),
    };
  } finally {
    await browser.close();
  }
}

/** The part of `npm run bench` (alone with --plan-map-only): a server with the full seed, one phone run, rows and report. */
export async function runPlanMapUiPart(o: { out: string; build: string; log: (m: string) => void; addCleanup: (f: () => Promise<void>) => () => void }) {
  const dir = join(o.out, 'server-plan-map');
  rmSync(dir, { recursive: true, force: true });
  const server = await startServerProcess('memory://', dir, o.build);
  const removeCleanup = o.addCleanup(server.stop);
  let run: PlanMapUiRun;
  try {
    o.log(`plan map: server pid ${server.pid} ready in ${ms(server.startMs)}; ${USER} on the phone profile, the map then the cart ...`);
    run = await planMapUiRun({ baseUrl: server.url });
  } finally {
    await server.stop();
    removeCleanup();
  }
  const chunk = run.routeResources.filter((r) => /\.(js|css)$/.test(r.path)).reduce((n, r) => n + r.bodyBytes, 0);
  const longest = Math.max(0, ...run.cartLongTasks.map(([, d]) => d));
  const drawn = run.changes.map((c) => c.ms).filter((v): v is number => v !== null);
  const rows: Row[] = [
    {
      figure: `${EDUPLAN_MAP_PATH} opened from home (route chunk + eduplan/base, ${run.products} products), phone profile`,
      measured: ms(run.openMs),
      target: `≤ ${ms(PLAN_MAP_OPEN_TARGET_MS)}`,
      met: run.openMs <= PLAN_MAP_OPEN_TARGET_MS,
      note: `navigation → frame after the first product button; chunk JS+CSS ${kB(chunk)} gzip in ${run.routeResources.length} files`,
    },
    {
      figure: `cart of ${CART_PRODUCTS} products, ${run.changes.length} changes (quantities, 10% boxes, months, mileage): longest long task`,
      measured: run.cartLongTasks.length ? ms(longest) : 'none',
      target: `no task > ${ms(CART_TASK_TARGET_MS)}`,
      met: longest <= CART_TASK_TARGET_MS,
      note: `${run.cartLongTasks.length} long tasks; change → monthly figure redrawn worst ${drawn.length ? ms(Math.max(...drawn)) : '-'}`,
    },
  ];
  const report = [
    `Plan map and cart (${USER}, phone profile):`,
    table(['Change', 'Drawn after'], run.changes.map((c) => [c.label, c.ms === null ? 'not redrawn' : ms(c.ms)])),
    `  route resources: ${run.routeResources.map((r) => `${r.path.replace(/^\/assets\//, '')} ${kB(r.bodyBytes)}`).join(', ')}`,
  ].join('\n');
  return { rows, report, results: { ...run, serverStartMs: server.startMs, targets: { openMs: PLAN_MAP_OPEN_TARGET_MS, longTaskMs: CART_TASK_TARGET_MS } } };
}

export type PlanMapUiPart = Awaited<ReturnType<typeof runPlanMapUiPart>>;
