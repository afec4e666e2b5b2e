// Child-process entry of the bench server: the real server (startServer) on a free port with the 'full'
// seed, audit output silenced; optionally one owner's customers grown to a total first (the customer
// scroll bench's heavy planner, through the seed's own generator); reports { url, driver, startMs, grown }
// to the parent over IPC, stops on SIGTERM.
// Usage (by server-process.ts only): node --import tsx tests/bench/server-child.ts <databaseUrl> <dataDir> <staticDir> [<owner>:<total>]
import { growCustomersOf } from '../../server/db/seed/bulk-customers';
import { kstDate } from '../../server/lib/time';
import { startServer } from '../../server/start';

const [databaseUrl, dataDir, staticDir, grow] = process.argv.slice(2);
if (!databaseUrl || !dataDir || !staticDir) throw new Error('usage: server-child.ts <databaseUrl> <dataDir> <staticDir> [<owner>:<total>]');

const started = performance.now();
const server = await startServer({ databaseUrl, dataDir, staticDir, port: 0, host: '127.0.0.1', seedSize: 'full', audit: () => {} });
const startMs = performance.now() - started;
let grown: { owner: string; total: number; added: number; ms: number } | null = null;
if (grow) {
  const [owner, total] = grow.split(':');
  const t0 = performance.now();
  const added = await growCustomersOf(server.database.db, kstDate(new Date()), owner!, Number(total));
  grown = { owner: owner!, total: Number(total), added, ms: performance.now() - t0 };
}
process.send?.({ url: server.url, driver: server.database.driver, seeded: server.seeded !== null, startMs, grown });

const stop = () => void server.close().then(() => process.exit(0), () => process.exit(1));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
