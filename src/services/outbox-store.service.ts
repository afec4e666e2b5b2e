// The outbox's durable store (issue 18): entries per user in IndexedDB (database eduplanner-outbox, one object
// store keyed by the entry's id, an index on [userId, createdAt]) in browsers; in memory where there is no
// IndexedDB (tests, jsdom) or it cannot be opened (private mode), and then it says so (`durability`), so the
// indicator can tell that saves are not kept across a reload. Entries read back are decoded with Schema.
import { Context, Data, Effect, Layer, Result, Schema } from 'effect';
import { OutboxEntrySchema, type OutboxEntry } from '../domain/outbox/rules';

export const OUTBOX_DB = 'eduplanner-outbox';
const STORE = 'entries';
const BY_USER = 'byUser';

export type Durability = 'indexeddb' | 'memory';

export class OutboxStoreFailed extends Data.TaggedError('OutboxStoreFailed')<{ readonly detail: string }> {}

/** The store as promises: IndexedDB or memory. */
interface Backend {
  list(userId: string): Promise<unknown[]>;
  get(id: string): Promise<unknown>;
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
}

export function memoryBackend(): Backend {
  const rows = new Map<string, OutboxEntry>();
  return {
    list: async (userId) => [...rows.values()].filter((e) => e.userId === userId),
    get: async (id) => rows.get(id),
    put: async (e) => void rows.set(e.id, structuredClone(e)),
    delete: async (id) => void rows.delete(id),
  };
}

const done = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  const req = factory.open(OUTBOX_DB, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex(BY_USER, ['userId', 'createdAt']);
  return done(req);
}

function idbBackend(db: IDBDatabase): Backend {
  const store = (mode: IDBTransactionMode) => db.transaction(STORE, mode).objectStore(STORE);
  return {
    list: (userId) => done(store('readonly').index(BY_USER).getAll(IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]))),
    get: (id) => done(store('readonly').get(id)),
    put: (e) => done(store('readwrite').put(e)).then(() => undefined),
    delete: (id) => done(store('readwrite').delete(id)).then(() => undefined),
  };
}

export interface OutboxStoreShape {
  /** Where entries live; known after the first use (opening may fall back to memory). */
  readonly durability: Effect.Effect<Durability>;
  /** A user's entries, oldest first. */
  list(userId: string): Effect.Effect<OutboxEntry[], OutboxStoreFailed>;
  put(entry: OutboxEntry): Effect.Effect<void, OutboxStoreFailed>;
  /** Changes a stored entry; null when there is none. */
  update(id: string, change: (e: OutboxEntry) => OutboxEntry): Effect.Effect<OutboxEntry | null, OutboxStoreFailed>;
  delete(id: string): Effect.Effect<void, OutboxStoreFailed>;
}

const decode = (row: unknown): OutboxEntry | null => {
  const r = Schema.decodeUnknownResult(OutboxEntrySchema)(row);
  return Result.isSuccess(r) ? { ...r.success, theirs: r.success.theirs ?? null } : null;
};

/** The store over IndexedDB when `factory` opens, else over memory. */
export function makeOutboxStore(factory: IDBFactory | undefined): OutboxStoreShape {
  let kind: Durability = 'memory';
  let backend: Promise<Backend> | null = null;
  const ready = () =>
    (backend ??= factory
      ? // A browser that forbids IndexedDB may throw from open() itself, not only fail the request.
        Promise.resolve(factory).then(openDb).then(
          (db) => ((kind = 'indexeddb'), idbBackend(db)),
          () => memoryBackend(),
        )
      : Promise.resolve(memoryBackend()));
  const use = <A>(what: string, f: (b: Backend) => Promise<A>) =>
    Effect.tryPromise({ try: () => ready().then(f), catch: (e) => new OutboxStoreFailed({ detail: `${what}: ${String(e)}` }) });

  return {
    durability: Effect.promise(() => ready().then(() => kind)),
    list: (userId) =>
      use('list', (b) => b.list(userId)).pipe(
        Effect.map((rows) => rows.map(decode).filter((e): e is OutboxEntry => e !== null).sort((a, b) => a.createdAt - b.createdAt)),
      ),
    put: (entry) => use('put', (b) => b.put(entry)),
    update: (id, change) =>
      use('update', async (b) => {
        const found = decode(await b.get(id));
        if (!found) return null;
        const next = change(found);
        await b.put(next);
        return next;
      }),
    delete: (id) => use('delete', (b) => b.delete(id)),
  };
}

export class OutboxStore extends Context.Service<OutboxStore, OutboxStoreShape>()('app/OutboxStore') {
  /** The browser's IndexedDB (absent under jsdom and in some private modes: memory then). */
  static readonly layer = (factory: IDBFactory | undefined) => Layer.sync(OutboxStore, () => OutboxStore.of(makeOutboxStore(factory)));
  static readonly layerMemory = Layer.sync(OutboxStore, () => OutboxStore.of(makeOutboxStore(undefined)));
}
