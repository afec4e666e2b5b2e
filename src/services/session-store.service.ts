// The signed-in session and the remembered login form (spec 1 §3). With auto-login the session is
// kept in local storage (survives an app restart); without it only for this run (session storage).
// Logout wipes every personal key, keeping only the remembered id when id-save is on (and the
// non-personal UI memory under `ep.ui.`, such as the medals already shown).
import { Context, Effect, Layer, Schema } from 'effect';
import { Session } from '../domain/login/contract';
import { NOTHING_REMEMBERED } from '../domain/login/login';
import { DEVICE_KEY } from './device.service';
import { LOGIN_KEY, SESSION_KEY } from './storage-keys';
import { UI_KEY_PREFIX } from './ui-memory.service';
import { WebStorage, type WebStorageShape } from './web-storage.service';

export { LOGIN_KEY, SESSION_KEY };
/** Every key this app writes starts with this; logout wipes them (but the device id, remembered id and UI memory). */
export const KEY_PREFIX = 'ep.';

export const RememberedLogin = Schema.Struct({ loginId: Schema.String, saveId: Schema.Boolean, autoLogin: Schema.Boolean });
export type RememberedLogin = typeof RememberedLogin.Type;
export const DEFAULT_REMEMBERED: RememberedLogin = NOTHING_REMEMBERED;

export interface SessionStoreShape {
  /** The session in memory, loaded from storage on first use. Sync: the API client reads the token per call. */
  current(): Session | null;
  save(session: Session): Effect.Effect<void>;
  remembered(): Effect.Effect<RememberedLogin>;
  remember(r: RememberedLogin): Effect.Effect<void>;
  /** Session ended by the server: forget the session only. */
  clearSession(): Effect.Effect<void>;
  /** Logout: forget every personal piece kept in web storage. */
  wipePersonal(): Effect.Effect<void>;
}

export function makeSessionStore(storage: WebStorageShape): SessionStoreShape {
  let cache: Session | null | undefined;
  const load = (): Session | null => storage.read('local', SESSION_KEY, Session) ?? storage.read('session', SESSION_KEY, Session);
  const clearSession = () => {
    cache = null;
    storage.remove('local', SESSION_KEY);
    storage.remove('session', SESSION_KEY);
  };
  return {
    current() {
      if (cache === undefined) cache = load();
      return cache;
    },
    save: (session) =>
      Effect.sync(() => {
        clearSession();
        cache = session;
        storage.write(session.autoLoginYn === 'Y' ? 'local' : 'session', SESSION_KEY, Session, session);
      }),
    remembered: () => Effect.sync(() => storage.read('local', LOGIN_KEY, RememberedLogin) ?? DEFAULT_REMEMBERED),
    remember: (r) => Effect.sync(() => storage.write('local', LOGIN_KEY, RememberedLogin, r.saveId ? r : { ...r, loginId: '' })),
    clearSession: () => Effect.sync(clearSession),
    wipePersonal: () =>
      Effect.sync(() => {
        const kept = storage.read('local', LOGIN_KEY, RememberedLogin);
        clearSession();
        for (const area of ['local', 'session'] as const)
          for (const key of storage.keys(area)) if (key.startsWith(KEY_PREFIX) && key !== DEVICE_KEY && !key.startsWith(UI_KEY_PREFIX)) storage.remove(area, key);
        if (kept) storage.write('local', LOGIN_KEY, RememberedLogin, kept.saveId ? kept : { ...kept, loginId: '' });
      }),
  };
}

export class SessionStore extends Context.Service<SessionStore, SessionStoreShape>()('app/SessionStore') {
  static readonly layer = Layer.effect(
    SessionStore,
    Effect.gen(function* () {
      return SessionStore.of(makeSessionStore(yield* WebStorage));
    }),
  );
}
