// Hostile HTML in notice bodies, through the real server and the real detail screen in chromium: every
// vector of the HTML5 Security Cheatsheet (e2e/fixtures/xss, MPL-2.0) plus our own, published with the
// operator endpoint. Nothing may run a script (no dialog, no marker), call the native bridge or load a
// resource from anywhere but the app's own origin.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { admin, login, shellCalls, withShell } from './support/app';

const h5sc = JSON.parse(readFileSync(new URL('./fixtures/xss/h5sc-vectors.json', import.meta.url), 'utf8')) as { vectors: { id: number; html: string }[] };
const OWN = [
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<a href="javascript:window.__xss=1">링크</a>',
  '<svg><script>window.__xss=1</script></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<img src="https://evil.example/pixel.png">',
  '<a href="#" onclick="window.EduPlannerAndroid.postMessage(\'{}\')">앱</a>',
  '<form action="https://evil.example"><button>보내기</button></form>',
  '<style>@import url(https://evil.example/x.css);</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<div style="background:url(https://evil.example/bg.png)">배경</div>',
];
const VECTORS = [...h5sc.vectors.map((v) => v.html), ...OWN];
const CHUNK = 20;
const publish = admin('operations');

test('no vector in a notice body runs a script, calls the shell or loads an outside resource', async ({ page }) => {
  test.setTimeout(180_000);
  expect(h5sc.vectors).toHaveLength(139);
  await withShell(page, 'AND');
  const dialogs: string[] = [];
  const outside: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.route(/^(?!http:\/\/127\.0\.0\.1:)/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  await login(page, 'planner01');
  for (let i = 0; i < VECTORS.length; i += CHUNK) {
    const title = `보안 점검 ${i / CHUNK + 1}`;
    const bodyHtml = VECTORS.slice(i, i + CHUNK).map((v, n) => `<section><h3>vector ${i + n + 1}</h3>${v}</section>`).join('\n');
    const { itemId } = (await publish('notice/publish', { title, bodyHtml })) as { itemId: number };
    await page.goto(`/notice/detail?itemId=${itemId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // Give timers, image errors and animations a moment to fire.
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
  expect(outside).toEqual([]);
  const actions = (await shellCalls(page)).map((c) => c.action);
  expect(actions.filter((a) => a !== 'routeChanged' && a !== 'getAppData')).toEqual([]);
});
