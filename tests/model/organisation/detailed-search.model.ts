// The organisation detail search's model: opened with the list's codes (1급, 1차월), codes checked in every
// group, 초기화, 검색 and 닫기, and the finish the popup's shell or the list's dialog answers.
import type { AnyEventObject } from 'xstate';
import type { DetailCodes } from '../../../machines/organisation/org-list.filters';

export const DETAIL_INPUT: DetailCodes = { gubun: ['COG03'], chawol: ['1'], gadong: [] };
export const DETAIL_EVENTS: AnyEventObject[] = [
  { type: 'user.toggle', group: 'gubun', code: 'COG03' },
  { type: 'user.toggle', group: 'gubun', code: 'COG06' },
  { type: 'user.toggle', group: 'chawol', code: '4' },
  { type: 'user.toggle', group: 'gadong', code: '2' },
  { type: 'user.reset' },
  { type: 'user.submit' },
  { type: 'user.close' },
  { type: 'xstate.done.actor.finish' },
];
export const detailContextKey = (c: any) => [c.codes, c.submitted];
