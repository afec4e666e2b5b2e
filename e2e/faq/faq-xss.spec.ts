// Hostile HTML in FAQ answers, through the real server and the real FAQ screen in chromium: every vector of
// the HTML5 Security Cheatsheet (e2e/fixtures/xss, MPL-2.0) plus our own, published with the operator
// endpoint as answers of the 시스템 category, each answer opened in turn. Nothing may run a script (no dialog,
// no marker), call the native bridge or load a resource from anywhere but the app's own origin; the safe
// parts of each answer (a paragraph, bold text, before the vectors: an unclosed vector may turn what follows
// it into text) still show.
import { expect, test } from '@playwright/test';
import { msg } from '../../src/domain/messages';
import { admin, withShell } from '../support/app';
import { signInWithoutForm } from '../support/signed-in';
import { H5SC as h5sc, HTML_VECTORS, watchForEscapes } from '../support/xss';

const VECTORS = HTML_VECTORS;
const CHUNK = 20;
const publish = admin('operations');

test('no vector in an FAQ answer runs a script, calls the shell or loads an outside resource', async ({ page, request, baseURL }) => {
  // Eight answers of twenty vectors, each opened and drawn: a data-heavy test, given room on a busy 2-core machine.
  test.setTimeout(60_000);
  expect(h5sc.vectors).toHaveLength(139);
  const chunks = Array.from({ length: Math.ceil(VECTORS.length / CHUNK) }, (_, n) => VECTORS.slice(n * CHUNK, (n + 1) * CHUNK));
  // One after another: equal display order lists them by number, so 보안 점검 1 comes first.
  for (const [n, chunk] of chunks.entries()) {
    const body = chunk.map((v, k) => `<section><h4>vector ${n * CHUNK + k + 1}</h4>${v}</section>`).join('\n');
    await publish('faq/publish', { divCd: 'CFD03', titl: `보안 점검 ${n + 1}`, cntn: `<p>안전한 안내 ${n + 1}</p><p><strong>굵은 안내 ${n + 1}</strong></p>${body}` });
  }

  await withShell(page, 'AND');
  const watch = await watchForEscapes(page);
  await signInWithoutForm(page, request, baseURL!, 'planner01');
  await page.goto('/faq');
  await page.getByRole('tab', { name: '시스템' }).click();
  const list = page.getByRole('list', { name: msg.faqListLabel });
  await expect(list.locator(':scope > li').first()).toContainText('보안 점검 1');
  for (let n = 1; n <= chunks.length; n++) {
    await list.getByRole('button', { name: `보안 점검 ${n}`, exact: true }).click();
    const answer = page.getByRole('region', { name: `보안 점검 ${n}`, exact: true });
    await expect(answer.getByText(`안전한 안내 ${n}`, { exact: true })).toBeVisible();
    await expect(answer.locator('strong', { hasText: `굵은 안내 ${n}` })).toBeVisible();
    await expect(answer.locator('script, iframe, object, embed, form, svg, math, style, [onerror], [onclick], [onload], [ontoggle]')).toHaveCount(0);
    await watch.expectNoMarker();
  }
  await watch.expectNothingHappened();
});
