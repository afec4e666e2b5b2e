// Playwright: the built app against the real server, in Debian's chromium (no browser download).
// Two servers: `app` for ordinary flows (parallel), `operations` for tests that change server-wide
// state (maintenance, version, revoked sessions, user master data), run one at a time. The `signed-in`
// setup project signs each account in once on the app server; specs reuse it (e2e/support/test.ts).
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's browser itself, not its /usr/bin launcher: the launcher adds desktop flags (GPU rasterization,
 * which without a GPU is software GL in a busy GPU process, and the bundled extensions) that made every
 * test several seconds slower on a 2-core machine.
 */
const CHROMIUM = existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium';

// E2E_PORT_BASE and E2E_DIST let several runs share a machine (each with its own build and ports).
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 18780);
const DIST = process.env.E2E_DIST ?? './dist';
export const SERVERS = {
  app: { port: PORT_BASE, dataDir: `.tmp/e2e-app-${PORT_BASE}` },
  operations: { port: PORT_BASE + 1, dataDir: `.tmp/e2e-operations-${PORT_BASE}` },
} as const;
/** Every server the run starts logs into this folder (e2e/support/server-logs.ts); the log check scans it after the run. */
export const LOG_DIR = `.tmp/e2e-logs-${PORT_BASE}`;
/** The app server's clock starts on a Thursday morning in Korea: a meeting day, mid-month. */
export const E2E_CLOCK_START = '2026-03-12T08:30:00+09:00';
/** Specs that change what every user sees (maintenance, published notices and FAQ entries, new customers in the branch's
 *  totals): the operations server, one at a time. */
const SERVER_WIDE = /(operations|notice-xss|faq-xss|register|self-registration)\.spec\.ts/;
const url = (s: { port: number }) => `http://127.0.0.1:${s.port}`;

export default defineConfig({
  testDir: './e2e',
  workers: 2,
  fullyParallel: true,
  reporter: process.env.CI ? 'list' : [['list']],
  // Clears the log folder of earlier runs; after the run, fails it on any phone, password, token or code in a log.
  globalSetup: './e2e/support/log-check.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    // The app is a phone app first: specs run on a phone-sized window unless they say otherwise (the
    // desktop layout from 1024 px has its own specs: desktop, layout-health, static-login).
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    // The built app registers a service worker on desktop browsers (D65). Outside e2e/app/install.spec.ts it
    // stays off: every test would download the whole shell again, and page.route cannot see what a worker answers.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      // No GPU here: no software rasterizer either, and none of the browser's own omnibox pages (Chromium 156
      // preloads them in renderers of their own, headless too: a fifth of every test's time on 2 cores).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-software-rasterizer',
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'signed-in', testMatch: /signed-in\.setup\.ts$/, use: { baseURL: url(SERVERS.app) } },
    { name: 'app', testIgnore: SERVER_WIDE, dependencies: ['signed-in'], use: { baseURL: url(SERVERS.app) } },
    { name: 'operations', testMatch: SERVER_WIDE, fullyParallel: false, workers: 1, use: { baseURL: url(SERVERS.operations) } },
  ],
  webServer: Object.values(SERVERS).map((s) => ({
    command: `node --import tsx e2e/support/serve.ts ${s.port} ${s.dataDir} ${DIST}`,
    url: `${url(s)}/worknotice.json`,
    reuseExistingServer: false,
    // The operations server keeps the real clock: its maintenance windows are set around now.
    env: { E2E_LOG_DIR: LOG_DIR, ...(s === SERVERS.app ? { EDUPLANNER_CLOCK_START: E2E_CLOCK_START } : {}) } as Record<string, string>,
    timeout: 90_000,
  })),
});
