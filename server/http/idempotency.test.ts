// @vitest-environment node
// Idempotency keys (server/http/idempotency.ts, docs/api.md "Idempotency-Key") on every mutation call, on each
// database: with one key, a repeat and a concurrent duplicate get the first answer and add no second effect
// (the database's fingerprint, SMS outbox included); another body or another user is refused; an invalid key
// is refused; a transient fault frees the key; after 24 h the key is free again. Plus bodyHash and keyOf.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { msg } from '../../src/domain/messages';
import { API_CALLS } from '../areas';
import { rowsOf } from '../lib/rows';
import { TEST_DATABASES, type TestDatabase } from '../test-support/databases';
import { changedTables, effectOf, type Fingerprint, fingerprinter } from '../test-support/fingerprint';
import { createHarness, type Harness, TEST_NOW } from '../test-support/harness';
import { addTwins, answerOf, faultyDispatcher, REPLAYED_HEADER, sendKeyed, twinOf } from '../test-support/keyed-calls';
import { callerOf, callerOptions, fillValidPayloads, validPayload } from '../test-support/valid-payloads';
import { CallRefusal } from './envelope';
import { bodyHash, IDEMPOTENCY_STALE_MS, IDEMPOTENCY_TTL_MS, keyOf } from './idempotency';

/** Login (auth basic) is left out: its answer, a session token, is never stored (tested below). */
const MUTATIONS = API_CALLS.filter((c) => c.def.mutation && c.def.auth !== 'basic').map((c) => ({ path: c.def.path, auth: c.def.auth }));
const SIGNED_IN = new Set(['session', 'optional']);
/**
 * Logout ends the session its repeat comes with, and authentication comes before the key: a repeat that arrives
 * after the first is answered session_expired (the outcome the user asked for) instead of the first answer.
 */
const ENDS_SESSION: ReadonlySet<string> = new Set(['auth/logout']);
const SESSION_EXPIRED = { status: 401, body: { rt: 'session_expired', rtMsg: msg.sessionExpired } };

describe('bodyHash', () => {
  it("ignores the client's meta fields", () => {
    expect(bodyHash({ a: '1', deviceUuid: 'dev-1', appVersion: '2.0.0' })).toBe(bodyHash({ a: '1', deviceUuid: 'dev-2', appVersion: '2.1.0' }));
    expect(bodyHash({ a: '1', deviceUuid: 'dev-1' })).toBe(bodyHash({ a: '1' }));
  });

  it('does not depend on the order of the fields', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), fc.integer(), (fields, seed) => {
        const entries = Object.entries(fields);
        const shuffled = entries.map((e, i) => ({ e, k: (i * 7919 + seed) % (entries.length + 1) })).sort((x, y) => x.k - y.k);
        expect(bodyHash(Object.fromEntries(shuffled.map((s) => s.e)))).toBe(bodyHash(fields));
      }),
    );
  });

  // Pairs that a plain concatenation of names and values would confuse.
  it.each([
    [{ a: 'b=c' }, { 'a=b': 'c' }],
    [{ ab: 'c' }, { a: 'bc' }],
    [{ a: '1\n1:b=1:2' }, { a: '1', b: '2' }],
    [{ a: '' }, {}],
    [{ a: '', b: '' }, { a: '' }],
    [{ a: 'x', b: 'y' }, { a: 'y', b: 'x' }],
  ])('tells %j from %j', (x, y) => expect(bodyHash(x)).not.toBe(bodyHash(y)));

  it('tells any two different sets of fields apart', () => {
    const fields = fc.dictionary(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }));
    fc.assert(
      fc.property(fields, fields, (x, y) => {
        fc.pre(JSON.stringify(Object.entries(x).sort()) !== JSON.stringify(Object.entries(y).sort()));
        expect(bodyHash(x)).not.toBe(bodyHash(y));
      }),
    );
  });
});

const refusalOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof CallRefusal) return { rt: e.rt, rtMsg: e.rtMsg };
    throw e;
  }
  return null;
};

describe('keyOf', () => {
  it('takes a key of 16-100 letters, digits, - and _; none when the header is absent or empty', () => {
    expect(keyOf(undefined)).toBeNull();
    expect(keyOf('')).toBeNull();
    for (const key of [randomUUID(), 'a'.repeat(16), `${'A1_-'.repeat(25)}`]) expect(keyOf(key)).toBe(key);
    for (const bad of ['a'.repeat(15), 'a'.repeat(101), 'not a key at all!', `${randomUUID()} `, '키'.repeat(20)])
      expect(refusalOf(() => keyOf(bad)), bad).toEqual({ rt: 'bad_request', rtMsg: msg.idempotencyKeyInvalid });
  });
});

/** A harness with the valid payloads filled in and every caller's twin, so each one starts from the same rows. */
async function prepared(database: TestDatabase) {
  const h = await createHarness(database);
  await fillValidPayloads(h);
  await addTwins(h, MUTATIONS.map((m) => callerOf(m.path)));
  return { h, fingerprint: await fingerprinter(h) };
}

