// Who is calling, per the call's auth mode: 'basic' (login: a known client id), 'session' (a live
// bearer token), 'optional' (the token's user when it is live, anonymous otherwise), 'none'.
import type { CallAuth } from '../../src/domain/shared/call';
import { CLIENT_IDS } from '../../src/domain/shared/platform';
import type { ServiceContext } from '../services/context';
import { checkSession, type SessionRow, type UserRow } from '../services/sessions';
import { CallRefusal } from './envelope';

export interface Caller {
  readonly user: UserRow | null;
  readonly session: SessionRow | null;
  readonly clientId: string | null;
}

const ANONYMOUS: Caller = { user: null, session: null, clientId: null };
const MAX_TOKEN_LENGTH = 256;

export async function authenticate(authorization: string | undefined, mode: CallAuth, svc: ServiceContext): Promise<Caller> {
  switch (mode) {
    case 'none':
      return ANONYMOUS;
    case 'basic': {
      const clientId = basicClientId(authorization);
      if (clientId === null || !(CLIENT_IDS as readonly string[]).includes(clientId)) throw new CallRefusal('invalid_client');
      return { ...ANONYMOUS, clientId };
    }
    case 'optional': {
      const token = bearerToken(authorization);
      if (token === null) return ANONYMOUS;
      const check = await checkSession(svc.db, token, svc.clock.now(), svc.config);
      return check.ok ? { user: check.user, session: check.session, clientId: check.session.clientId } : ANONYMOUS;
    }
    case 'session': {
      const token = bearerToken(authorization);
      if (token === null) throw new CallRefusal('unauthorized');
      const check = await checkSession(svc.db, token, svc.clock.now(), svc.config);
      if (!check.ok) throw new CallRefusal(check.rt);
      return { user: check.user, session: check.session, clientId: check.session.clientId };
    }
  }
}

function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header?.trim() ?? '');
  return m && m[1]!.length <= MAX_TOKEN_LENGTH ? m[1]! : null;
}

/** `Basic base64("<clientId>:")`: the client id with an empty secret. */
function basicClientId(header: string | undefined): string | null {
  const m = /^Basic ([A-Za-z0-9+/]{1,200}={0,2})$/.exec(header?.trim() ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  return decoded.endsWith(':') && decoded.indexOf(':') === decoded.length - 1 ? decoded.slice(0, -1) : null;
}
