// Child-process entry of the load and fault runs: the real server (startServer) on a given port over a
// given database (postgres://…, or a PGlite data directory that outlives the process), seeded when empty,
// audit output silenced; reports { url, pid, startMs } over IPC, stops on SIGTERM (the fault run uses SIGKILL).
// Usage (by server-node.ts only): node --import tsx tests/load/server-child.ts <databaseUrl> <dataDir> <port> <full|small>
import { startServer } from '../../server/start';

const [databaseUrl, dataDir, port, seedSize] = process.argv.slice(2);
if (!databaseUrl || !dataDir || !port || (seedSize !== 'full' && seedSize !== 'small')) throw new Error('usage: server-child.ts <databaseUrl> <dataDir> <port> <full|small>');

const started = performance.now();
const server = await startServer({ databaseUrl, dataDir, staticDir: dataDir, port: Number(port), host: '127.0.0.1', seedSize, audit: () => {} });
process.send?.({ url: server.url, pid: process.pid, startMs: performance.now() - started });

const stop = () => void server.close().then(() => process.exit(0), () => process.exit(1));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
