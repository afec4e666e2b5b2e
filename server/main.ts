// Production entry (`npm run serve`, `npm start`): one process serving the API and ./dist on
// PORT/HOST, with the database from DATABASE_URL (default: embedded PGlite in ./data/pg).
import { count, inArray } from 'drizzle-orm';
import { GRADE_NAMES } from '../src/domain/shared/roles';
import { users } from './db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';
import { dataDirFromEnv } from './lib/data-dir';
import { startServer } from './start';

const started = Date.now();
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${process.env.PORT}`);

const server = await startServer({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: dataDirFromEnv(process.env),
  staticDir: './dist',
  port,
  host: process.env.HOST ?? '127.0.0.1',
});

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  server.close().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error('shutdown failed', e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

const seededNote = server.seeded ? `, seeded ${server.seeded.size} demo data for ${server.seeded.seedDate}` : '';
console.log(`EduPlanner server ready in ${Date.now() - started} ms (${server.database.driver}${seededNote}${server.production ? ', production' : ''})`);
console.log(`  ${server.url}/`);
if (server.publicOrigin !== server.url) console.log(`  links handed out (QR sign-up, business card): ${server.publicOrigin}/`);
if (server.production) {
  // Never demo data or its password here; an empty database waits for an operator's first user.
  const n = (await server.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
  if (n === 0) console.log('No users yet: create the first with `npm run admin -- user add <userId> name=… position=…` (see README, "Operate it").');
} else {
  const demo = await server.database.db
    .select({ userid: users.userid, name: users.name, position: users.orgnzPstn })
    .from(users)
    .where(inArray(users.userid, DEMO_ACCOUNTS.map((a) => a.userid)));
  if (demo.length > 0) console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) {
    const row = demo.find((d) => d.userid === a.userid);
    if (row) console.log(`  ${a.userid.padEnd(11)} ${a.position}  ${GRADE_NAMES[row.position].padEnd(4, '　')}  ${row.name}`);
  }
}
