// The registration's actors on the Effect runtime: the screen's setup (the planner's section order, the
// interest choices, the day's remembered no-jin activity, the year in Korea), the duplicate count, the
// verification request and number, the text to the customer, and the save with its idempotency key.
import { Effect, Schema } from 'effect';
import type { RegistrationSave, RegistrationSetup } from '../../../machines/registration/registration.machine';
import type { VerificationInput } from '../../../machines/registration/registration-verification.machine';
import { chosenInterests } from '../../domain/customers/interest-info';
import { childSlotFields, filledChildren, placeNoteFor } from '../../domain/customers/customer-edit';
import { getInterestInfoList } from '../../domain/customers/sections-contract';
import { getCountForDulCheck, issueAuthNo, saveCustAthn, saveMyCstmrReg, sendAuthMMS, validAuthNo } from '../../domain/registration/contract';
import { splitPhone } from '../../domain/registration/rules';
import { DEFAULT_REG_ORDER } from '../../domain/settings/cstmr-reg-items';
import { getMyCstmrRegSetUserInfo } from '../../domain/settings/contract';
import { kstDay } from '../../domain/shared/format';
import { NetworkError } from '../../domain/shared/errors';
import { Api } from '../../services/api.service';
import { Clock } from '../../services/clock.service';
import { SessionStore } from '../../services/session-store.service';
import { uiMemoryKey } from '../../services/ui-memory.service';
import { WebStorage } from '../../services/web-storage.service';

/** The day's no-jin activity, per planner on this device (a code, nothing personal): kept across logouts. */
const DayActivity = Schema.Struct({ day: Schema.String, prensrno: Schema.String });
const activityKey = (userId: string) => `${uiMemoryKey(userId)}.regActivity`;
const userIdNow = SessionStore.use((s) => Effect.sync(() => s.current()?.userId ?? ''));

const telOf = (phone: string) => {
  const [tel1, tel2, tel3] = splitPhone(phone) ?? ['', '', ''];
  return { tel1, tel2, tel3 };
};

export const loadForm = () =>
  Effect.gen(function* () {
    const [set, interests] = yield* Effect.all(
      [Api.use((a) => a.call(getMyCstmrRegSetUserInfo, {})), Api.use((a) => a.call(getInterestInfoList, { kwkkey: '' }))],
      { concurrency: 2 },
    );
    const now = yield* Clock.use((c) => c.now);
    const today = kstDay(now);
    const userId = yield* userIdNow;
    const kept = yield* WebStorage.use((s) => Effect.sync(() => s.read('local', activityKey(userId), DayActivity)));
    const known = (code: string) => interests.custInterestInfoList.some((i) => i.prenCd === 'CRD' && i.cdVl1 === code);
    const order = set.list.length === 0 ? DEFAULT_REG_ORDER : [...set.list].sort((a, b) => a.expoSqnc - b.expoSqnc).map((i) => i.itemCd);
    return {
      order,
      items: interests.custInterestInfoList.map((i) => ({ ...i, custvalu: 'N' as const })),
      activity: kept && kept.day === today && known(kept.prensrno) ? kept.prensrno : '',
      currentYear: Number(today.slice(0, 4)),
    } satisfies RegistrationSetup;
  });

export const checkDuplicate = ({ phone }: { phone: string }) => Api.use((a) => a.call(getCountForDulCheck, telOf(phone))).pipe(Effect.map((r) => r.cnt));

/** saveCustAthn opens the request; issueAuthNo texts its number. */
export const requestAuth = ({ name, phone }: VerificationInput) =>
  Effect.gen(function* () {
    const { encSqno } = yield* Api.use((a) => a.call(saveCustAthn, { custNm: name, kwctlNo: phone }, { block: true }));
    yield* Api.use((a) => a.call(issueAuthNo, { encSqno, name, phoneNum: phone }, { block: true }));
    return { encSqno };
  });

export const reissueAuth = ({ name, phone, encSqno }: VerificationInput & { encSqno: string }) =>
  Api.use((a) => a.call(issueAuthNo, { encSqno, name, phoneNum: phone }, { block: true })).pipe(Effect.asVoid);

export const validAuth = ({ encSqno, athnNo }: { encSqno: string; athnNo: string }) =>
  Api.use((a) => a.call(validAuthNo, { encSqno, athnNo }, { block: true })).pipe(Effect.asVoid);

export const sendAuthText = ({ name, phone }: { name: string; phone: string }) =>
  Api.use((a) => a.call(sendAuthMMS, { custNm: name, kwctlNo: phone }, { block: true })).pipe(Effect.asVoid);

/** 16-64 of [A-Za-z0-9_-]: 128 random bits as hex. */
const newIdemKey = () => Effect.sync(() => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''));

/**
 * saveMyCstmrReg with a key made when the user confirmed: a network failure (the answer lost, the
 * customer perhaps registered) is sent again with the same key, which the server answers without
 * registering twice. Then the day's no-jin activity is remembered on this device.
 */
export const saveRegistration = ({ form, encSqno, agreements }: RegistrationSave) =>
  Effect.gen(function* () {
    const idemKey = yield* newIdemKey();
    const chosen = chosenInterests(form.items);
    const request = {
      encSqno,
      idemKey,
      custname: form.name.trim(),
      ...telOf(form.phone),
      custgndr: form.custgndr,
      custbrdt: form.custbrdt,
      custzpcd: form.custzpcd,
      custadr1: form.custadr1,
      custadr2: form.custadr2.trim(),
      ...childSlotFields(filledChildren(form.children).map((c) => ({ ...c, chlnnam: c.chlnnam.trim() }))),
      prensrno: form.prensrno,
      custnote: placeNoteFor(form.prensrno, form.custnote),
      infoagre: 'Y' as const,
      mrknagre: agreements.marketing ? ('Y' as const) : ('N' as const),
      memo: form.memo,
      ...(chosen.length > 0 ? { interestListJsonString: chosen } : {}),
    };
    yield* Api.use((a) => a.call(saveMyCstmrReg, request, { block: true })).pipe(
      Effect.retry({ times: 2, while: (e) => e instanceof NetworkError }),
    );
    const today = kstDay(yield* Clock.use((c) => c.now));
    const userId = yield* userIdNow;
    yield* WebStorage.use((s) => Effect.sync(() => s.write('local', activityKey(userId), DayActivity, { day: today, prensrno: form.prensrno })));
  });
