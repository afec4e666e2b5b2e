// `npm run dev`: the reference API (./data database, as `npm start`) and the Vite dev server with hot
// reload, in one process; Vite forwards API, maintenance-file and download requests to the API.
// Append ?shell=AND or ?shell=IOS to a page URL to run it inside the fake native shell.
import { createServer } from 'vite';
import { publicOriginFromEnv } from './config';
import { dataDirFromEnv } from './lib/data-dir';
import { startServer } from './start';

// Development chosen explicitly: the development pages (/dev/outbox) are on here, off by default elsewhere.
process.env.EDUPLANNER_ENV ??= 'development';
const vitePort = Number(process.env.PORT ?? 5173);
const api = await startServer({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: dataDirFromEnv(process.env),
  staticDir: './dist',
  port: Number(process.env.API_PORT ?? 8787),
  host: '127.0.0.1',
  // Users open Vite's origin, so the links the API hands out (QR sign-up, business card) point there.
  publicOrigin: publicOriginFromEnv(process.env) ?? `http://localhost:${vitePort}`,
});
const target = api.url;
const vite = await createServer({
  server: {
    port: vitePort,
    // On another port the links above would lead nowhere: stop instead of moving.
    strictPort: true,
    // Build output, test runs and the database change all the time; none of it is the app's source.
    watch: { ignored: ['**/.tmp/**', '**/data/**', '**/dist/**', '**/test-results/**', '**/playwright-report/**'] },
    proxy: { '/api': target, '/worknotice.json': target, '/downloads': target, '/card/': target, '/join/': target, '/files/': target, '/dev/outbox': target },
  },
});
await vite.listen();
vite.printUrls();
// The demo accounts and their password are in the README ("Demo accounts"): no password in a log.
console.log(`  API: ${target}/api/v1 (demo accounts: README; try ?shell=AND)`);

const stop = async () => {
  await vite.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
