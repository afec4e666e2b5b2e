// Text at 200%: the screen as a PC window of 1280×800 shows it at 200% zoom, i.e. a 640×400 CSS-pixel viewport.
// Why not "text-only" zoom: the app sizes its text in px (a root font-size of 200% would change almost nothing)
// and Chromium offers no text-only zoom to Playwright or CDP; its browser zoom of 200% lays the page out exactly
// as a viewport of half the width and height (WCAG 1.4.4's 200% met by 1.4.10's reflow, which asks for 320 px).
// deviceScaleFactor only sharpens pixels, never the layout, so the resize alone is the layout under test.
import type { Page } from '@playwright/test';
import { drawn } from '../support/app';
import { headerOverflows } from '../support/route-examples';

export const ZOOMED = { width: 640, height: 400 } as const;

/** At 200%: no sideways scroll, nothing in the header cut, every control inside the window's width and not covered where it is. */
export async function zoomProblems(page: Page): Promise<string[]> {
  await page.setViewportSize(ZOOMED);
  // Bars that hide while scrolling come back without an animation to wait for.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await drawn(page);
  const problems: string[] = [];
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  if (width.scroll > width.viewport) problems.push(`the page scrolls sideways: ${width.scroll} px wide in ${width.viewport}`);
  problems.push(...(await headerOverflows(page)).map((line) => `header cut: ${line}`));
  problems.push(
    ...(await page.evaluate(async () => {
      const out: string[] = [];
      const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
      // A modal open over the screen (an alert at load) covers the rest on purpose: only its controls count.
      const modal = [...document.querySelectorAll<HTMLElement>('[aria-modal=true]')].filter((m) => m.getBoundingClientRect().width > 0).at(-1);
      const controls = [...(modal ?? document).querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=switch]')].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert], [aria-hidden=true], .visually-hidden');
      });
      // Carousels and horizontal strips scroll sideways on purpose: a control inside one is reached by scrolling it.
      const inScroller = (el: HTMLElement) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const s = getComputedStyle(p);
          if ((s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflowX === 'hidden') && p.scrollWidth > p.clientWidth) return true;
        }
        return false;
      };
      for (const el of controls.slice(0, 80)) {
        if (inScroller(el)) continue;
        const box = el.getBoundingClientRect();
        if (box.left < -1 || box.right > window.innerWidth + 1) {
          out.push(`${name(el)} lies outside the window's width (${Math.round(box.left)}–${Math.round(box.right)})`);
          continue;
        }
        // Reached as a keyboard user reaches it (focus scrolls it into view; a bar hidden by the scroll comes
        // back with the focus), then centred as a reader scrolling to it would have it.
        el.focus();
        el.scrollIntoView({ block: 'center', inline: 'nearest' });
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        // Scrolled to, a list's 더 보기 loads the rest and goes away: nothing left to cover.
        if (!el.isConnected) continue;
        const at = el.getBoundingClientRect();
        const x = Math.min(Math.max(at.left + at.width / 2, 0), window.innerWidth - 1);
        const y = Math.min(Math.max(at.top + at.height / 2, 0), window.innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
        const fine = hit && (el.contains(hit) || hit.contains(el) || (label && (label.contains(hit) || hit === label)));
        if (!fine) out.push(`${name(el)} is covered by ${hit ? name(hit) : 'nothing on screen'}`);
      }
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
      return out;
    })),
  );
  await page.emulateMedia({ reducedMotion: null });
  return problems;
}
