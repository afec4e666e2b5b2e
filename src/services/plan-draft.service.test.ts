import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, type PlanDraft } from '../domain/plan-map/draft';
import { makePlanDraft, planDraftKey } from './plan-draft.service';
import { makeSessionStore } from './session-store.service';
import { makeWebStorage, memoryStorage } from './web-storage.service';

const draft: PlanDraft = {
  customer: { kwkkey: 'K1', custDiv: '2', custNm: '이고객', chlnKwkey: '', chlnNm: '', targetId: 'planner01' },
  products: [{ salecdSqno: 1001, prchCnt: 2, dcYn: 'N' }],
};

describe('PlanDraftStore', () => {
  const setup = () => {
    const session = memoryStorage();
    const storage = makeWebStorage({ local: memoryStorage(), session });
    return { session, storage, store: makePlanDraft(storage) };
  };
  it('keeps a draft per user in session storage until cleared', () => {
    const { session, store } = setup();
    Effect.runSync(store.write('planner01', draft));
    expect(Effect.runSync(store.read('planner01'))).toEqual(draft);
    expect(Effect.runSync(store.read('planner02'))).toEqual(EMPTY_DRAFT);
    expect(session.getItem(planDraftKey('planner01'))).not.toBeNull();
    Effect.runSync(store.clear('planner01'));
    expect(Effect.runSync(store.read('planner01'))).toEqual(EMPTY_DRAFT);
  });
  it('a tampered entry reads as no draft', () => {
    const { session, store } = setup();
    session.setItem(planDraftKey('planner01'), JSON.stringify({ customer: null, products: [{ salecdSqno: 1, prchCnt: 99, dcYn: 'N' }] }));
    expect(Effect.runSync(store.read('planner01'))).toEqual(EMPTY_DRAFT);
  });
  it('goes with logout: the session store wipes it with the other personal entries', () => {
    const { storage, store } = setup();
    Effect.runSync(store.write('planner01', draft));
    Effect.runSync(makeSessionStore(storage).wipePersonal());
    expect(Effect.runSync(store.read('planner01'))).toEqual(EMPTY_DRAFT);
  });
});
