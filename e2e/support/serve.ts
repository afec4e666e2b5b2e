// The server Playwright starts: the real server on the built app, with a fresh in-memory database
// (small deterministic seed) and its own data directory for the admin token.
import { startServer } from '../../server/start';

const [port = '18780', dataDir = '.tmp/e2e'] = process.argv.slice(2);
const server = await startServer({
  databaseUrl: 'memory://',
  dataDir,
  staticDir: './dist',
  port: Number(port),
  host: '127.0.0.1',
  seedSize: 'small',
  // The audit log still goes to its table; the test run's console stays readable.
  audit: () => {},
});
console.log(`e2e server ready on ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
