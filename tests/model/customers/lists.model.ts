// The save-list and saved-list models: their events, and which answer a load may give in which state
// (the lists as seeded, then without the one deleted).
import type { AnyEventObject } from 'xstate';
import type { SavedList } from '../../../src/domain/customers/contract';
import { ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';

export const TITLE = '3월 상담 고객';
/** Twelve '<' typed: ten kept, 40 bytes by the byte rule. */
export const TOO_LONG = '<'.repeat(12);
// Offline, a save is kept by the outbox (issue 18) and the sheet closes, saying it waits: a save fails by a fault only.
const FAULT = new ServerError({ rt: 'server_error', rtMsg: msg.serverError });

export const SAVE_EVENTS: AnyEventObject[] = [
  { type: 'user.changeTitle', title: TITLE },
  { type: 'user.changeTitle', title: '   ' },
  { type: 'user.changeTitle', title: TOO_LONG },
  { type: 'user.submit' },
  { type: 'user.dismissMessage' },
  { type: 'xstate.done.actor.saveList', output: { queued: false } },
  { type: 'xstate.done.actor.saveList', output: { queued: true } },
  { type: 'xstate.error.actor.saveList', error: new ServerError({ rt: 'refused', rtMsg: msg.savedListLimit }) },
  { type: 'xstate.error.actor.saveList', error: FAULT },
];
export const saveKey = (c: any) => [c.title, c.message, c.queued];

export function savedEvents(lists: readonly SavedList[]): AnyEventObject[] {
  const gone = lists[lists.length - 1];
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.loadSavedLists', output: lists },
    { type: 'xstate.error.actor.loadSavedLists', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
    { type: 'user.retry' },
    ...lists.map((l) => ({ type: 'user.openList', custListSqno: l.custListSqno })),
  ];
  if (!gone) return events;
  return [
    ...events,
    { type: 'xstate.done.actor.loadSavedLists', output: lists.filter((l) => l !== gone) },
    { type: 'user.delete', custListSqno: gone.custListSqno },
    { type: 'user.confirm' },
    { type: 'user.dismiss' },
    { type: 'xstate.done.actor.deleteSavedList' },
    { type: 'xstate.error.actor.deleteSavedList', error: FAULT },
    { type: 'user.dismissMessage' },
  ];
}

const sqnos = (ls: readonly SavedList[]) => ls.map((l) => l.custListSqno).join(',');
/** A load answers the lists the sheet holds (all of them before the first load; without the deleted one after a delete). */
export const savedAllow = (lists: readonly SavedList[]) => (s: any, e: AnyEventObject) => {
  if (e.type !== 'xstate.done.actor.loadSavedLists') return true;
  const held = s.context.lists.length === 0 ? sqnos(lists) : sqnos(s.context.lists);
  return sqnos(e.output) === held;
};
export const savedKey = (c: any) => [sqnos(c.lists), c.target, c.message];
