// What the UI remembers per user across visits and logouts (spec 1 §3 "Medals shown", "Seen popups"):
// non-personal, so it lives under `ep.ui.<userId>` in local storage, which logout keeps. One
// schema-checked JSON object per user; medals older than 12 months and daily popups of earlier days are
// dropped on each write.
import { Context, Data, Effect, Layer, Schema } from 'effect';
import type { SeenMedal } from '../domain/dashboard/goals';
import { keptSeenPopups, type SeenPopup } from '../domain/popups/popups';
import { WebStorage, type WebStorageShape } from './web-storage.service';

/** Keys under this prefix survive logout (SessionStore.wipePersonal). */
export const UI_KEY_PREFIX = 'ep.ui.';
export const uiMemoryKey = (userId: string) => `${UI_KEY_PREFIX}${userId}`;

const SeenMedalSchema = Schema.Struct({
  name: Schema.String,
  type: Schema.Literals(['gold', 'silver', 'bronze']),
  yyyymm: Schema.String.check(Schema.isPattern(/^\d{4}(0[1-9]|1[0-2])$/)),
});
const SeenPopupSchema = Schema.Struct({
  sqno: Schema.Int,
  ppupTyp: Schema.String,
  date: Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/)),
});
/** `popups` arrived after `medals`: optional, so memory written before it still reads. */
export const UiMemoryData = Schema.Struct({ medals: Schema.Array(SeenMedalSchema), popups: Schema.optionalKey(Schema.Array(SeenPopupSchema)) });
export type UiMemoryData = typeof UiMemoryData.Type;

const EMPTY: UiMemoryData = { medals: [] };
const KEPT_MONTHS = 12;

/** Storage refused the write (quota, private mode): the caller may go on without it. */
export class UiMemoryNotSaved extends Data.TaggedError('UiMemoryNotSaved')<{ readonly key: string }> {}

const monthIndex = (yyyymm: string) => Number(yyyymm.slice(0, 4)) * 12 + Number(yyyymm.slice(4, 6)) - 1;

/** Drops medals older than the 12 months ending with `yyyymm` (they can never show again); a later
 * month (the device clock was set back) is kept. */
export const recentMedals = (medals: readonly SeenMedal[], yyyymm: string): SeenMedal[] =>
  medals.filter((m) => monthIndex(yyyymm) - monthIndex(m.yyyymm) < KEPT_MONTHS);

const same = (a: SeenMedal, b: SeenMedal) => a.name === b.name && a.type === b.type && a.yyyymm === b.yyyymm;

export interface UiMemoryShape {
  seenMedals(userId: string): Effect.Effect<readonly SeenMedal[]>;
  rememberMedal(userId: string, medal: SeenMedal): Effect.Effect<void, UiMemoryNotSaved>;
  seenPopups(userId: string): Effect.Effect<readonly SeenPopup[]>;
  /** `popup.date` is today: daily entries of other days are dropped with this write. */
  rememberPopup(userId: string, popup: SeenPopup): Effect.Effect<void, UiMemoryNotSaved>;
}

export function makeUiMemory(storage: WebStorageShape): UiMemoryShape {
  const read = (userId: string) => storage.read('local', uiMemoryKey(userId), UiMemoryData) ?? EMPTY;
  return {
    seenMedals: (userId) => Effect.sync(() => read(userId).medals),
    rememberMedal: (userId, medal) =>
      Effect.suspend(() => {
        const key = uiMemoryKey(userId);
        const before = read(userId);
        const medals = [...recentMedals(before.medals, medal.yyyymm).filter((m) => !same(m, medal)), medal];
        storage.write('local', key, UiMemoryData, { ...before, medals });
        // WebStorage swallows a refused write; reading it back tells whether the medal is kept.
        return read(userId).medals.some((m) => same(m, medal)) ? Effect.void : Effect.fail(new UiMemoryNotSaved({ key }));
      }),
    seenPopups: (userId) => Effect.sync(() => read(userId).popups ?? []),
    rememberPopup: (userId, popup) =>
      Effect.suspend(() => {
        const key = uiMemoryKey(userId);
        const before = read(userId);
        const popups = [...keptSeenPopups(before.popups ?? [], popup.date).filter((p) => p.sqno !== popup.sqno), popup];
        storage.write('local', key, UiMemoryData, { ...before, popups });
        const kept = (read(userId).popups ?? []).some((p) => p.sqno === popup.sqno && p.date === popup.date && p.ppupTyp === popup.ppupTyp);
        return kept ? Effect.void : Effect.fail(new UiMemoryNotSaved({ key }));
      }),
  };
}

export class UiMemory extends Context.Service<UiMemory, UiMemoryShape>()('app/UiMemory') {
  static readonly layer = Layer.effect(
    UiMemory,
    Effect.gen(function* () {
      return UiMemory.of(makeUiMemory(yield* WebStorage));
    }),
  );
}
