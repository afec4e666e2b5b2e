// `npm run dev`: the reference API (./data database, as `npm start`) and the Vite dev server with hot
// reload, in one process; Vite forwards API, maintenance-file and download requests to the API.
// Append ?shell=AND or ?shell=IOS to a page URL to run it inside the fake native shell.
import { createServer } from 'vite';
import { startServer } from './start';

const api = await startServer({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: './data',
  staticDir: './dist',
  port: Number(process.env.API_PORT ?? 8787),
  host: '127.0.0.1',
});
const target = api.url;
const vite = await createServer({
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': target, '/worknotice.json': target, '/downloads': target, '/card/': target, '/dev/outbox': target },
  },
});
await vite.listen();
vite.printUrls();
console.log(`  API: ${target}/api/v1 (demo password demo1234; try ?shell=AND)`);

const stop = async () => {
  await vite.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