describe.each(TEST_DATABASES)('idempotency keys of every mutation on $name', (database) => {
  /** What one keyless run of each call did (rows gained per changed table), in MUTATIONS order from the same start. */
  const once = new Map<string, Record<string, number>>();

  describe('without a key (the effect of one run)', () => {
    let h: Harness;
    let fingerprint: () => Promise<Fingerprint>;
    beforeAll(async () => ({ h, fingerprint } = await prepared(database)));
    afterAll(() => h.close());

    it.each(MUTATIONS)('$path runs as before', async ({ path, auth }) => {
      const options = await callerOptions(h, path, auth);
      const before = await fingerprint();
      const a = await h.call(path, validPayload(path), options);
      expect([a.status, a.body.rt, a.headers.get(REPLAYED_HEADER)]).toEqual([200, 'success', null]);
      once.set(path, effectOf(before, await fingerprint()));
    });

    it('reads ignore the header, a key or an invalid one', async () => {
      const token = await h.login('planner01');
      for (const key of [randomUUID(), randomUUID(), 'not a key!'])
        expect((await sendKeyed(h, 'getUserInfo', {}, { token }, key)).body.rt).toBe('success');
    });
  });

  describe('one key sent again: the first answer, no second effect', () => {
    let h: Harness;
    let fingerprint: () => Promise<Fingerprint>;
    let faulty: ReturnType<typeof faultyDispatcher>;
    beforeAll(async () => {
      ({ h, fingerprint } = await prepared(database));
      faulty = faultyDispatcher(h, API_CALLS);
    });
    afterAll(() => h.close());

    it.each(MUTATIONS)('$path', async ({ path, auth }) => {
      const fields = validPayload(path);
      const options = await callerOptions(h, path, auth);
      const key = randomUUID();
      const start = await fingerprint();
      const unchangedSince = async (f: Fingerprint) => expect(changedTables(f, await fingerprint())).toEqual([]);

      const invalid = await sendKeyed(h, path, fields, options, 'not a key!');
      expect(answerOf(invalid)).toEqual({ status: 400, body: { rt: 'bad_request', rtMsg: msg.idempotencyKeyInvalid } });
      // A fault after the key was claimed lets it go, so the retry below runs.
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      const fault = await faulty(path, fields, options, key).finally(() => stderr.mockRestore());
      expect(answerOf(fault)).toEqual({ status: 500, body: { rt: 'server_error', rtMsg: msg.serverError } });
      await unchangedSince(start);

      const first = await sendKeyed(h, path, fields, options, key);
      expect([first.status, first.body.rt, first.headers.get(REPLAYED_HEADER)]).toEqual([200, 'success', null]);
      const after = await fingerprint();
      expect(effectOf(start, after)).toEqual(once.get(path));

      const again = await sendKeyed(h, path, fields, options, key);
      const repeat = ENDS_SESSION.has(path) ? SESSION_EXPIRED : answerOf(first);
      expect(answerOf(again)).toEqual(repeat);
      if (!ENDS_SESSION.has(path)) expect([again.headers.get(REPLAYED_HEADER), again.headers.get('cache-control')]).toEqual(['true', 'no-store']);
      // The app's own fields may differ in a retry (an update in between).
      expect(answerOf(await sendKeyed(h, path, { ...fields, appVersion: '9.9.9' }, options, key))).toEqual(repeat);
      await unchangedSince(after);

      const reused = { status: 400, body: { rt: 'bad_request', rtMsg: msg.idempotencyKeyReused } };
      expect(answerOf(await sendKeyed(h, path, { ...fields, another: 'field' }, options, key))).toEqual(ENDS_SESSION.has(path) ? SESSION_EXPIRED : reused);
      await unchangedSince(after);
      if (SIGNED_IN.has(auth)) {
        const twin = await callerOptions(h, path, auth, twinOf(callerOf(path)));
        const signedIn = await fingerprint();
        expect(answerOf(await sendKeyed(h, path, fields, twin, key))).toEqual(reused);
        await unchangedSince(signedIn);
      }
    });

    it('refuses a key reused on another call', async () => {
      const token = await h.login('planner01');
      const key = randomUUID();
      expect((await sendKeyed(h, 'setPushToken', { pushToken: 'fcm-k' }, { token }, key)).body.rt).toBe('success');
      expect(answerOf(await sendKeyed(h, 'set/saveNotificationSetUserInfo', validPayload('set/saveNotificationSetUserInfo'), { token }, key))).toEqual({
        status: 400,
        body: { rt: 'bad_request', rtMsg: msg.idempotencyKeyReused },
      });
    });
  });

  describe('one key sent twice at once: one run, one effect', () => {
    let h: Harness;
    let fingerprint: () => Promise<Fingerprint>;
    beforeAll(async () => ({ h, fingerprint } = await prepared(database)));
    afterAll(() => h.close());

    it.each(MUTATIONS)('$path', async ({ path, auth }) => {
      const fields = validPayload(path);
      const options = await callerOptions(h, path, auth);
      const key = randomUUID();
      const before = await fingerprint();
      const both = await Promise.all([sendKeyed(h, path, fields, options, key), sendKeyed(h, path, fields, options, key)]);
      const [ran, other] = both[0].headers.get(REPLAYED_HEADER) === null ? both : [both[1], both[0]];
      expect([ran.status, ran.body.rt, ran.headers.get(REPLAYED_HEADER)]).toEqual([200, 'success', null]);
      if (ENDS_SESSION.has(path) && other.headers.get(REPLAYED_HEADER) === null) expect(answerOf(other)).toEqual(SESSION_EXPIRED);
      else expect([answerOf(other), other.headers.get(REPLAYED_HEADER)]).toEqual([answerOf(ran), 'true']);
      expect(effectOf(before, await fingerprint())).toEqual(once.get(path));
    });

    // The fingerprint sees a second effect: the same pair without a key texts twice.
    it('without a key, the same two requests at once run twice', async () => {
      const path = 'myCstmr/sendSms';
      const options = await callerOptions(h, path, 'session');
      const before = await fingerprint();
      await Promise.all([h.call(path, validPayload(path), options), h.call(path, validPayload(path), options)]);
      expect(effectOf(before, await fingerprint()).sms_outbox).toBe(2 * once.get(path)!.sms_outbox!);
    });
  });

  describe('login and keys of requests that died', () => {
    let h: Harness;
    beforeAll(async () => ({ h } = await prepared(database)));
    afterAll(() => h.close());
    const keyRows = (key: string) => rowsOf<{ answer: string | null }>(h.db, sql`select answer from idempotency_keys where key = ${key}`);

    it('a login with a key keeps nothing: its answer is a session token (a repeat makes another session)', async () => {
      const key = randomUUID();
      const login = () => sendKeyed(h, 'auth/issueAuthToken', { userId: 'planner02', password: 'demo1234', autoLoginYn: 'N' }, { clientId: 'eduplanner-web' }, key);
      const [first, second] = [await login(), await login()];
      expect([first.body.rt, second.body.rt, second.headers.get(REPLAYED_HEADER)]).toEqual(['success', 'success', null]);
      expect(second.body.data.authToken).not.toBe(first.body.data.authToken);
      expect(await keyRows(key)).toEqual([]);
    });

    it('a key claimed without an answer for over 2 minutes (its process died) is claimed again by a repeat', async () => {
      const path = 'set/saveNotificationSetUserInfo';
      const options = await callerOptions(h, path, 'session');
      const fields = validPayload(path);
      const key = randomUUID();
      const hash = bodyHash(fields);
      const userid = callerOf(path);
      const claimedAt = new Date(TEST_NOW.getTime() - IDEMPOTENCY_STALE_MS - 1000);
      await h.db.execute(sql`insert into idempotency_keys (key, userid, path, body_hash, created_at) values (${key}, ${userid}, ${path}, ${hash}, ${claimedAt})`);
      const a = await sendKeyed(h, path, fields, options, key);
      expect([a.status, a.body.rt, a.headers.get(REPLAYED_HEADER)]).toEqual([200, 'success', null]);
      expect((await keyRows(key)).map((r) => r.answer !== null)).toEqual([true]);
    });
  });

  describe('after 24 h the key is free again', () => {
    let h: Harness;
    beforeAll(async () => ({ h } = await prepared(database)));
    afterAll(() => h.close());

    it.each(MUTATIONS)('$path', async ({ path, auth }) => {
      const fields = validPayload(path);
      const key = randomUUID();
      const at = async (ms: number) => {
        h.clock.set(new Date(TEST_NOW.getTime() + ms));
        return sendKeyed(h, path, fields, await callerOptions(h, path, auth), key);
      };
      try {
        const first = await at(0);
        expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
        const kept = await at(IDEMPOTENCY_TTL_MS - 1000);
        expect([answerOf(kept), kept.headers.get(REPLAYED_HEADER)]).toEqual([answerOf(first), 'true']);
        const later = await at(IDEMPOTENCY_TTL_MS + 1000);
        expect(later.headers.get(REPLAYED_HEADER)).toBeNull();
        // Claimed anew at the later time (whatever the call answers a second time).
        const rows = await rowsOf<{ createdAt: string }>(h.db, sql`select created_at as "createdAt" from idempotency_keys where key = ${key}`);
        expect(rows.map((r) => new Date(r.createdAt).getTime())).toEqual([TEST_NOW.getTime() + IDEMPOTENCY_TTL_MS + 1000]);
      } finally {
        h.clock.set(TEST_NOW);
      }
    });
  });
});
