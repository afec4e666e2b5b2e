// Playwright: the built app against the real server, in Debian's chromium (no browser download).
// Two servers: `app` for ordinary flows (parallel), `operations` for tests that change server-wide
// state (maintenance, version, revoked sessions, user master data), run one at a time.
import { defineConfig } from '@playwright/test';

export const SERVERS = {
  app: { port: 18780, dataDir: '.tmp/e2e-app' },
  operations: { port: 18781, dataDir: '.tmp/e2e-operations' },
} as const;
const url = (s: { port: number }) => `http://127.0.0.1:${s.port}`;

export default defineConfig({
  testDir: './e2e',
  workers: 2,
  fullyParallel: true,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'app', testIgnore: /operations\.spec\.ts/, use: { baseURL: url(SERVERS.app) } },
    { name: 'operations', testMatch: /operations\.spec\.ts/, fullyParallel: false, use: { baseURL: url(SERVERS.operations) } },
  ],
  webServer: Object.values(SERVERS).map((s) => ({
    command: `node --import tsx e2e/support/serve.ts ${s.port} ${s.dataDir}`,
    url: `${url(s)}/worknotice.json`,
    reuseExistingServer: false,
    timeout: 90_000,
  })),
});
