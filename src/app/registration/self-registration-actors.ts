// The self-registration page's actors on the Effect runtime (spec 2 §4, §7): the link's check, issuing
// and confirming the number, the save as one JSON string with its idempotency key, and the URL hash of
// the terms popup. The link's parameters go only into these calls' bodies, never into a log.
import { Effect } from 'effect';
import { fromCallback, type AnyEventObject } from 'xstate';
import { selfRegistrationMachine, type LinkCheck, type SelfSave } from '../../../machines/registration/self-registration.machine';
import { chkCustAuthInfo, issueAuthNoByCstmr, saveCustInfo, validAuthNoByCstmr } from '../../domain/registration/contract';
import { SELF_COMPLETE_PATH, SELF_EXPIRED_PATH, type SelfLink } from '../../domain/registration/pages';
import { selfTermsOf } from '../../domain/registration/self-terms';
import { kstDay } from '../../domain/shared/format';
import { Api } from '../../services/api.service';
import { Clock } from '../../services/clock.service';
import type { FromEffect } from '../flows';

/** chkCustAuthInfo, read as the page to show (spec 2 §4), with today's year (KST) for the birthdays. */
export const checkLink = ({ link }: { readonly link: SelfLink }) =>
  Effect.gen(function* () {
    const a = yield* Api.use((api) => api.call(chkCustAuthInfo, link));
    const year = Number(kstDay(yield* Clock.use((c) => c.now)).slice(0, 4));
    const page: LinkCheck['page'] = a.expiredYn === 'Y' ? 'expired' : a.athnStat === '2' || a.custDuplicateCnt > 0 ? 'complete' : 'form';
    return { page, name: a.name, phone: a.phoneNum, plannerName: a.plannerName, year } satisfies LinkCheck;
  });

export const issueNumber = ({ link, name, phone }: { readonly link: SelfLink; readonly name: string; readonly phone: string }) =>
  Api.use((api) => api.call(issueAuthNoByCstmr, { ...link, name, phoneNum: phone }));

export const confirmNumber = ({ link, code }: { readonly link: SelfLink; readonly code: string }) =>
  Api.use((api) => api.call(validAuthNoByCstmr, { ...link, athnNo: code })).pipe(Effect.asVoid);

/** The form as saveCustInfo's JSON string (spec 2 §3 save payload). */
export const saveForm = ({ link, idemKey, values: v }: SelfSave) =>
  Api.use((api) =>
    api.call(saveCustInfo, {
      jsonString: {
        ...link,
        idemKey,
        name: v.name.trim(),
        phoneNum: v.phone,
        memo: v.memo,
        marketing: v.marketing ? 'Y' : 'N',
        // The save's rules let only complete children through: name, sex and an 8-digit date.
        childs: v.children.map((c) => ({ name: c.name.trim(), sex: c.sex === 'F' ? ('F' as const) : ('M' as const), birthday: c.birthday })),
      },
    }),
  ).pipe(Effect.asVoid);

/**
 * The terms popup's URL hash: the callback actor reports every change (a terms link, the back button);
 * closing goes back over the entry a terms link added, or takes the hash off an address that came with it.
 */
export function termsHash(win: Window) {
  let pushedHere = false;
  return {
    watchHash: fromCallback<AnyEventObject, void>(({ sendBack }) => {
      const heard = () => {
        pushedHere = selfTermsOf(win.location.hash) !== null;
        sendBack({ type: 'route.hashChanged', hash: win.location.hash });
      };
      win.addEventListener('hashchange', heard);
      return () => win.removeEventListener('hashchange', heard);
    }),
    leave: () => {
      if (selfTermsOf(win.location.hash) === null) return;
      if (pushedHere) win.history.back();
      else win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
      pushedHere = false;
    },
  };
}

export function provideSelfRegistration(fromEffect: FromEffect, win: Window, go: (to: string) => void) {
  const hash = termsHash(win);
  return selfRegistrationMachine.provide({
    actors: {
      checkLink: fromEffect(checkLink),
      issueAuthNo: fromEffect(issueNumber),
      validAuthNo: fromEffect(confirmNumber),
      newIdemKey: fromEffect(() => Effect.sync((): string => win.crypto.randomUUID())),
      saveCustInfo: fromEffect(saveForm),
      watchHash: hash.watchHash,
    },
    actions: {
      leaveTermsHash: () => hash.leave(),
      showPage: (_, { page }) => go(page === 'expired' ? SELF_EXPIRED_PATH : SELF_COMPLETE_PATH),
    },
  });
}
