// UiMemory over WebStorage: medals already shown per user, kept for 12 months, schema-checked on read,
// surviving logout, and a refused write reported instead of silently lost.
import { Cause, Effect, Exit, Layer, ManagedRuntime } from 'effect';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeenMedal } from '../domain/dashboard/goals';
import { SessionStore } from './session-store.service';
import { recentMedals, UiMemory, uiMemoryKey } from './ui-memory.service';
import { memoryStorage, WebStorage, type StorageLike } from './web-storage.service';

const medal = (name: string, type: SeenMedal['type'], yyyymm: string): SeenMedal => ({ name, type, yyyymm });

let local: StorageLike;
let runtime: ManagedRuntime.ManagedRuntime<UiMemory | SessionStore, never>;
const start = (storage: StorageLike = memoryStorage()) => {
  local = storage;
  const web = WebStorage.layer({ local, session: memoryStorage() });
  runtime = ManagedRuntime.make(Layer.provide(Layer.mergeAll(UiMemory.layer, SessionStore.layer), web));
};
afterEach(async () => runtime?.dispose());

const seen = (userId: string) => runtime.runPromise(UiMemory.use((m) => m.seenMedals(userId)));
const remember = (userId: string, m: SeenMedal) => runtime.runPromiseExit(UiMemory.use((u) => u.rememberMedal(userId, m)));

