// Screen-access logging (logging/access) for routes flagged in the route table. A failed log call
// must never disturb the user, so failures are reported to the console only.
import { Context, Effect, Layer } from 'effect';
import { loggingAccess } from '../domain/app/contract';
import { hrefOf, type ResolvedRoute } from '../domain/app/routes';
import { Api } from './api.service';

export interface AccessLogShape {
  log(route: ResolvedRoute, origin: string): Effect.Effect<void>;
}

export class AccessLog extends Context.Service<AccessLog, AccessLogShape>()('app/AccessLog') {
  static readonly layer = Layer.effect(
    AccessLog,
    Effect.gen(function* () {
      const api = yield* Api;
      return AccessLog.of({
        log: (r, origin) =>
          api
            .call(loggingAccess, { scrnNm: r.route.pageName, scrnUrl: `${origin}${r.route.privateQuery ? r.path : hrefOf(r)}`.slice(0, 2000), path: r.route.path })
            .pipe(
              Effect.asVoid,
              Effect.catch((e) => Effect.sync(() => console.warn('[access-log] not recorded', e._tag))),
            ),
      });
    }),
  );
}
