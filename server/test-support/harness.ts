// A server under test: createApp over a test database with the small seed, a movable clock, an
// in-memory audit sink, and helpers that make calls the way the client does.
import { createApp } from '../app';
import { SERVER_CONFIG, type ServerConfig } from '../config';
import type { OpenDb } from '../db/client';
import { seed } from '../db/seed';
import type { AuditEvent } from '../services/audit';
import type { SmsGateway } from '../services/sms-outbox';
import type { TestDatabase } from './databases';

/** Seed day of every test database: a Thursday in KST, mid-month. */
export const TEST_NOW = new Date('2026-03-12T10:00:00+09:00');
export const DEVICE = 'test-device-0001';
export const APP_VERSION = '2.1.0';

/** The single-sign-on secret of every test app (tests recompute tokens from it independently). */
export const TEST_SSO_SECRET = 'test-sso-secret-0123456789abcdef';

/** The server's limits, with a cheap scrypt cost (N=2^10) so the suite's hundreds of logins stay fast. */
export const TEST_CONFIG: ServerConfig = { ...SERVER_CONFIG, passwordHash: { N: 1024, r: 8, p: 1 } };

export class TestClock {
  constructor(private t: number) {}
  now = () => new Date(this.t);
  set(d: Date) {
    this.t = d.getTime();
  }
  advance(ms: number) {
    this.t += ms;
  }
}

export interface CallOptions {
  readonly token?: string;
  /** Client id for the Basic header of the login call. */
  readonly clientId?: string;
  readonly headers?: Record<string, string>;
  /** Peer address the request seems to come from. */
  readonly ip?: string;
  /** Leave out deviceUuid/appVersion (they are added unless the field is given or set to null). */
  readonly meta?: false;
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: { rt: string; rtMsg?: string; data?: any };
}

export const basic = (clientId: string) => `Basic ${Buffer.from(`${clientId}:`).toString('base64')}`;
export const env = (ip = '127.0.0.1') => ({ incoming: { socket: { remoteAddress: ip } } });

export interface HarnessOptions {
  readonly adminToken?: string;
  readonly staticDir?: string;
  readonly config?: ServerConfig;
  readonly smsGateway?: SmsGateway;
  /** Operator downloads served under /downloads/ (none when absent). */
  readonly downloadsDir?: string;
}

export async function createHarness(database: TestDatabase, { config = TEST_CONFIG, ...options }: HarnessOptions = {}) {
  const opened: OpenDb = await database.open({
    key: `small seed ${TEST_NOW.toISOString()} N=${TEST_CONFIG.passwordHash.N}`,
    run: async (db) => void (await seed(db, { now: TEST_NOW, size: 'small', passwordHash: TEST_CONFIG.passwordHash })),
  });
  const clock = new TestClock(TEST_NOW.getTime());
  const audit: AuditEvent[] = [];
  const app = createApp({ db: opened.db, clock, audit: (e) => audit.push(e), config, ssoSecret: TEST_SSO_SECRET, ...options });

  /** A raw request (for other methods, content types and bodies). */
  const request = (path: string, init: RequestInit = {}, ip?: string) => app.request(path, init, env(ip));

  async function call(path: string, fields: Record<string, string | null> = {}, o: CallOptions = {}): Promise<Answer> {
    const form = new URLSearchParams();
    const all = o.meta === false ? fields : { deviceUuid: DEVICE, appVersion: APP_VERSION, ...fields };
    for (const [k, v] of Object.entries(all)) if (v !== null) form.set(k, v);
    const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', ...o.headers };
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    if (o.clientId) headers.Authorization = basic(o.clientId);
    const res = await request(`/api/v1/${path}`, { method: 'POST', headers, body: form.toString() }, o.ip);
    return { status: res.status, headers: res.headers, body: await res.json() };
  }

  const loginAnswer = (userId: string, fields: Record<string, string | null> = {}, o: CallOptions = {}) =>
    call('auth/issueAuthToken', { userId, password: 'demo1234', autoLoginYn: 'N', ...fields }, { clientId: 'eduplanner-web', ...o });

  async function login(userId: string, fields: Record<string, string | null> = {}): Promise<string> {
    const a = await loginAnswer(userId, fields);
    if (a.body.rt !== 'success') throw new Error(`login ${userId} failed: ${JSON.stringify(a.body)}`);
    return a.body.data.authToken as string;
  }

  const tokens = new Map<string, string>();
  /** A token of `userId`, logged in once per harness; forgetTokens() after logins that replaced it (same device). */
  async function as(userId: string): Promise<string> {
    const known = tokens.get(userId);
    if (known) return known;
    const token = await login(userId);
    tokens.set(userId, token);
    return token;
  }
  const forgetTokens = () => tokens.clear();

  const close = async () => {
    await app.services.sms.idle();
    await opened.close();
  };
  return { app, svc: app.services, db: opened.db, clock, audit, request, call, loginAnswer, login, as, forgetTokens, close };
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;
