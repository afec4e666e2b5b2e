import { describe, expect, it } from 'vitest';
import { msg } from '../messages';
import { DecodeError, NetworkError, ServerError, SessionRejected, UserInfoChanged, errorMessage, isTagged } from './errors';

describe('error messages (spec 1 §8)', () => {
  it('server failures show rtMsg as given', () => {
    expect(errorMessage(new ServerError({ rt: 'login_failed', rtMsg: '아이디 또는 비밀번호가 일치하지 않습니다.' }))).toBe(
      '아이디 또는 비밀번호가 일치하지 않습니다.',
    );
    expect(errorMessage(new SessionRejected({ rt: 'session_expired', rtMsg: msg.sessionExpired }))).toBe(msg.sessionExpired);
  });
  it('network failures show the spec text', () => {
    expect(errorMessage(new NetworkError({ detail: 'TypeError: fetch failed' }))).toBe('네트워크 연결 중 오류가 발생했습니다. 다시 시도해주세요.');
  });
  it('anything else shows the generic server text, never a raw error', () => {
    expect(errorMessage(new DecodeError({ path: 'x', detail: 'Expected string' }))).toBe(msg.serverError);
    expect(errorMessage(new Error('boom'))).toBe(msg.serverError);
    expect(errorMessage(undefined)).toBe(msg.serverError);
    expect(errorMessage(new ServerError({ rt: 'x', rtMsg: '' }))).toBe(msg.serverError);
  });
  it('user info change has its own message; tags are readable', () => {
    expect(errorMessage(new UserInfoChanged({ field: 'userName' }))).toBe(msg.userInfoChanged);
    expect(isTagged(new UserInfoChanged({ field: 'x' }), 'UserInfoChanged')).toBe(true);
    expect(isTagged({ _tag: 1 }, 'x')).toBe(false);
  });
});
