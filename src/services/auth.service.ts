// Session use-cases on top of the API: sign in, restore and verify a stored session against the
// server's user info (spec 1 §4), register the push token, end the session, log out.
import { Context, Effect, Layer } from 'effect';
import { NativeBridge } from '../../bridges/contract';
import { getUserInfo, issueAuthToken, logout, setPushToken, type Session } from '../domain/login/contract';
import { UserInfoChanged } from '../domain/shared/errors';
import { changedUserField } from '../domain/shared/session';
import { Api, type ApiFailure } from './api.service';
import { AppData } from './app-data.service';
import { SessionStore, type RememberedLogin } from './session-store.service';

export interface Credentials {
  readonly userId: string;
  readonly password: string;
  readonly autoLogin: boolean;
}

export interface AuthShape {
  signIn(c: Credentials): Effect.Effect<Session, ApiFailure>;
  /** Keep the new session and the login form choices. */
  keep(session: Session, remembered: RememberedLogin): Effect.Effect<void>;
  remembered(): Effect.Effect<RememberedLogin>;
  /** The stored session if the server still accepts it and its user info is unchanged; null if none. */
  restore(): Effect.Effect<Session | null, ApiFailure | UserInfoChanged>;
  verify(session: Session): Effect.Effect<void, ApiFailure | UserInfoChanged>;
  registerPushToken(token: string): Effect.Effect<void, ApiFailure>;
  /**
   * The server ended the session (or user info changed): forget it at once (synchronously, so the next
   * call carries no token) and tell the shell in the background.
   */
  endSession(): Effect.Effect<void>;
  /**
   * Revoke the session on the server and wipe every personal piece of data on this device. The wipe
   * happens whatever the server answers; a failed revocation is still reported.
   */
  logout(): Effect.Effect<void, ApiFailure>;
}

export class Auth extends Context.Service<Auth, AuthShape>()('app/Auth') {
  static readonly layer = Layer.effect(
    Auth,
    Effect.gen(function* () {
      const api = yield* Api;
      const store = yield* SessionStore;
      const appData = yield* AppData;
      const bridge = yield* NativeBridge;

      const verify = (session: Session) =>
        Effect.gen(function* () {
          const { userInfo } = yield* api.call(getUserInfo, {});
          const field = changedUserField(session, userInfo);
          if (field !== null) return yield* new UserInfoChanged({ field });
        });

      return Auth.of({
        signIn: (c) =>
          Effect.gen(function* () {
            const pushToken = yield* appData.pushToken();
            return yield* api.call(
              issueAuthToken,
              { userId: c.userId, password: c.password, autoLoginYn: c.autoLogin ? 'Y' : 'N', ...(pushToken ? { pushToken } : {}) },
              { block: true },
            );
          }),
        keep: (session, remembered) => Effect.andThen(store.save(session), store.remember(remembered)),
        remembered: () => store.remembered(),
        restore: () =>
          Effect.gen(function* () {
            const session = store.current();
            if (session === null) return null;
            yield* verify(session);
            return session;
          }),
        verify,
        registerPushToken: (token) => Effect.asVoid(api.call(setPushToken, { pushToken: token })),
        endSession: () => Effect.andThen(store.clearSession(), Effect.asVoid(Effect.forkDetach(Effect.ignore(bridge.sessionExpired())))),
        logout: () => {
          const revoke = store.current() !== null ? Effect.asVoid(api.call(logout, {}, { block: true })) : Effect.void;
          const wipe = Effect.gen(function* () {
            yield* store.wipePersonal();
            yield* appData.clearPersonal();
            yield* bridge.sessionExpired().pipe(Effect.ignore);
          });
          return Effect.ensuring(revoke, wipe);
        },
      });
    }),
  );
}
