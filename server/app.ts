// createApp(deps): the Hono application: security headers everywhere, the /api/v1 contract calls,
// GET /worknotice.json, the operator endpoint, operator downloads and the built client.
import { Hono } from 'hono';
import { msg } from '../src/domain/messages';
import { SERVER_CONFIG, type ServerConfig } from './config';
import type { Db } from './db/client';
import { failureResponse } from './http/envelope';
import { API_PREFIX, apiDispatcher, type ApiCall } from './http/handle';
import { securityHeaders } from './http/security-headers';
import { serveStatic } from './http/static';
import type { Clock } from './lib/clock';
import { ADMIN_PREFIX, adminRoute } from './routes/admin';
import { appInfoCalls, workNoticeRoute } from './routes/app-info';
import { authCalls } from './routes/auth';
import { AuditLog, type AuditSink, logError } from './services/audit';
import type { ServiceContext } from './services/context';

export interface AppDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly audit: AuditSink;
  readonly config?: ServerConfig;
  /** The built client (./dist); no static serving when absent. */
  readonly staticDir?: string;
  /** Operator downloads (./data/downloads) served under /downloads/. */
  readonly downloadsDir?: string;
  /** Enables POST /admin/<op> for loopback callers presenting this token. */
  readonly adminToken?: string;
}

/** Every contract call the server answers; later features add their route files here. */
export const API_CALLS: readonly ApiCall[] = [...authCalls, ...appInfoCalls];

export function createApp(deps: AppDeps) {
  const config = deps.config ?? SERVER_CONFIG;
  const svc: ServiceContext = { db: deps.db, clock: deps.clock, config, audit: new AuditLog(deps.db, deps.audit, deps.clock) };
  const app = new Hono();

  app.use('*', securityHeaders);
  app.all(`${API_PREFIX}*`, apiDispatcher(API_CALLS, svc));
  app.all('/api/*', () => failureResponse('not_found'));
  app.get('/worknotice.json', workNoticeRoute(svc));
  app.all(`${ADMIN_PREFIX}*`, adminRoute(svc, deps.adminToken, config.http.maxBodyBytes));
  if (deps.downloadsDir)
    app.use('/downloads/*', serveStatic({ root: deps.downloadsDir, mount: '/downloads', spaFallback: false, precompressed: false }));
  if (deps.staticDir) app.use('*', serveStatic({ root: deps.staticDir, mount: '', spaFallback: true, precompressed: true }));

  app.notFound((c) => c.text('Not Found', 404));
  app.onError((e, c) => {
    logError(`unhandled ${c.req.method} ${c.req.path}`, e);
    return c.req.path.startsWith('/api/') ? failureResponse('server_error', msg.serverError) : c.text('Internal Server Error', 500);
  });
  return app;
}
