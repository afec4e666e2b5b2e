// Security and accessibility seen from the browser: headers, no CSP violation while using the app,
// no serious axe findings on the screens of this release.
import { login } from '../support/app';
import { expect, test } from '../support/test';
import { seriousAxeFindings } from '../support/axe';

test('pages carry the security headers and the app runs without CSP violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto('/login');
  const h = res!.headers();
  expect(h['content-security-policy']).toContain("object-src 'none'");
  expect(h['content-security-policy']).toContain("base-uri 'none'");
  expect(h['content-security-policy']).toContain("script-src 'self'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBeTruthy();
  await login(page, 'planner01');
  expect(violations).toEqual([]);
});

for (const [name, path, signedInAs] of [
  ['login', '/login', null],
  ['home with chrome', '/main', 'planner01'],
  ['download', '/download', null],
] as const)
  test.describe(() => {
    test.use({ signedInAs });
    test(`axe: ${name} has no serious accessibility findings`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  });
