// Hostile HTML in notice bodies, through the real server and the real detail screen in chromium: every
// vector of the HTML5 Security Cheatsheet (e2e/fixtures/xss, MPL-2.0) plus our own, published with the
// operator endpoint. Nothing may run a script (no dialog, no marker), call the native bridge or load a
// resource from anywhere but the app's own origin.
import { expect, test } from '@playwright/test';
import { admin, withShell } from '../support/app';
import { signInWithoutForm } from '../support/signed-in';
import { H5SC as h5sc, HTML_VECTORS, watchForEscapes } from '../support/xss';
const VECTORS = HTML_VECTORS;
const CHUNK = 20;
const publish = admin('operations');

test('no vector in a notice body runs a script, calls the shell or loads an outside resource', async ({ page, request, baseURL }) => {
  expect(h5sc.vectors).toHaveLength(139);
  await withShell(page, 'AND');
  const watch = await watchForEscapes(page);
  await signInWithoutForm(page, request, baseURL!, 'planner01');
  for (let i = 0; i < VECTORS.length; i += CHUNK) {
    const title = `보안 점검 ${i / CHUNK + 1}`;
    const bodyHtml = VECTORS.slice(i, i + CHUNK).map((v, n) => `<section><h3>vector ${i + n + 1}</h3>${v}</section>`).join('\n');
    const { itemId } = (await publish('notice/publish', { title, bodyHtml })) as { itemId: number };
    await page.goto(`/notice/detail?itemId=${itemId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await watch.expectNoMarker();
  }
  await watch.expectNothingHappened();
});
