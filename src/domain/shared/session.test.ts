import { describe, expect, it } from 'vitest';
import type { Session, UserInfo } from '../login/contract';
import { changedUserField } from './session';

const session: Session = {
  authToken: 't', userId: 'planner01', userName: '김민수', orgnzPstn: 'COG03', akdcde: 'E1001',
  cntrCd: 'C11', brncCd: 'B1', akdrnk: 15, akdmi3: 'D01', autoLoginYn: 'Y',
};
const info: UserInfo = {
  userId: 'planner01', userName: '김민수', orgnzPstn: 'COG03', akdcde: 'E1001', cntrCd: 'C11', cntrNm: '강남센터',
  brncCd: 'B1', brncNm: '강남지점', akdrnk: 15, akdmi3: 'D01',
};

describe('user info vs stored session (spec 1 §4)', () => {
  it('equal on the compared fields → no change (names of centres are not compared)', () => {
    expect(changedUserField(session, { ...info, cntrNm: '다른이름' })).toBeNull();
  });
  it.each([
    ['userName', { userName: '김민석' }],
    ['orgnzPstn', { orgnzPstn: 'COGA2' }],
    ['cntrCd', { cntrCd: 'C12' }],
    ['brncCd', { brncCd: 'B2' }],
    ['akdrnk', { akdrnk: 12 }],
    ['akdmi3', { akdmi3: 'D02' }],
  ] as const)('%s differs', (field, patch) => {
    expect(changedUserField(session, { ...info, ...patch })).toBe(field);
  });
});
