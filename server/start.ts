// startServer(): everything `npm run serve` does in one process: open and migrate the database,
// seed it with demo data when empty (never in production), serve the API and the built client, and
// record itself in its data directory.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { listeningOrigin, publicOriginFromEnv, type ServerConfig, serverConfigFromEnv } from './config';
import { isPostgresUrl, openDb, type OpenDb } from './db/client';
import { isSeeded, seed, type SeedSize, type SeedSummary } from './db/seed';
import { createAdminToken, isAlive, readServerInfo, removeRuntimeFiles, writeServerInfo } from './lib/data-dir';
import { type Clock, systemClock } from './lib/clock';
import { type AuditSink, stdoutAuditSink } from './services/audit';
import { loadSsoSecret } from './services/sso';
import type { SmsGateway } from './services/sms-outbox';
import { smsGatewayFromEnv } from './services/sms-gateways';

export interface StartOptions {
  /** postgres://…, memory://, or a PGlite directory; default `<dataDir>/pg`. */
  readonly databaseUrl?: string;
  readonly dataDir: string;
  readonly staticDir: string;
  readonly port: number;
  readonly host: string;
  readonly seedSize?: SeedSize;
  readonly clock?: Clock;
  readonly audit?: AuditSink;
  /** Default: SERVER_CONFIG with EDUPLANNER_ENV applied. Its publicOrigin is replaced (see publicOrigin). */
  readonly config?: ServerConfig;
  /**
   * Origin of the links the server hands out. Default: EDUPLANNER_PUBLIC_ORIGIN, else the origin this
   * server listens on (`npm run dev` passes the Vite server's, the one users open).
   */
  readonly publicOrigin?: string;
  /** Default: from EDUPLANNER_SMS_GATEWAY_URL, or the development gateway outside production. */
  readonly smsGateway?: SmsGateway;
}

type App = ReturnType<typeof createApp>;

export interface RunningServer {
  readonly url: string;
  /** Where the links it hands out lead (ServerConfig.publicOrigin). */
  readonly publicOrigin: string;
  /** ServerConfig.production: no demo data, no demo passwords printed. */
  readonly production: boolean;
  readonly port: number;
  readonly database: OpenDb;
  /** Set when this start seeded an empty database. */
  readonly seeded: SeedSummary | null;
  close(): Promise<void>;
}

export async function startServer(opts: StartOptions): Promise<RunningServer> {
  const dataDir = resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const clock = opts.clock ?? systemClock;
  const config = opts.config ?? serverConfigFromEnv(process.env);
  // Checked before the database opens: a production start without a real gateway stops here.
  const smsGateway = opts.smsGateway ?? smsGatewayFromEnv(process.env, config.production);
  const configuredOrigin = opts.publicOrigin ?? publicOriginFromEnv(process.env);
  const databaseUrl = opts.databaseUrl ?? join(dataDir, 'pg');
  // PGlite allows one process per data directory; a second one would corrupt it.
  const other = readServerInfo(dataDir);
  if (!isPostgresUrl(databaseUrl) && other && other.pid !== process.pid && isAlive(other.pid))
    throw new Error(`another server (pid ${other.pid}, ${other.url}) runs from ${dataDir}; stop it first`);
  const database = await openDb(databaseUrl);
  let seeded: SeedSummary | null = null;
  try {
    // Demo data (with its known password) only outside production: a production database starts empty
    // and an operator creates the first users (`npm run admin -- user add`).
    if (!config.production && !(await isSeeded(database.db))) seeded = await seed(database.db, { now: clock.now(), size: opts.seedSize ?? 'full' });
  } catch (e) {
    await database.close();
    throw e;
  }
  const ssoSecret = loadSsoSecret(process.env, dataDir);

  // The default public origin is the one this server listens on, known once it listens (port 0 picks
  // one): bind first, then build the app. A request arriving in between waits for it.
  let app: App | null = null;
  let appBuilt!: (a: App) => void;
  const built = new Promise<App>((ok) => (appBuilt = ok));
  const server = serve({
    fetch: (req, env) => (app ? app.fetch(req, env) : built.then((a) => a.fetch(req, env))),
    port: opts.port,
    hostname: opts.host,
  });
  try {
    await new Promise<void>((ok, fail) => {
      server.once('listening', ok);
      server.once('error', fail);
    });
  } catch (e) {
    removeRuntimeFiles(dataDir);
    await database.close();
    throw e;
  }
  const port = (server.address() as AddressInfo).port;
  try {
    app = createApp({
      db: database.db,
      clock,
      config: { ...config, publicOrigin: configuredOrigin ?? listeningOrigin(opts.host, port) },
      smsGateway,
      ssoSecret,
      audit: opts.audit ?? stdoutAuditSink,
      staticDir: resolve(opts.staticDir),
      downloadsDir: join(dataDir, 'downloads'),
      adminToken: createAdminToken(dataDir),
    });
  } catch (e) {
    server.close();
    removeRuntimeFiles(dataDir);
    await database.close();
    throw e;
  }
  appBuilt(app);
  // Messages queued before a restart (or by another process) go out now.
  app.services.sms.kick();
  const url = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`;
  const startedAt = clock.now().toISOString();
  writeServerInfo(dataDir, { pid: process.pid, url, port, host: opts.host, database: database.driver, startedAt });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((ok) => {
        server.close(() => ok());
        // Keep-alive connections would hold close() open.
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      removeRuntimeFiles(dataDir);
      await app?.services.sms.idle();
      await database.close();
    })());
  return { url, port, publicOrigin: app.services.config.publicOrigin, production: app.services.config.production, database, seeded, close };
}
