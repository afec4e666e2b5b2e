// Login, logout and the user-info call: the session the client keeps and the fields it compares.
import { Schema } from 'effect';
import { Empty, Text, YN, defineCall } from '../shared/call';
import { POSITIONS } from '../shared/roles';

export const Position = Schema.Literals(POSITIONS);

/** What the server knows of the signed-in user (getUserInfo). */
export const UserInfo = Schema.Struct({
  userId: Schema.String,
  userName: Schema.String,
  orgnzPstn: Position,
  akdcde: Schema.String,
  cntrCd: Schema.String,
  cntrNm: Schema.String,
  brncCd: Schema.String,
  brncNm: Schema.String,
  akdrnk: Schema.Number,
  akdmi3: Schema.String,
});
export type UserInfo = typeof UserInfo.Type;

/** The session of spec 1 §3 (plus userId and akdcde, which later calls need). */
export const Session = Schema.Struct({
  authToken: Schema.String,
  userId: Schema.String,
  userName: Schema.String,
  orgnzPstn: Position,
  akdcde: Schema.String,
  cntrCd: Schema.String,
  brncCd: Schema.String,
  akdrnk: Schema.Number,
  akdmi3: Schema.String,
  autoLoginYn: YN,
});
export type Session = typeof Session.Type;

export const LoginRequest = Schema.Struct({
  userId: Text(18, 1),
  password: Text(64, 1),
  pushToken: Schema.optionalKey(Text(512)),
  autoLoginYn: YN,
});
export type LoginRequest = typeof LoginRequest.Type;

export const issueAuthToken = defineCall({ path: 'auth/issueAuthToken', auth: 'basic', mutation: true, request: LoginRequest, response: Session });
export const logout = defineCall({ path: 'auth/logout', auth: 'session', mutation: true, request: Empty, response: Empty });
export const getUserInfo = defineCall({
  path: 'getUserInfo',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ userInfo: UserInfo }),
});
export const setPushToken = defineCall({
  path: 'setPushToken',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ pushToken: Text(512, 1) }),
  response: Empty,
});
