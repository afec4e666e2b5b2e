// The accessibility check of a page as it stands (an open sheet or popup included), as "rule: help" lines so
// a failing test names what to fix: axe's serious and critical findings, or every finding with its targets.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/**
 * Every axe violation of any impact, one line per rule: "rule (impact): help (target, target, …)"; `within`
 * limits the check to what a selector matches (an open sheet, much faster than the whole page).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((v) => {
    const targets = v.nodes.slice(0, 4).map((n) => n.target.join(' '));
    const more = v.nodes.length > targets.length ? `, +${v.nodes.length - targets.length} more` : '';
    return `${v.id} (${v.impact ?? 'minor'}): ${v.help} (${targets.join(', ')}${more})`;
  });
}
