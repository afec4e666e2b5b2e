// @vitest-environment node
// A started server hands out links to where it really answers: without EDUPLANNER_PUBLIC_ORIGIN, the
// QR page's sign-up link and the business card's SMS link carry the origin it listens on (port 0: the
// port the system chose), and following the sign-up link opens the Korean landing page there. With
// EDUPLANNER_PUBLIC_ORIGIN set, that origin wins. Request headers never decide it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { msg } from '../src/domain/messages';
import { openDb } from './db/client';
import { businessCards, smsOutbox } from './db/schema';
import { type RunningServer, startServer } from './start';
import { migratedPgliteImage } from './test-support/databases';

/** Each test starts a real server (database, small seed, real password cost): slow on a busy machine. */
const START_TIMEOUT_MS = 60_000;

const META = { deviceUuid: 'start-test-device', appVersion: '2.1.0' };

async function call(server: RunningServer, path: string, fields: Record<string, string>, auth: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: auth, ...headers },
    body: new URLSearchParams({ ...META, ...fields }).toString(),
  });
  const body = (await res.json()) as { rt: string; data: any };
  expect(body.rt, path).toBe('success');
  return body.data;
}

/** The QR link and the SMS card link planner01 gets from the running server. */
async function linksOf(server: RunningServer) {
  const login = await call(server, 'auth/issueAuthToken', { userId: 'planner01', password: 'demo1234', autoLoginYn: 'N' }, `Basic ${Buffer.from('eduplanner-web:').toString('base64')}`);
  const bearer = `Bearer ${login.authToken}`;
  // A forged Host or Origin changes nothing.
  const forged = { 'X-Forwarded-Host': 'evil.example', Origin: 'https://evil.example' };
  const qr = (await call(server, 'qr/signUpLink', {}, bearer, forged)).url as string;
  await call(server, 'sendProfile', { telNo: '01012345678' }, bearer, forged);
  const db = server.database.db;
  const [row] = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
  const [card] = await db.select().from(businessCards).where(eq(businessCards.userid, 'planner01'));
  return { qr, sms: row!.body, cardPath: `/card/${card!.token}` };
}

describe('the public origin of a started server', () => {
  let server: RunningServer | null = null;
  let dataDir = '';
  const saved = process.env.EDUPLANNER_PUBLIC_ORIGIN;
  const start = async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ep-origin-'));
    // Skip initdb: the data directory starts from the migrated image, as if a server had run once.
    await (await openDb(join(dataDir, 'pg'), { pgliteImage: await migratedPgliteImage() })).close();
    server = await startServer({ dataDir, staticDir: join(dataDir, 'dist'), port: 0, host: '127.0.0.1', seedSize: 'small', audit: () => {} });
    return server;
  };
  afterEach(async () => {
    await server?.close();
    server = null;
    rmSync(dataDir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.EDUPLANNER_PUBLIC_ORIGIN;
    else process.env.EDUPLANNER_PUBLIC_ORIGIN = saved;
  });

  it('is the origin it listens on when EDUPLANNER_PUBLIC_ORIGIN is unset, and the links lead to real pages there', async () => {
    delete process.env.EDUPLANNER_PUBLIC_ORIGIN;
    const s = await start();
    expect(s.port).toBeGreaterThan(0);
    const origin = `http://127.0.0.1:${s.port}`;
    expect(s.publicOrigin).toBe(origin);
    const { qr, sms, cardPath } = await linksOf(s);
    expect(qr).toMatch(new RegExp(`^${origin.replace(/\./g, '\\.')}/join/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{22}$`));
    expect(sms).toContain(`${origin}${cardPath}`);
    const landing = await fetch(qr);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain(msg.joinPreparing);
    expect((await fetch(`${origin}${cardPath}`)).status).toBe(200);
  }, START_TIMEOUT_MS);

  it('is EDUPLANNER_PUBLIC_ORIGIN when set', async () => {
    process.env.EDUPLANNER_PUBLIC_ORIGIN = 'https://ep.example.co.kr/';
    const s = await start();
    expect(s.publicOrigin).toBe('https://ep.example.co.kr');
    const { qr, sms, cardPath } = await linksOf(s);
    expect(qr.startsWith('https://ep.example.co.kr/join/')).toBe(true);
    expect(sms).toContain(`https://ep.example.co.kr${cardPath}`);
  }, START_TIMEOUT_MS);
});
