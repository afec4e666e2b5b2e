// Key-value storage of the web view: local (survives restarts) and session (this tab/app run only).
// Values are JSON, decoded with a Schema on read so a tampered or stale entry reads as absent.
import { Context, Layer, Result, Schema } from 'effect';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export type StorageArea = 'local' | 'session';

export interface WebStorageShape {
  read<A>(area: StorageArea, key: string, schema: Schema.Codec<A, any>): A | null;
  write<A>(area: StorageArea, key: string, schema: Schema.Codec<A, any>, value: A): void;
  remove(area: StorageArea, key: string): void;
  keys(area: StorageArea): string[];
}

/** Storage can throw (quota, private mode); the app keeps working without persistence then. */
function safely<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

export function makeWebStorage(areas: Record<StorageArea, StorageLike>): WebStorageShape {
  return {
    read(area, key, schema) {
      const raw = safely(() => areas[area].getItem(key), null);
      if (raw === null) return null;
      const parsed = safely<unknown>(() => JSON.parse(raw), undefined);
      const r = Schema.decodeUnknownResult(schema)(parsed);
      return Result.isSuccess(r) ? r.success : null;
    },
    write(area, key, schema, value) {
      safely(() => areas[area].setItem(key, JSON.stringify(Schema.encodeSync(schema)(value))), undefined);
    },
    remove(area, key) {
      safely(() => areas[area].removeItem(key), undefined);
    },
    keys(area) {
      return safely(() => {
        const s = areas[area];
        const out: string[] = [];
        for (let i = 0; i < s.length; i++) {
          const k = s.key(i);
          if (k !== null) out.push(k);
        }
        return out;
      }, []);
    },
  };
}

/** An in-memory Storage for tests and for browsers that refuse storage. */
export function memoryStorage(): StorageLike {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
    key: (i) => Array.from(m.keys())[i] ?? null,
    get length() {
      return m.size;
    },
  };
}

export class WebStorage extends Context.Service<WebStorage, WebStorageShape>()('app/WebStorage') {
  static readonly layer = (areas: Record<StorageArea, StorageLike>) => Layer.succeed(WebStorage, WebStorage.of(makeWebStorage(areas)));
  static readonly layerMemory = () => WebStorage.layer({ local: memoryStorage(), session: memoryStorage() });
}
