// `npm run dev` as a newcomer runs it: the Vite dev server (React in StrictMode, modules served one by
// one) with the API in the same process and a fresh embedded database. Signing in, home and the notice
// list must work there, with no error message, console error or failed request.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../support/free-port';
import { PASSWORD } from '../support/app';
import { LOG_DIR } from '../../playwright.config';

let dev: ChildProcess | null = null;
let origin = '';
const dataDir = `.tmp/e2e-dev-${process.pid}`;
const output: string[] = [];

test.beforeAll(async ({ browser }) => {
  // Starting a dev server (seeding its database, preparing the modules of a first page) is this spec's
  // own cost, not a screen's.
  test.setTimeout(180_000);
  const [port, apiPort] = [await freePort(), await freePort()];
  origin = `http://localhost:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), API_PORT: String(apiPort), EDUPLANNER_DATA_DIR: dataDir };
  // The embedded database, as on a newcomer's machine (CI's PostgreSQL belongs to the server tests).
  delete env.DATABASE_URL;
  dev = spawn('npm', ['run', 'dev'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // What it prints (its audit log included) also goes to the run's log folder, which the log check scans.
  mkdirSync(LOG_DIR, { recursive: true });
  const log = `${LOG_DIR}/dev-${port}-${process.pid}.log`;
  const keep = (d: Buffer) => {
    output.push(d.toString());
    appendFileSync(log, d);
  };
  dev.stdout?.on('data', keep);
  dev.stderr?.on('data', keep);
  await expect
    .poll(async () => (await fetch(`${origin}/worknotice.json`).catch(() => null))?.status ?? 0, { timeout: 170_000, intervals: [500] })
    .toBe(200);
  // The first page a newcomer opens: Vite prepares the dependencies and modules on this first visit,
  // which must end in the login form without an error either.
  const first = await browser.newPage();
  const problems = watch(first);
  await first.goto(`${origin}/login`);
  await expect(first.getByLabel('아이디', { exact: true })).toBeVisible({ timeout: 120_000 });
  expect(problems, output.join('')).toEqual([]);
  await first.close();
});

test.afterAll(async () => {
  if (dev?.pid) {
    const exited = new Promise((ok) => dev!.once('exit', ok));
    process.kill(-dev.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  return problems;
}

test('npm run dev: sign in, home and the notice list work without an error', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watch(page);
  await page.goto(`${origin}/login`);
  await page.getByLabel('아이디', { exact: true }).fill('planner01');
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.locator('[data-card]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/일시적인 오류가 발생했습니다/)).toHaveCount(0);

  await page.goto(`${origin}/notice`);
  await expect(page.getByRole('list', { name: '공지사항 목록' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/일시적인 오류가 발생했습니다/)).toHaveCount(0);
  expect(problems, output.join('')).toEqual([]);
});
