// What the member detail's rendered model tests share: a member of the branch head's organisation picked
// from the seed, the caller's memos about them put in place before each path (the seed has none), the
// server's own answers read as the caller (the expected values), and a held call answered as a path says.
import { eq } from 'drizzle-orm';
import type { AnyEventObject } from 'xstate';
import { orgMemos, users } from '../../../server/db/schema';
import type { Harness } from '../../../server/test-support/harness';
import type { HeldRequest } from '../../support/http-gate';
import { installFakeShell } from '../../../bridges/fake/fake-shell';
import { testAppRuntime } from '../../support/app-runtime';
import { serverFetch } from '../../support/server-fetch';
import type { SectionWorld } from '../customers/section-world';
import { answerHeld } from '../../support/answer-held';

export const VIEWER = 'branch01';
/** The seed's month (TEST_NOW). */
export const SEED_MONTH = '202603';

export async function staffRow(h: Harness, userid: string) {
  const [row] = await h.db.select().from(users).where(eq(users.userid, userid));
  if (!row) throw new Error(`no seeded user ${userid}`);
  return row;
}

/** Numbers of the memos put in place: far above those the server gives new memos, so each path starts alike. */
const FIRST_PUT = 900;

/** Only the caller's memos about the target, oldest first in `texts` (so the last is the newest): their numbers. */
export async function putMemos(h: Harness, author: string, target: string, texts: readonly string[]): Promise<number[]> {
  await h.db.delete(orgMemos);
  const out: number[] = [];
  for (const [i, cntn] of texts.entries()) {
    const at = new Date(Date.UTC(2026, 2, 1 + i, 1, 30));
    const [row] = await h.db
      .insert(orgMemos)
      .values({ sqno: FIRST_PUT + i, authorUserid: author, targetUserid: target, cntn, crtnDttm: at, updtDttm: at })
      .returning({ sqno: orgMemos.sqno });
    out.push(row!.sqno);
  }
  return out;
}

export const memoRows = (h: Harness) => h.db.select().from(orgMemos).orderBy(orgMemos.sqno);

/** The call `path` (group/name) as `userid`: its envelope. */
export async function answerOf(h: Harness, userid: string, path: string, fields: Record<string, string>) {
  return (await h.call(path, fields, { token: await h.as(userid) })).body as { rt: string; rtMsg?: string; data?: any };
}

export async function dataOf(h: Harness, userid: string, path: string, fields: Record<string, string>) {
  const body = await answerOf(h, userid, path, fields);
  if (body.rt !== 'success') throw new Error(`${path} for ${userid}: ${JSON.stringify(body)}`);
  return body.data;
}

/** Answers the held call `name` (group/name) as the path's done or error event says: forwarded, failed offline, or refused. */
export function answerer(w: SectionWorld) {
  return async (name: string, e: AnyEventObject, check?: (req: HeldRequest) => void) => {
    const req = await w.take(name);
    check?.(req);
    return (await answerHeld(w.server.forward, req, e))?.data ?? null;
  };
}

/** Signed in as `userid` inside the fake Android shell, the calls `held` (group/name, or a bare name) held for the path to answer. */
export async function memberWorld(h: Harness, o: { userid: string; held: readonly string[]; device: string }): Promise<SectionWorld> {
  localStorage.clear();
  const login = await h.loginAnswer(o.userid, { autoLoginYn: 'Y' });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  const shell = installFakeShell({ platform: 'AND', answerDelayMs: 0 });
  const pathOf = (name: string) => `/api/v1/${name}`;
  const held = o.held.map(pathOf);
  const server = serverFetch(h, (p) => held.includes(p));
  const runtime = testAppRuntime(server.fetch, o.device);
  return {
    server,
    runtime,
    shell,
    take: (name) => server.gate.take((r) => r.path === pathOf(name), name),
    stop: async () => {
      await runtime.dispose();
      shell.uninstall();
    },
  };
}
