// Shared by the XSS specs: the HTML5 Security Cheatsheet vectors (e2e/fixtures/xss, MPL-2.0), and a
// watch on a page for anything a vector could make happen — a dialog, a request leaving the app's origin
// (aborted), a `window.__xss` marker or a native bridge call — checked at the end of a spec.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { drawn, shellCalls } from './app';

export const H5SC = JSON.parse(readFileSync(new URL('../fixtures/xss/h5sc-vectors.json', import.meta.url), 'utf8')) as { vectors: { id: number; html: string }[] };

/** Our own vectors for HTML the app renders (notice bodies, FAQ answers): handlers, outside loads, the bridge. */
export const OWN_HTML_VECTORS: readonly string[] = [
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
  '<details open ontoggle="window.__xss=1"><summary>열기</summary></details>',
];

/** Every vector for rendered HTML: the cheatsheet's, then ours. */
export const HTML_VECTORS: readonly string[] = [...H5SC.vectors.map((v) => v.html), ...OWN_HTML_VECTORS];

/** Start before the page loads the app; call `expectNothingHappened` once everything was shown. */
export async function watchForEscapes(page: Page) {
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
  return {
    /** No marker set now, once every image has loaded or failed and two frames have run (animations start). */
    async expectNoMarker() {
      await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
      await drawn(page);
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    },
    async expectNothingHappened() {
      await this.expectNoMarker();
      expect(dialogs).toEqual([]);
      expect(outside).toEqual([]);
      const actions = (await shellCalls(page)).map((c) => c.action);
      expect(actions.filter((a) => a !== 'routeChanged' && a !== 'getAppData')).toEqual([]);
    },
  };
}
