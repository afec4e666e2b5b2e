// Login form rules of spec 1 §5: trim both fields, id at most 18 characters, one message per empty field.
import { loginMessages } from './messages';

export const LOGIN_ID_MAX = 18;

/** What the id input keeps while typing: never more than 18 characters. */
export const clampLoginId = (raw: string): string => Array.from(raw).slice(0, LOGIN_ID_MAX).join('');

export type LoginCheck =
  | { readonly ok: true; readonly userId: string; readonly password: string }
  | { readonly ok: false; readonly field: 'userId' | 'password'; readonly message: string };

export function checkLogin(userId: string, password: string): LoginCheck {
  const id = clampLoginId(userId.trim());
  const pw = password.trim();
  if (id === '') return { ok: false, field: 'userId', message: loginMessages.loginIdRequired };
  if (pw === '') return { ok: false, field: 'password', message: loginMessages.loginPasswordRequired };
  return { ok: true, userId: id, password: pw };
}

/** What the device remembers of the last login form (id-save on: the id too). */
export interface RememberedLogin {
  readonly loginId: string;
  readonly saveId: boolean;
  readonly autoLogin: boolean;
}

/** Nothing remembered yet: both boxes on (spec 1 §2). */
export const NOTHING_REMEMBERED: RememberedLogin = { loginId: '', saveId: true, autoLogin: true };

export interface LoginFormStart {
  readonly userId: string;
  readonly saveId: boolean;
  readonly autoLogin: boolean;
}

/** The login form's first values: the saved id only while id-save is on. */
export const loginFormStart = (r: RememberedLogin): LoginFormStart => ({ userId: r.saveId ? r.loginId : '', saveId: r.saveId, autoLogin: r.autoLogin });
