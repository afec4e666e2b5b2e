// Child-process entry of the bench server: the real server (startServer) on a free port with the 'full'
// seed, audit output silenced; reports { url, driver, seedMs } to the parent over IPC, stops on SIGTERM.
// Usage (by server-process.ts only): node --import tsx tests/bench/server-child.ts <databaseUrl> <dataDir> <staticDir>
import { startServer } from '../../server/start';

const [databaseUrl, dataDir, staticDir] = process.argv.slice(2);
if (!databaseUrl || !dataDir || !staticDir) throw new Error('usage: server-child.ts <databaseUrl> <dataDir> <staticDir>');

const started = performance.now();
const server = await startServer({ databaseUrl, dataDir, staticDir, port: 0, host: '127.0.0.1', seedSize: 'full', audit: () => {} });
process.send?.({ url: server.url, driver: server.database.driver, seeded: server.seeded !== null, startMs: performance.now() - started });

const stop = () => void server.close().then(() => process.exit(0), () => process.exit(1));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
