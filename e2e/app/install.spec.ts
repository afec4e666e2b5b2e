// The installable app for PC leaders (issue 18, docs/decisions.md D65), with the service worker allowed
// (blocked in every other spec): the manifest and icons, the worker taking over after a reload without ever
// keeping an API answer, the shell opening offline, and a new deployment reaching an open, installed app.
// A server of its own serves a copy of the build, so a test can deploy a changed build into it.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { appMessages } from '../../src/domain/app/messages';
import { msg } from '../../src/domain/messages';
import { serviceWorkerCode, serviceWorkerScript, shellCacheName, shellFiles } from '../../server/static/shell-files';
import { freePort } from '../support/free-port';
import { PASSWORD, alreadySeen } from '../support/app';
import { LOG_DIR_ENV } from '../support/server-logs';
import { LOG_DIR } from '../../playwright.config';

const BUILD = process.env.E2E_DIST ?? './dist';
const site = `.tmp/e2e-install-${process.pid}`;
const dataDir = `${site}-data`;
let server: ChildProcess | null = null;
let origin = '';

test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  rmSync(site, { recursive: true, force: true });
  cpSync(BUILD, site, { recursive: true });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // It logs into the run's log folder, which the log check scans (e2e/support/log-check.ts).
  const env = { ...process.env, [LOG_DIR_ENV]: LOG_DIR };
  server = spawn('node', ['--import', 'tsx', 'e2e/support/serve.ts', String(port), dataDir, site], { env, stdio: 'ignore', detached: true });
  await expect.poll(async () => (await fetch(`${origin}/worknotice.json`).catch(() => null))?.status ?? 0, { timeout: 80_000 }).toBe(200);
});

