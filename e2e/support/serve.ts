// The server Playwright starts: the real server on the built app, with a fresh in-memory database
// (small deterministic seed) and its own data directory for the admin token. EDUPLANNER_CLOCK_START
// (an ISO instant) starts the server's clock there, advancing in real time, for a predictable day.
// The shortcut sites are configured through the admin endpoint, as an operator would, and lead to
// local stand-ins; no app package is offered (./downloads is empty), so /download says so.
// Its console and audit log also go to files in the run's log folder (E2E_LOG_DIR, server-logs.ts).
import { callAdmin } from '../../server/cli/admin-client';
import { readAdminToken } from '../../server/lib/data-dir';
import { offsetClock } from '../../server/lib/clock';
import { startServer } from '../../server/start';
import { STAND_IN_PATHS, startOutsideSites } from './outside-sites';
import { logDirFromEnv, logToFiles, serverLogName } from './server-logs';

// The test servers are development servers: the specs read what was sent from /dev/outbox.
process.env.EDUPLANNER_ENV = 'development';

const clockStart = process.env.EDUPLANNER_CLOCK_START;
const start = clockStart ? new Date(clockStart) : null;
if (start && Number.isNaN(start.getTime())) throw new Error(`EDUPLANNER_CLOCK_START is not an ISO instant: ${clockStart}`);

const [port = '18780', dataDir = '.tmp/e2e', staticDir = './dist'] = process.argv.slice(2);
const audit = logToFiles(logDirFromEnv(process.env), serverLogName(port));
const server = await startServer({
  databaseUrl: 'memory://',
  dataDir,
  staticDir,
  port: Number(port),
  host: '127.0.0.1',
  seedSize: 'small',
  ...(start ? { clock: offsetClock(start) } : {}),
  // The audit log goes to its table and the run's log folder, where the log check scans it; the test run's
  // console stays readable.
  audit,
});
const outside = await startOutsideSites();
for (const [code, path] of Object.entries(STAND_IN_PATHS))
  await callAdmin(server.url, readAdminToken(dataDir) ?? '', 'site/set', { code, url: `${outside.origin}${path}` });
console.log(`e2e server ready on ${server.url} (links: ${server.publicOrigin}, outside-site stand-ins: ${outside.origin})`);
const stop = () => void Promise.all([server.close(), outside.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
