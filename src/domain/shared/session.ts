// Session rules: which user-info fields must match the stored session (spec 1 §4).
import type { Session, UserInfo } from '../login/contract';

export const SESSION_COMPARED_FIELDS = ['userName', 'orgnzPstn', 'cntrCd', 'brncCd', 'akdrnk', 'akdmi3'] as const;

/** The first field where the server's user info differs from the stored session, or null. */
export function changedUserField(session: Session, info: UserInfo): (typeof SESSION_COMPARED_FIELDS)[number] | null {
  for (const f of SESSION_COMPARED_FIELDS) if (session[f] !== info[f]) return f;
  return null;
}