test.afterAll(async () => {
  await stopServer();
  rmSync(site, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function stopServer(): Promise<void> {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((ok) => server!.once('exit', ok));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
}

/** A branch head signs in on a fresh context; the worker installs from that first page. */
async function signIn(page: Page): Promise<void> {
  await alreadySeen(page, 'branch01', { medals: true, popups: true });
  await page.goto(`${origin}/login`);
  await page.getByLabel('아이디', { exact: true }).fill('branch01');
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('profile-line')).toBeVisible();
}

/** Signed in and, after a reload, run by the active worker (a worker controls the pages loaded after it). */
async function installedApp(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signIn(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(`${origin}/sw.js`);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.reload();
  await expect(page.getByTestId('profile-line')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/sw.js`);
  return page;
}

/** Every URL path held in the page's caches. */
const cachedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
    return out.sort();
  });

/** What a build should precache, read off the build folder: the document, its hashed assets, manifest and icons. */
function expectedShell(dir: string): string[] {
  const assets = readdirSync(`${dir}/assets`).filter((f) => !/\.(br|gz)$/.test(f)).map((f) => `/assets/${f}`);
  const icons = readdirSync(`${dir}/icons`).map((f) => `/icons/${f}`);
  return ['/index.html', '/favicon.svg', '/manifest.webmanifest', ...assets, ...icons].sort();
}

interface Manifest {
  readonly name: string;
  readonly start_url: string;
  readonly display: string;
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly { readonly src: string; readonly sizes: string; readonly purpose: string }[];
}

test('the manifest names the app, its start page and icons, and Chromium finds the app installable', async ({ playwright, launchOptions, request }) => {
  const res = await request.get(`${origin}/manifest.webmanifest`);
  expect(res.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  const manifest = (await res.json()) as Manifest;
  // The app's name, colours and first screen as the page and the style sheet give them.
  const html = readFileSync('index.html', 'utf8');
  const css = readFileSync('src/ui/styles.css', 'utf8');
  expect(manifest).toMatchObject({
    name: /<title>(.*)<\/title>/.exec(html)?.[1],
    start_url: '/main',
    display: 'standalone',
    theme_color: /--brand: (#\w+);/.exec(css)?.[1],
    background_color: /--bg: (#\w+);/.exec(css)?.[1],
  });
  expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await request.get(`${origin}${icon.src}`);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
    const body = await png.body();
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }

  // The worker's script: never kept by the HTTP cache, and a worker the page's policy allows.
  const sw = await request.get(`${origin}/sw.js`);
  expect(sw.headers()).toMatchObject({ 'cache-control': 'no-cache', 'content-type': expect.stringMatching(/^text\/javascript/) });
  const shellPage = await request.get(`${origin}/main`);
  expect(shellPage.headers()['content-security-policy']).toContain("worker-src 'self'; manifest-src 'self'");

  // Chromium offers no installation in an off-the-record profile (a test's usual context): a profile on disk.
  const profile = `${site}-profile`;
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, serviceWorkers: 'allow', locale: 'ko-KR' });
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const app = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(app).toMatchObject({ url: `${origin}/manifest.webmanifest`, errors: [] });
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the worker controls the page after a reload, serves the shell, and never keeps an API answer', async ({ context }) => {
  const page = await installedApp(context);
  const answers: { path: string; fromWorker: boolean }[] = [];
  page.on('response', (r) => answers.push({ path: new URL(r.url()).pathname, fromWorker: r.fromServiceWorker() }));
  // Screens that call the API, opened as page loads and inside the app.
  await page.goto(`${origin}/notice`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${origin}/main`);
  await page.getByRole('link', { name: '알림' }).click();
  await expect(page.getByRole('heading', { name: '알림', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: msg.alertListLabel })).toBeVisible();

  const api = answers.filter((a) => a.path.startsWith('/api/') || a.path === '/worknotice.json');
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((a) => a.fromWorker)).toEqual([]);
  expect(answers.filter((a) => a.path.startsWith('/assets/') && a.fromWorker).length).toBeGreaterThan(0);
  const cached = await cachedPaths(page);
  expect(cached.filter((p) => p.startsWith('/api/') || p === '/worknotice.json')).toEqual([]);
  expect(cached).toEqual(expectedShell(site));
});

test('a new deployment reaches the open app: the worker updates and the next navigation reloads on the new build', async ({ context }) => {
  const page = await installedApp(context);
  // Read while the page may be reloading onto the new build: between two documents there is none to read (or
  // the context goes away under the call), which counts as "not yet".
  const build = () =>
    page
      .evaluate(() => (document.documentElement ? getComputedStyle(document.documentElement).getPropertyValue('--e2e-build').trim() : 'reloading'))
      .catch((e: unknown) => {
        if (/context was destroyed|navigation/i.test(String(e))) return 'reloading';
        throw e;
      });
  expect(await build()).toBe('');

  // Deploy: the entry style sheet changes (so does its hashed name), and with it the shell and sw.js.
  const html = readFileSync(`${site}/index.html`, 'utf8');
  const oldCss = /href="\/assets\/(index-[\w-]+\.css)"/.exec(html)![1]!;
  const newCss = oldCss.replace(/\.css$/, '-2.css');
  writeFileSync(`${site}/assets/${newCss}`, `${readFileSync(`${site}/assets/${oldCss}`, 'utf8')}\n:root{--e2e-build:2}\n`);
  writeFileSync(`${site}/index.html`, html.replace(oldCss, newCss));
  for (const stale of [`assets/${oldCss}`, `assets/${oldCss}.br`, `assets/${oldCss}.gz`, 'index.html.br', 'index.html.gz', 'sw.js.br', 'sw.js.gz'])
    rmSync(`${site}/${stale}`, { force: true });
  const files = shellFiles(site);
  const newCache = shellCacheName(site, files);
  writeFileSync(`${site}/sw.js`, serviceWorkerScript(serviceWorkerCode(readFileSync(`${site}/sw.js`, 'utf8')), files, newCache));

  // A navigation: the app re-checks its version, and the worker looks for a new sw.js with it.
  await page.getByRole('link', { name: '알림' }).click();
  await expect(page).toHaveURL(/\/notification$/);
  const waiting = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? 'none');
  await expect.poll(async () => ((await build()) === '2' ? 'taken' : await waiting())).toMatch(/^(installed|taken)$/);
  // The browser may have found it on its own at the reload before; then this navigation already took it.
  if ((await build()) !== '2') {
    // Installed and waiting: the open screen stays as it is until the user moves on.
    expect(await build()).toBe('');
    // The take-over reloads the page: wait for the new document's load rather than reading one mid-navigation.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: '이전', exact: true }).click();
    await reloaded;
  }
  expect(await build()).toBe('2');
  await expect(page.getByTestId('profile-line').or(page.getByRole('heading', { name: '알림', level: 1 }))).toBeVisible();
  // The new build's worker holds the new shell once installed (it deletes the old build's cache once it runs).
  const held = () =>
    page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname).sort() : []), newCache);
  await expect.poll(held).toEqual(expectedShell(site));
  // A further navigation on the new build reloads nothing.
  await page.evaluate(() => ((window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true));
  const onAlerts = page.url().endsWith('/notification');
  await (onAlerts ? page.getByRole('button', { name: '이전', exact: true }) : page.getByRole('link', { name: '알림' })).click();
  await expect(page).toHaveURL(onAlerts ? /\/main$/ : /\/notification$/);
  await expect(page.getByTestId('profile-line').or(page.getByRole('heading', { name: '알림', level: 1 }))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
});

test('offline, the installed app still opens: the shell from the cache, the app’s own messages for its calls', async ({ context }) => {
  const page = await installedApp(context);
  // The server goes away for good (this is the spec's last test); the browser is offline too.
  await stopServer();
  await context.setOffline(true);

  // Inside the open app: the screen's code comes from the cache, its call fails with the network message.
  await page.getByRole('link', { name: '알림' }).click();
  await expect(page.getByRole('alert')).toHaveText(msg.networkError);

  // A page load of /main: the cached shell starts the app, which says the service cannot be reached.
  const res = await page.goto(`${origin}/main`);
  expect(res?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: appMessages.serviceUnavailable, level: 1 })).toBeVisible();
  await expect(page.getByText(appMessages.serviceUnavailableDetail)).toBeVisible();
});