describe('UiMemory', () => {
  it('remembers the medals a user closed, per user, as one JSON object', async () => {
    start();
    expect(await seen('planner01')).toEqual([]);
    expect(Exit.isSuccess(await remember('planner01', medal('소스등록', 'bronze', '202603')))).toBe(true);
    expect(Exit.isSuccess(await remember('planner01', medal('상담', 'gold', '202603')))).toBe(true);
    expect(await seen('planner01')).toEqual([medal('소스등록', 'bronze', '202603'), medal('상담', 'gold', '202603')]);
    expect(await seen('planner02')).toEqual([]);
    expect(JSON.parse(local.getItem(uiMemoryKey('planner01'))!)).toEqual({
      medals: [medal('소스등록', 'bronze', '202603'), medal('상담', 'gold', '202603')],
    });
  });

  it('stores a medal once even when remembered twice', async () => {
    start();
    await remember('planner01', medal('소스등록', 'gold', '202603'));
    await remember('planner01', medal('소스등록', 'gold', '202603'));
    expect(await seen('planner01')).toEqual([medal('소스등록', 'gold', '202603')]);
  });

  it('keeps only the last 12 months', async () => {
    start();
    await remember('planner01', medal('소스등록', 'gold', '202503'));
    await remember('planner01', medal('상담', 'silver', '202504'));
    await remember('planner01', medal('진단서비스', 'bronze', '202603'));
    expect((await seen('planner01')).map((m) => m.yyyymm)).toEqual(['202504', '202603']);
  });

  it('reads a tampered or foreign entry as nothing seen', async () => {
    start();
    local.setItem(uiMemoryKey('planner01'), '{"medals":[{"name":"소스등록","type":"platinum","yyyymm":"202603"}]}');
    expect(await seen('planner01')).toEqual([]);
    local.setItem(uiMemoryKey('planner01'), 'not json');
    expect(await seen('planner01')).toEqual([]);
    expect(Exit.isSuccess(await remember('planner01', medal('상담', 'gold', '202603')))).toBe(true);
    expect(await seen('planner01')).toEqual([medal('상담', 'gold', '202603')]);
  });

  it('fails with UiMemoryNotSaved when the storage refuses the write', async () => {
    const refusing = Object.assign(memoryStorage(), {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    start(refusing);
    const exit = await remember('planner01', medal('상담', 'gold', '202603'));
    expect(Exit.isFailure(exit) && (Cause.squash(exit.cause) as { _tag: string })._tag).toBe('UiMemoryNotSaved');
    expect(await seen('planner01')).toEqual([]);
  });

  it('survives logout, which wipes the personal keys', async () => {
    start();
    await remember('planner01', medal('소스등록', 'gold', '202603'));
    local.setItem('ep.session', '{}');
    await runtime.runPromise(SessionStore.use((s) => s.wipePersonal()));
    expect(local.getItem('ep.session')).toBeNull();
    expect(await seen('planner01')).toEqual([medal('소스등록', 'gold', '202603')]);
  });
});

describe('UiMemory: seen popups', () => {
  const seenPopups = (userId: string) => runtime.runPromise(UiMemory.use((m) => m.seenPopups(userId)));
  const rememberPopup = (userId: string, p: { sqno: number; ppupTyp: string; date: string }) =>
    runtime.runPromiseExit(UiMemory.use((u) => u.rememberPopup(userId, p)));

  it('remembers ticked popups per user beside the medals, once per popup, the latest day winning', async () => {
    start();
    await remember('planner01', medal('상담', 'gold', '202603'));
    expect(await seenPopups('planner01')).toEqual([]);
    expect(Exit.isSuccess(await rememberPopup('planner01', { sqno: 2, ppupTyp: '1', date: '2026-03-11' }))).toBe(true);
    expect(Exit.isSuccess(await rememberPopup('planner01', { sqno: 1, ppupTyp: '0', date: '2026-03-12' }))).toBe(true);
    await rememberPopup('planner01', { sqno: 1, ppupTyp: '0', date: '2026-03-12' });
    expect(await seenPopups('planner01')).toEqual([
      { sqno: 2, ppupTyp: '1', date: '2026-03-11' },
      { sqno: 1, ppupTyp: '0', date: '2026-03-12' },
    ]);
    expect(await seenPopups('planner02')).toEqual([]);
    expect(await seen('planner01')).toEqual([medal('상담', 'gold', '202603')]);
  });

  it("drops daily popups of earlier days when writing, keeps the once-only ones", async () => {
    start();
    await rememberPopup('planner01', { sqno: 1, ppupTyp: '0', date: '2026-03-11' });
    await rememberPopup('planner01', { sqno: 2, ppupTyp: '1', date: '2026-03-11' });
    await rememberPopup('planner01', { sqno: 3, ppupTyp: '0', date: '2026-03-12' });
    expect((await seenPopups('planner01')).map((p) => p.sqno)).toEqual([2, 3]);
  });

  it('reads memory written before popups existed, and reports a refused write', async () => {
    start();
    local.setItem(uiMemoryKey('planner01'), JSON.stringify({ medals: [medal('상담', 'gold', '202603')] }));
    expect(await seenPopups('planner01')).toEqual([]);
    expect(await seen('planner01')).toEqual([medal('상담', 'gold', '202603')]);
    start(
      Object.assign(memoryStorage(), {
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      }),
    );
    const exit = await rememberPopup('planner01', { sqno: 1, ppupTyp: '0', date: '2026-03-12' });
    expect(Exit.isFailure(exit) && Cause.squash(exit.cause)).toMatchObject({ _tag: 'UiMemoryNotSaved' });
  });
});

describe('recentMedals', () => {
  const month = fc.record({ y: fc.integer({ min: 2000, max: 2100 }), m: fc.integer({ min: 1, max: 12 }) }).map(({ y, m }) => `${y}${String(m).padStart(2, '0')}`);
  const index = (yyyymm: string) => Number(yyyymm.slice(0, 4)) * 12 + Number(yyyymm.slice(4)) - 1;

  it.each([
    ['202603', '202603', true],
    ['202504', '202603', true],
    ['202503', '202603', false],
    ['202512', '202601', true],
    ['202604', '202603', true],
  ])('a medal of %s is kept in %s: %s', (of, now, kept) => {
    expect(recentMedals([medal('상담', 'gold', of)], now)).toHaveLength(kept ? 1 : 0);
  });

  it('drops exactly the medals older than the 12 months ending now', () =>
    fc.assert(
      fc.property(fc.array(month, { maxLength: 20 }), month, (months, now) => {
        const kept = recentMedals(months.map((m) => medal('상담', 'gold', m)), now).map((m) => m.yyyymm);
        expect(kept).toEqual(months.filter((m) => index(now) - index(m) < 12));
      }),
    ));
});
