// Hostile text in alerts, through the real server and the real alerts screen in chromium: every vector of
// the HTML5 Security Cheatsheet (e2e/fixtures/xss, MPL-2.0) plus our own, pushed with the operator endpoint
// as alert titles, texts and customer names, and hostile scrnUrls. Alerts are plain text: nothing may run a
// script, call the native bridge, load an outside resource, or become an element. The alerts go to
// planner07, whose alerts no other spec reads, so this runs on the shared app server.
import { expect, test, type Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { admin, login, withShell } from '../support/app';
import { H5SC as h5sc, watchForEscapes } from '../support/xss';
const OWN = [
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<a href="javascript:window.__xss=1">링크</a>',
  '<svg onload="window.__xss=1"></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<img src="https://evil.example/pixel.png">',
  '"><script>window.EduPlannerAndroid.postMessage(\'{}\')</script>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '\u202e<b>뒤집힌 글자</b>',
];
const VECTORS = [...h5sc.vectors.map((v) => v.html), ...OWN];
/** scrnUrls an attacker might send: refused with 잘못된 요청입니다., never opened. */
const HOSTILE_SCREENS = ['javascript:window.__xss=1', '//evil.example/main', 'https://evil.example/main', '/\\evil.example', 'data:text/html,<script>window.__xss=1</script>'];
const USER = 'planner07';
const push = admin('app');
const items = (page: Page) => page.getByRole('list', { name: msg.alertListLabel }).getByRole('listitem');

test('no vector in an alert title, text or customer name runs, calls the shell or loads anything', async ({ page }) => {
  test.setTimeout(240_000);
  expect(h5sc.vectors).toHaveLength(139);
  for (const [n, v] of VECTORS.entries())
    await push('alarm/push', {
      userId: USER,
      titl: `벡터 ${n + 1} ${v}`.slice(0, 200),
      cntn: `고객 ${v} 님의 알림 ${n + 1}: ${v}`.slice(0, 4000),
      customers: [{ custNm: v.slice(0, 100), custsrno: '', kwkey: `KX${n}`, userid: USER }],
    });
  for (const scrnUrl of HOSTILE_SCREENS) await push('alarm/push', { userId: USER, titl: `위험한 연결 ${scrnUrl}`, cntn: '눌러도 열리면 안 됩니다.', scrnUrl });

  await withShell(page, 'AND');
  const watch = await watchForEscapes(page);
  await login(page, USER);
  await page.goto('/notification');
  const total = VECTORS.length + HOSTILE_SCREENS.length;
  while ((await items(page).count()) < total) {
    const before = await items(page).count();
    await items(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => items(page).count()).toBeGreaterThan(before);
  }
  // Text stays text: the list holds no element a vector could have made, and shows the vectors verbatim.
  await expect(page.locator('.alert-rows').locator('script, img, iframe, svg, math, style, object, embed, form, a:not(.alert-customer), video, audio, input')).toHaveCount(0);
  await expect(page.getByText(OWN[0]!, { exact: true }).first()).toBeAttached();

  // Each alert without a screen opens in the sheet (every fifth, to keep the run short); each hostile
  // screen is refused.
  for (let i = 0; i < total; i++) {
    const item = items(page).nth(i);
    const open = item.getByRole('button').first();
    const title = (await open.textContent()) ?? '';
    if (title.startsWith('위험한 연결')) {
      await open.click();
      await expect(page.getByRole('alertdialog')).toHaveText(new RegExp(msg.invalidRequest));
      await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
      await expect(page).toHaveURL(/\/notification$/);
    } else if (i % 5 === 0) {
      await open.click();
      const sheet = page.getByRole('dialog');
      await expect(sheet).toContainText(msg.alertSentAt);
      await expect(sheet.locator('.alert-detail').locator('script, img, iframe, svg, a:not(.alert-customer), style, form')).toHaveCount(0);
      await sheet.getByRole('button', { name: '닫기' }).click();
    }
  }
  await watch.expectNothingHappened();
});
