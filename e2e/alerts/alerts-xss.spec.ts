// Hostile text in alerts, through the real server and the real alerts screen in chromium: every vector of
// the HTML5 Security Cheatsheet (e2e/fixtures/xss, MPL-2.0) plus our own, pushed with the operator endpoint
// as alert titles, texts and customer names, and hostile scrnUrls. Alerts are plain text: nothing may run a
// script, call the native bridge, load an outside resource, or become an element. The vectors are split
// in two halves, each pushed to an account whose alerts no other spec reads (planner07, master03), so
// the halves run side by side on the shared app server.
import type { Page } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { admin, withShell } from '../support/app';
import { expect, test } from '../support/test';
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
const push = admin('app');
const items = (page: Page) => page.getByRole('list', { name: msg.alertListLabel }).getByRole('listitem');

const HALF = Math.ceil(VECTORS.length / 2);
const PARTS = [
  { user: 'planner07', first: 0, vectors: VECTORS.slice(0, HALF), hostile: HOSTILE_SCREENS },
  { user: 'master03', first: HALF, vectors: VECTORS.slice(HALF), hostile: [] },
] as const;

for (const part of PARTS)
  test.describe(() => {
    test.use({ signedInAs: part.user });
    test(`no vector ${part.first + 1}–${part.first + part.vectors.length} in an alert title, text or customer name runs, calls the shell or loads anything`, async ({ page }) => {
      // About 75 alerts pushed, scrolled in and opened: a data-heavy test, given room on a busy 2-core machine.
      test.setTimeout(60_000);
      expect(h5sc.vectors).toHaveLength(139);
      // The order of the alerts does not matter (each is told by its title): pushed side by side.
      await Promise.all([
        ...part.vectors.map((v, k) => {
          const n = part.first + k;
          return push('alarm/push', {
            userId: part.user,
            titl: `벡터 ${n + 1} ${v}`.slice(0, 200),
            cntn: `고객 ${v} 님의 알림 ${n + 1}: ${v}`.slice(0, 4000),
            customers: [{ custNm: v.slice(0, 100), custsrno: '', kwkey: `KX${n}`, userid: part.user }],
          });
        }),
        ...part.hostile.map((scrnUrl) => push('alarm/push', { userId: part.user, titl: `위험한 연결 ${scrnUrl}`, cntn: '눌러도 열리면 안 됩니다.', scrnUrl })),
      ]);

      await withShell(page, 'AND');
      const watch = await watchForEscapes(page);
      await page.goto('/notification');
      const total = part.vectors.length + part.hostile.length;
      while ((await items(page).count()) < total) {
        const before = await items(page).count();
        await items(page).last().scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 4000);
        await expect.poll(() => items(page).count()).toBeGreaterThan(before);
      }
      // Text stays text: the list holds no element a vector could have made, and shows the vectors verbatim.
      await expect(page.locator('.alert-rows').locator('script, img, iframe, svg, math, style, object, embed, form, a:not(.alert-customer), video, audio, input')).toHaveCount(0);
      if (part.vectors.includes(OWN[0]!)) await expect(page.getByText(OWN[0]!, { exact: true }).first()).toBeAttached();

      // Each alert without a screen opens in the sheet (every tenth, to keep the run short); each hostile
      // screen is refused.
      const titles = await items(page).evaluateAll((rows) => rows.map((row) => row.querySelector('button')?.textContent ?? ''));
      for (const [i, title] of titles.slice(0, total).entries()) {
        const open = items(page).nth(i).getByRole('button').first();
        if (title.startsWith('위험한 연결')) {
          await open.click();
          await expect(page.getByRole('alertdialog')).toHaveText(new RegExp(msg.invalidRequest));
          await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
          await expect(page).toHaveURL(/\/notification$/);
        } else if (i % 10 === 0) {
          await open.click();
          const sheet = page.getByRole('dialog');
          await expect(sheet).toContainText(msg.alertSentAt);
          await expect(sheet.locator('.alert-detail').locator('script, img, iframe, svg, a:not(.alert-customer), style, form')).toHaveCount(0);
          await sheet.getByRole('button', { name: '닫기' }).click();
        }
      }
      await watch.expectNothingHappened();
    });
  });
