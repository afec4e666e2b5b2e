// createApp(deps): the Hono application: security headers everywhere, the /api/v1 contract calls,
// GET /worknotice.json, notice attachments (/files/notice/<token>), the public card and sign-up pages,
// the dev outbox, the operator endpoint and the client.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { msg } from '../src/domain/messages';
import { SERVER_CONFIG, type ServerConfig } from './config';
import type { Db } from './db/client';
import { failureResponse } from './http/envelope';
import { API_PREFIX, apiDispatcher } from './http/handle';
import { API_CALLS } from './areas';
import { securityHeadersFor } from './http/security-headers';
import { serveStatic } from './http/static';
import type { Clock } from './lib/clock';
import { ADMIN_PREFIX, adminRoute } from './routes/admin';
import { workNoticeRoute } from './routes/app';
import { cardPageRoutes } from './routes/business-card/card-page';
import { devOutboxRoutes } from './routes/dev-outbox';
import { joinPageRoutes } from './routes/sign-up/join-page';
import { NOTICE_FILE_PREFIX, noticeFileRoute } from './routes/notice';
import { AuditLog, type AuditSink, logError } from './services/audit';
import { DOWNLOADS_MOUNT } from './services/download-links';
import type { AppServices } from './services/context';
import { devSmsGateway, type SmsGateway, SmsOutbox } from './services/sms-outbox';
import { SignUpLinks } from './services/sign-up-link';
import { PdfLinks } from './services/pdf-links';
import { SalesLinks } from './services/sales-links';
import { RecipientTokens } from './services/recipient-tokens';
import { RegistrationKeys } from './services/registration-links';
import { customerPdfRoutes } from './routes/customers/pdf-page';
import { planPdfRoutes } from './routes/plan-map/pdf-page';
import { SsoKeys } from './services/sso';

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
  /** Sends the outbox's messages; the development gateway (records only) when absent. */
  readonly smsGateway?: SmsGateway;
  /** Secret of the single-sign-on keys and the sign-up links; a random one per process when absent (tests). */
  readonly ssoSecret?: string;
}

export { API_CALLS };

export function createApp(deps: AppDeps) {
  const config = deps.config ?? SERVER_CONFIG;
  const secret = deps.ssoSecret ?? randomBytes(32).toString('base64url');
  const svc: AppServices = {
    db: deps.db,
    clock: deps.clock,
    config,
    audit: new AuditLog(deps.db, deps.audit, deps.clock),
    sms: new SmsOutbox(deps.db, deps.clock, deps.smsGateway ?? devSmsGateway, config.sms),
    sso: new SsoKeys(secret),
    signUp: new SignUpLinks(secret),
    recipients: new RecipientTokens(secret),
    pdfLinks: new PdfLinks(secret),
    salesLinks: new SalesLinks(secret),
    registration: new RegistrationKeys(secret),
    downloadsDir: deps.downloadsDir ?? null,
  };
  const app = new Hono();

  app.use('*', securityHeadersFor(config.publicOrigin));
  // The GETs under /api/v1 (the list's and the plan map's PDFs, opened outside the app), before the calls' dispatcher.
  customerPdfRoutes(app, svc);
  planPdfRoutes(app, svc);
  app.all(`${API_PREFIX}*`, apiDispatcher(API_CALLS, svc));
  app.all('/api/*', () => failureResponse('not_found'));
  app.get('/worknotice.json', workNoticeRoute(svc));
  app.get(`${NOTICE_FILE_PREFIX}:token`, noticeFileRoute(svc));
  cardPageRoutes(app, svc);
  joinPageRoutes(app, svc);
  devOutboxRoutes(app, svc);
  app.all(`${ADMIN_PREFIX}*`, adminRoute(svc, deps.adminToken, config.http.maxBodyBytes));
  if (deps.downloadsDir)
    app.use(`${DOWNLOADS_MOUNT}/*`, serveStatic({ root: deps.downloadsDir, mount: DOWNLOADS_MOUNT, spaFallback: false, precompressed: false }));
  if (deps.staticDir) app.use('*', serveStatic({ root: deps.staticDir, mount: '', spaFallback: true, precompressed: true, inlineScripts: true }));

  app.notFound((c) => c.text('Not Found', 404));
  app.onError((e, c) => {
    logError(`unhandled ${c.req.method} ${c.req.path}`, e);
    return c.req.path.startsWith('/api/') ? failureResponse('server_error', msg.serverError) : c.text('Internal Server Error', 500);
  });
  // The services ride along for tests and shutdown (waiting for the outbox).
  return Object.assign(app, { services: svc });
}
