// Parsing `npm run admin -- <command>` into an operation name and its JSON body.
import { SITE_CODES } from '../../src/domain/outside-sites/outside-sites';
import { NEW_USER_FIELD_NAMES, PERSONAL_READS_LIMIT, PERSONAL_READS_MAX, REQUIRED_NEW_USER_FIELDS, USER_FIELD_NAMES } from '../services/operations';

export const ADMIN_USAGE = `usage: npm run admin -- <command>
  maintenance on "<text>" [--from <ISO time>] [--until <ISO time>]
  maintenance off
  version require | version ok
  download set --apk <url> --plist <url>
  site set <code> <url> | site clear <code> | site list   (codes: ${SITE_CODES.join(', ')})
  sessions revoke <userId>
  user add <userId> <field>=<value> ...   (a new account with a one-time random password shown once;
                                          fields: ${REQUIRED_NEW_USER_FIELDS.join(', ')}; optional manager, birth, joinDate)
  user password <userId>                  (a new random password, shown once; the user's sessions end)
  user set <userId> <field>=<value> ...   (fields: ${USER_FIELD_NAMES.join(', ')})
  personal-reads [--user <userId>] [--customer <kwkkey>] [--since <yyyy-mm-dd>] [--limit <n>]
                                          (who read customers' personal data, newest first; ${PERSONAL_READS_LIMIT} rows
                                          unless --limit, at most ${PERSONAL_READS_MAX})
Times without an offset are read as KST, e.g. 2026-11-22T22:00.`;

export interface AdminCommand {
  readonly op: string;
  readonly body: Record<string, unknown>;
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Splits `--name value` options from positional words. */
function options(words: readonly string[], allowed: readonly string[]) {
  const positional: string[] = [];
  const named: Record<string, string> = {};
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!w.startsWith('--')) {
      positional.push(w);
      continue;
    }
    const name = w.slice(2);
    const value = words[++i];
    if (!allowed.includes(name) || value === undefined) throw new UsageError(`unexpected option ${w}`);
    named[name] = value;
  }
  return { positional, named };
}

export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  if (argv[0] === 'personal-reads') {
    const { positional, named } = options(argv.slice(1), ['user', 'customer', 'since', 'limit']);
    if (positional.length) throw new UsageError(`personal-reads takes only options: ${positional.join(' ')}`);
    return { op: 'personal-reads/list', body: named };
  }
  const [area, action, ...rest] = argv;
  const key = `${area ?? ''} ${action ?? ''}`;
  switch (key) {
    case 'maintenance on': {
      const { positional, named } = options(rest, ['from', 'until']);
      if (positional.length !== 1) throw new UsageError('maintenance on needs exactly one text argument (quote it)');
      return { op: 'maintenance/on', body: { cntn: positional[0], ...named } };
    }
    case 'maintenance off':
    case 'version require':
    case 'version ok':
      if (rest.length) throw new UsageError(`${key} takes no arguments`);
      return { op: `${area}/${action}`, body: {} };
    case 'download set': {
      const { positional, named } = options(rest, ['apk', 'plist']);
      if (positional.length || !named.apk || !named.plist) throw new UsageError('download set needs --apk <url> and --plist <url>');
      return { op: 'download/set', body: { apk: named.apk, plist: named.plist } };
    }
    case 'site set':
      if (rest.length !== 2) throw new UsageError('site set needs a site code and an address, e.g. site set ORDER https://order.example.co.kr/');
      return { op: 'site/set', body: { code: rest[0], url: rest[1] } };
    case 'site clear':
      if (rest.length !== 1) throw new UsageError('site clear needs one site code');
      return { op: 'site/clear', body: { code: rest[0] } };
    case 'site list':
      if (rest.length) throw new UsageError('site list takes no arguments');
      return { op: 'site/list', body: {} };
    case 'sessions revoke':
      if (rest.length !== 1) throw new UsageError('sessions revoke needs one user id');
      return { op: 'sessions/revoke', body: { userId: rest[0] } };
    case 'user set': {
      const [userId, ...pairs] = rest;
      if (!userId || pairs.length === 0) throw new UsageError('user set needs a user id and at least one field=value');
      return { op: 'user/set', body: { userId, fields: fieldPairs(pairs, USER_FIELD_NAMES) } };
    }
    case 'user add': {
      const [userId, ...pairs] = rest;
      if (!userId) throw new UsageError('user add needs a user id and its fields');
      const fields = fieldPairs(pairs, NEW_USER_FIELD_NAMES);
      const missing = REQUIRED_NEW_USER_FIELDS.filter((f) => !(f in fields));
      if (missing.length) throw new UsageError(`user add: missing ${missing.join(', ')}`);
      return { op: 'user/add', body: { userId, fields } };
    }
    case 'user password':
      if (rest.length !== 1) throw new UsageError('user password needs one user id');
      return { op: 'user/password', body: { userId: rest[0] } };
    default:
      throw new UsageError(`unknown command: ${argv.join(' ') || '(none)'}`);
  }
}

/** `field=value` words of known fields (a value may contain '='). */
function fieldPairs(pairs: readonly string[], known: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const p of pairs) {
    const at = p.indexOf('=');
    const field = p.slice(0, at);
    if (at < 1 || !known.includes(field)) throw new UsageError(`not a field=value pair of a known field: ${p}`);
    fields[field] = p.slice(at + 1);
  }
  return fields;
}
