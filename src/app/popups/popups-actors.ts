// The popups machine's actors on the Effect runtime: the open popups with what this user ticked before
// and today's KST day (device clock), one popup, and remembering a ticked close. The /popup/{sqno} page
// also sends the close back to the page that opened it (the shell's sendToParent; ignored without one).
import { Effect } from 'effect';
import { NativeBridge } from '../../../bridges/contract';
import type { RememberPopupInput, StartupPopups } from '../../../machines/popups/popups.machine';
import { popupDetail, popupList } from '../../domain/popups/contract';
import { kstDay } from '../../domain/shared/format';
import { Api } from '../../services/api.service';
import { Clock } from '../../services/clock.service';
import { UiMemory } from '../../services/ui-memory.service';
import type { FromEffect } from '../flows';

export const loadStartupPopups = ({ userId }: { readonly userId: string }) =>
  Effect.all({
    list: Api.use((a) => a.call(popupList, {})).pipe(Effect.map((r) => r.list)),
    seen: UiMemory.use((m) => m.seenPopups(userId)),
    today: Clock.use((c) => c.now).pipe(Effect.map(kstDay)),
  }) satisfies Effect.Effect<StartupPopups, unknown, unknown>;

export const loadPopup = ({ sqno }: { readonly sqno: number }) => Api.use((a) => a.call(popupDetail, { sqno }));

export const rememberPopup = (tellParent: boolean) => ({ userId, ...p }: RememberPopupInput) =>
  Effect.gen(function* () {
    const seen = { sqno: p.sqno, ppupTyp: p.ppupTyp, date: kstDay(yield* Clock.use((c) => c.now)) };
    if (tellParent) yield* Effect.ignore(NativeBridge.use((b) => b.sendToParent({ type: 'popupSeen', ...seen })));
    yield* UiMemory.use((m) => m.rememberPopup(userId, seen));
  });

/** On app start (a child of the signed-in app) and on the /popup/{sqno} page, which also tells its opener. */
export const popupActors = (fromEffect: FromEffect, page: boolean) => ({
  loadPopups: fromEffect(loadStartupPopups),
  loadPopup: fromEffect(loadPopup),
  rememberPopup: fromEffect(rememberPopup(page)),
});
