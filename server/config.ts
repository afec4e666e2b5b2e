// Time-outs and limits of the reference server in one place (docs/api.md quotes these values).
// createApp takes a ServerConfig; tests keep these limits and move the clock instead, and only
// lower the scrypt cost so that hundreds of logins stay fast.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

export interface ServerConfig {
  readonly session: {
    readonly idleMs: number;
    readonly absoluteMs: number;
    readonly autoLoginIdleMs: number;
    readonly autoLoginAbsoluteMs: number;
    readonly touchEveryMs: number;
  };
  readonly loginLimit: { readonly windowMs: number; readonly perDevice: number; readonly perUser: number; readonly lockMs: number };
  readonly http: { readonly maxBodyBytes: number };
  /** Cost of new password hashes (and of the dummy hash unknown ids are checked against). */
  readonly passwordHash: ScryptParams;
  /** Origin of links the server sends out of the app (business card SMS); never taken from a request. */
  readonly publicOrigin: string;
  /** Production hides development pages (/dev/outbox). */
  readonly production: boolean;
  readonly sms: {
    /** Business cards one sender may send per rolling hour. */
    readonly profilePerHour: number;
    /** Gateway attempts per message before it is marked failed. */
    readonly maxAttempts: number;
    /** Back-off after a failed attempt: base × 2^(attempt-1). */
    readonly retryBaseMs: number;
  };
  /** Lifetime of a single-sign-on token for the outside ordering site. */
  readonly ssoTtlMs: number;
}

export const SERVER_CONFIG: ServerConfig = {
  session: {
    /** Without auto-login: idle and absolute limits. */
    idleMs: 60 * MINUTE,
    absoluteMs: 12 * HOUR,
    /** With autoLoginYn=Y. */
    autoLoginIdleMs: 14 * DAY,
    autoLoginAbsoluteMs: 30 * DAY,
    /** last_seen_at is written at most this often, to save writes. */
    touchEveryMs: MINUTE,
  },
  loginLimit: {
    windowMs: 10 * MINUTE,
    perDevice: 5,
    perUser: 20,
    lockMs: 10 * MINUTE,
  },
  http: {
    /** Largest accepted form body. */
    maxBodyBytes: 64 * 1024,
  },
  /** scrypt N=2^14, r=8, p=1: about 16 MB and 40-60 ms per hash on these machines. */
  passwordHash: { N: 16384, r: 8, p: 1 },
  publicOrigin: 'http://localhost:8080',
  production: false,
  sms: { profilePerHour: 30, maxAttempts: 5, retryBaseMs: 5_000 },
  ssoTtlMs: 5 * MINUTE,
};

/** The configuration of a started server: EDUPLANNER_PUBLIC_ORIGIN and EDUPLANNER_ENV over the defaults. */
export function serverConfigFromEnv(env: Readonly<Record<string, string | undefined>>, base: ServerConfig = SERVER_CONFIG): ServerConfig {
  const origin = env.EDUPLANNER_PUBLIC_ORIGIN?.trim();
  let publicOrigin = base.publicOrigin;
  if (origin) {
    const u = new URL(origin);
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.pathname !== '/' || u.search || u.hash)
      throw new Error(`EDUPLANNER_PUBLIC_ORIGIN must be an http(s) origin without a path: ${origin}`);
    publicOrigin = u.origin;
  }
  return { ...base, publicOrigin, production: env.EDUPLANNER_ENV === 'production' || base.production };
}
